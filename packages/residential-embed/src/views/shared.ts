/**
 * What the views share: the lazy date picker (react-day-picker is downloaded the
 * first time the picker opens, and its CSS adopted then) and typed access to the widgets (React components rendered by
 * Preact through preact/compat).
 *
 * @module
 */
import { h, type FunctionComponent } from 'preact';
import { lazy } from 'preact/compat';
import type {
  DatePickerProps,
  OpportunityApplyUrl,
  ResidentialMessages,
  ResidentialSearchFormProps,
} from '@volunteerkit/widgets/residential';
import type { ViewContext } from './types.js';

/** A widget (a React function component) typed for Preact's `h`. */
export function widget<P>(component: unknown): FunctionComponent<P> {
  return component as FunctionComponent<P>;
}

/**
 * A key for the widget root: the widgets create their controller (transport,
 * initial query, hash router) once, so a change of API base, filters or hash
 * ownership remounts them; other option changes re-render in place.
 */
export function widgetKey(context: ViewContext): string {
  const { apiBase, filters, hash } = context.options;
  return `${apiBase}|${filters}|${hash ? 'hash' : 'memory'}`;
}

/** The message overrides of a mount, typed for the widgets. */
export function widgetMessages(context: ViewContext): Partial<ResidentialMessages> {
  return context.options.messages as Partial<ResidentialMessages>;
}

/**
 * The cards' apply URLs of a mount (`applyUrl` option), or `undefined` for no apply
 * link: the template with `{slug}` and `{id}` replaced by the opportunity's values
 * (URL-encoded) and resolved against the partner page. A card gets no link when
 * its opportunity lacks a value the template uses, or when the result is not http(s).
 */
export function applyUrlOf(context: ViewContext): OpportunityApplyUrl | undefined {
  const template = context.options.applyUrl;
  if (!template) return undefined;
  const page = context.window.location.href;
  return (opportunity) => {
    let missing = false;
    const filled = template.replace(/\{(slug|id)\}/g, (_, key: 'slug' | 'id') => {
      const value = opportunity[key];
      if ((typeof value !== 'string' && typeof value !== 'number') || value === '') missing = true;
      return encodeURIComponent(String(value));
    });
    if (missing) return undefined;
    try {
      const url = new URL(filled, page);
      return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
    } catch {
      return undefined;
    }
  };
}

/** The date picker component type the widgets accept (a React component type). */
export type WidgetDatePicker = NonNullable<ResidentialSearchFormProps['datePicker']>;

const pickers = new WeakMap<ViewContext['adopt'], WidgetDatePicker>();

/**
 * The date picker of one mount, loaded on first use: the chunk with
 * react-day-picker is imported when the visitor first opens the picker, and its
 * CSS is adopted into that mount's shadow root.
 */
export function lazyDatePicker(context: ViewContext): WidgetDatePicker {
  const existing = pickers.get(context.adopt);
  if (existing) return existing;
  const { adopt } = context;
  const weekStartsOn = context.options.weekStartsOn;
  const Picker = lazy(() =>
    import('@volunteerkit/widgets/date-picker').then((module) => {
      adopt([module.datePickerCss]);
      const DatePicker = widget<DatePickerProps>(module.DatePicker);
      const WithWeekStart: FunctionComponent<DatePickerProps> = (props) =>
        h(DatePicker, { weekStartsOn, ...props });
      return { default: WithWeekStart };
    }),
  ) as unknown as WidgetDatePicker;
  pickers.set(adopt, Picker);
  return Picker;
}
