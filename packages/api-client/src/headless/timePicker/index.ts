export {
  allowedMinutes,
  disabledEndHours,
  disabledEndMinutes,
  formatTimeOfDay,
  isEndTimeAllowed,
  parseTimeOfDay,
} from './timePicker.js';
export type { AllowedMinutesOptions, TimeOfDay } from './timePicker.js';
