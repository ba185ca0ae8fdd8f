import { DatePicker } from './DatePicker.js';

/** Default export so `React.lazy(() => import('@volunteerkit/widgets/date-picker'))` works directly. */
export default DatePicker;
