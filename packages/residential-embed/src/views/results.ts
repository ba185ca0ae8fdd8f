import { h, render } from 'preact';
import {
  ResidentialResults,
  residentialCss,
  themeTokensCss,
  type ResidentialResultsProps,
} from '@volunteerkit/widgets/residential';
import { applyUrlOf, lazyDatePicker, widget, widgetKey, widgetMessages } from './shared.js';
import type { ViewModule } from './types.js';

const Results = widget<ResidentialResultsProps>(ResidentialResults);

/**
 * The results view (spec 2.2): search form, cards, pagination. With `hash` on
 * (the default for this view) the search lives in the partner page's URL hash.
 */
export const view: ViewModule = {
  styles: [themeTokensCss, residentialCss],
  render(container, context) {
    render(
      h(Results, {
        // The widget creates its controller and router once: remount when they must change.
        key: widgetKey(context),
        http: context.http,
        initialQuery: context.options.filters,
        router: context.options.hash,
        window: context.window,
        datePicker: lazyDatePicker(context),
        applyUrl: applyUrlOf(context),
        messages: widgetMessages(context),
        onEvent: context.emit,
      }),
      container,
    );
  },
  unmount(container) {
    render(null, container);
  },
};
