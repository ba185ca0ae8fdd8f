import {
  ResidentialResults,
  residentialCss,
  themeTokensCss,
  type ResidentialResultsProps,
} from '@volunteerkit/widgets/residential';
import { applyUrlOf, lazyDatePicker, widgetView } from './shared.js';
import type { ViewModule } from './types.js';

/**
 * The results view (spec 2.2): search form, cards, pagination. With `hash` on
 * (the default for this view) the search lives in the partner page's URL hash.
 * The widget creates its controller and router once: it remounts when they must change.
 * The first results are at hand when it starts (the mount waits for them): the
 * first row of cards is painted first, the rest in the next frame.
 */
export const view: ViewModule = widgetView<ResidentialResultsProps>(
  ResidentialResults,
  [themeTokensCss, residentialCss],
  (context) => ({
    initialQuery: context.options.filters,
    router: context.options.hash,
    window: context.window,
    datePicker: lazyDatePicker(context),
    geocodeTypes: context.options.geocodeTypes,
    applyUrl: applyUrlOf(context),
    // The first row of the grid on a desktop screen (more than a phone's first screen).
    firstPaintCards: 4,
  }),
);
