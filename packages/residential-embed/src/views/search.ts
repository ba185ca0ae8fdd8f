import {
  ResidentialSearchForm,
  locationAutocompleteCss,
  residentialBaseCss,
  residentialSearchFormCss,
  themeTokensCss,
  type ResidentialSearchFormProps,
} from '@volunteerkit/widgets/residential';
import { lazyDatePicker, widgetView } from './shared.js';
import type { ViewModule } from './types.js';

/**
 * The search view (spec 2.1): the search form; Search goes to the results URL
 * (which may carry a query string) with the search as its hash, in the partner
 * page's window. When that URL is this very page only the hash changes, so a
 * results embed on the same page picks the search up without a reload.
 */
export const view: ViewModule = widgetView<ResidentialSearchFormProps>(
  ResidentialSearchForm,
  [themeTokensCss, residentialBaseCss, residentialSearchFormCss, locationAutocompleteCss],
  (context) => ({
    initialQuery: context.options.filters,
    datePicker: lazyDatePicker(context),
    geocodeTypes: context.options.geocodeTypes,
    resultsUrl: context.options.resultsUrl,
    window: context.window,
  }),
);
