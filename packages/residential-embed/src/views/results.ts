import { h, render } from 'preact';
import {
  ResidentialResults,
  residentialCss,
  themeTokensCss,
  type ResidentialResultsProps,
} from '@volunteerkit/widgets/residential';
import { lazyDatePicker, widget, widgetKey, widgetMessages } from './shared.js';
import { loadMarkdownLibraries } from '../lazy/markdownLibraries.js';
import type { ViewContext, ViewModule } from './types.js';

const Results = widget<ResidentialResultsProps>(ResidentialResults);

const rendered = new WeakMap<HTMLElement, ViewContext>();

/**
 * The results view (spec 2.2): search form, cards, pagination. With `hash` on
 * (the default for this view) the search lives in the partner page's URL hash.
 */
export const view: ViewModule = {
  styles: [themeTokensCss, residentialCss],
  render(container, context) {
    // Formatted adverts need marked + DOMPurify: load them next to the first search, then render again.
    if (!rendered.has(container)) {
      rendered.set(container, context);
      loadMarkdownLibraries().then(
        () => {
          const latest = rendered.get(container);
          if (latest) view.render(container, latest);
        },
        () => undefined, // Adverts stay plain escaped text.
      );
    } else rendered.set(container, context);
    render(
      h(Results, {
        // The widget creates its controller and router once: remount when they must change.
        key: widgetKey(context),
        http: context.http,
        initialQuery: context.options.filters,
        router: context.options.hash,
        window: context.window,
        datePicker: lazyDatePicker(context),
        messages: widgetMessages(context),
        onEvent: context.emit,
      }),
      container,
    );
  },
  unmount(container) {
    rendered.delete(container);
    render(null, container);
  },
};
