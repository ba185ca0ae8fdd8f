import { h, render } from 'preact';
import {
  ResidentialSearchForm,
  locationAutocompleteCss,
  residentialBaseCss,
  residentialSearchFormCss,
  themeTokensCss,
  type ResidentialSearchFormProps,
} from '@volunteerkit/widgets/residential';
import { goToResults, lazyDatePicker, widget, widgetKey, widgetMessages } from './shared.js';
import type { ViewModule } from './types.js';

const Form = widget<ResidentialSearchFormProps>(ResidentialSearchForm);

/**
 * The search view (spec 2.1): the search form; Search goes to the results URL
 * with the hash query.
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
        onSubmit: (_query, hash) => goToResults(context, hash),
      }),
      container,
    );
  },
  unmount(container) {
    render(null, container);
  },
};
