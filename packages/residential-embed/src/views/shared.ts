/**
 * What the views share: the view module that renders one widget with the mount's
 * transport, messages and events, the lazy date picker (react-day-picker is
 * downloaded the first time the picker opens, and its CSS adopted then) and typed
 * access to the widgets (React components rendered by Preact through preact/compat).
 *
 * @module
 */
import { h, render, type FunctionComponent } from 'preact';
import { lazy } from 'preact/compat';
import type { HttpClient } from '@volunteerkit/api-client';
import type {
  DatePickerProps,
  OpportunityApplyUrl,
  ResidentialEventHandler,
  ResidentialMessages,
  ResidentialSearchFormProps,
  LocaleInput,
} from '@volunteerkit/widgets/residential';
import type { ViewContext, ViewModule } from './types.js';

/** A widget (a React function component) typed for Preact's `h`. */
export function widget<P>(component: unknown): FunctionComponent<P> {
  return component as FunctionComponent<P>;
}

/**
 * A key for the widget root: the widgets create their controller (transport,
 * initial query, hash router) once, so a change of API base or version, filters or hash
 * ownership remounts them; other option changes re-render in place.
 */
export function widgetKey(context: ViewContext): string {
  const { apiBase, apiVersion, filters, hash } = context.options;
  return `${apiBase}|${apiVersion}|${filters}|${hash ? 'hash' : 'memory'}`;
}

/** The message overrides of a mount, typed for the widgets. */
export function widgetMessages(context: ViewContext): Partial<ResidentialMessages> {
  return context.options.messages as Partial<ResidentialMessages>;
}

/** The props every view's widget gets from the mount (see {@link widgetView}). */
export interface MountProps {
  /** The mount's transport. */
  http: HttpClient;
  /** The mount's message overrides. */
  messages?: Partial<ResidentialMessages>;
  /** The mount's locale. */
  locale?: LocaleInput;
  /** Raises the widget's events on the mount element. */
  onEvent?: ResidentialEventHandler;
}

/**
 * A view that renders one widget into the mount's container: keyed by
 * {@link widgetKey}, with the mount's transport, message overrides and event
 * handler, and the view's own props; unmounting renders nothing there.
 *
 * @param component - The widget (a React function component).
 * @param styles - The CSS texts the widget needs.
 * @param props - The view's own props for one render into `container`.
 */
export function widgetView<P extends MountProps>(
  component: unknown,
  styles: readonly string[],
  props: (context: ViewContext, container: HTMLElement) => Omit<P, keyof MountProps>,
): ViewModule {
  const Widget = widget<P>(component);
  return {
    styles,
    render(container, context) {
      const mountProps: MountProps = {
        http: context.http,
        messages: widgetMessages(context),
        locale: context.locale,
        onEvent: context.emit,
      };
      // The view's own props complete the mount's into the widget's props.
      const widgetProps = { ...mountProps, ...props(context, container) } as unknown as P;
      render(h(Widget, { key: widgetKey(context), ...widgetProps }), container);
    },
    unmount(container) {
      render(null, container);
    },
  };
}

/**
 * The cards' apply URLs of a mount. With the `applyUrl` option: the template
 * with `{slug}` and `{id}` replaced by the opportunity's values (URL-encoded)
 * and resolved against the partner page; a card gets no link when its
 * opportunity lacks a value the template uses, or when the result is not
 * http(s). Without it: the opportunity's online application form (its public
 * page's `/apply`, issue 44), with the way back to this page and the mount's
 * language; none for a full opportunity (no dates open).
 */
export function applyUrlOf(context: ViewContext): OpportunityApplyUrl | undefined {
  const template = context.options.applyUrl;
  // The online application form (public page + `/apply`); none for a full opportunity.
  if (!template)
    return (opportunity) => {
      // The card checks the URL (safeUrl) as it checks "View details".
      const url = opportunity.available_timeslots?.length && opportunity.public_url;
      if (!url) return undefined;
      const query = new URLSearchParams({ back: context.window.location.href });
      if (/^cy\b/i.test(context.locale.tag)) query.set('lang', 'cy');
      return `${url}/apply?${query}`;
    };
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
