import { h, render } from 'preact';
import {
  ResidentialSearchForm,
  locationAutocompleteCss,
  residentialBaseCss,
  residentialSearchFormCss,
  themeTokensCss,
  type ResidentialSearchFormProps,
} from '@volunteerkit/widgets/residential';
import { lazyDatePicker, widget, widgetKey, widgetMessages } from './shared.js';
import type { ViewModule } from './types.js';

const Form = widget<ResidentialSearchFormProps>(ResidentialSearchForm);

/**
 * The search view (spec 2.1): the search form; Search goes to the results URL
 * (which may carry a query string) with the search as its hash, in the partner
 * page's window. When that URL is this very page only the hash changes, so a
 * results embed on the same page picks the search up without a reload.
 */
export const view: ViewModule = {
  styles: [themeTokensCss, residentialBaseCss, residentialSearchFormCss, locationAutocompleteCss],
  render(container, context) {
    render(
      h(Form, {
        key: widgetKey(context),
        http: context.http,
        initialQuery: context.options.filters,
        datePicker: lazyDatePicker(context),
        messages: widgetMessages(context),
        onEvent: context.emit,
        resultsUrl: context.options.resultsUrl,
        window: context.window,
      }),
      container,
    );
  },
  unmount(container) {
    render(null, container);
  },
};
