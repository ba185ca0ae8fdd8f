import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { DayPicker } from 'react-day-picker';
import {
  formatMessage,
  useResidentialMessages,
  type ResidentialMessages,
} from '../messages/residential.js';
import { SOURCE_LOCALE } from '../messages/format.js';
import { firstDayOfWeek, textDirection } from './localeInfo.js';
import type { LocaleInput } from '../messages/locale.js';
import { addDays, parseIsoDate, startOfDay, toIsoDate } from './dates.js';
import { allDatePickerMessages } from './messages.js';
import { FLEXIBILITY_OPTIONS, flexibilityChoices, flexibilityLabel } from './flexibility.js';

/**
 * The picker's own default flexibility (spec 2.6 and 9: 3 days). The search URL's
 * default is 7 (spec 2.2): inside the search form the picker is controlled by the
 * URL state, so 7 applies there; 3 applies only to an uncontrolled picker.
 */
export const DATE_PICKER_DEFAULT_FLEXIBILITY = 3;

/** Props of {@link DatePicker}. */
export interface DatePickerProps {
  /** The chosen date (`YYYY-MM-DD`, `''` for none) when controlled. */
  value?: string;
  /** The initial date when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the new date (`''` when cleared). */
  onValueChange?: (value: string) => void;
  /** Days of flexibility when controlled. */
  flexibility?: number;
  /** Initial flexibility when uncontrolled. @default 3 */
  defaultFlexibility?: number;
  /** Called with the new flexibility. */
  onFlexibilityChange?: (days: number) => void;
  /** Flexibility choices. A current value outside the list is shown as an extra first choice. @default [7, 14, 30, 90] */
  flexibilityOptions?: readonly number[];
  /**
   * First day of the week, 0 = Sunday. @default 0 (spec 2.6) in English; in
   * another locale its own first day (`Intl.Locale` week info), e.g. Monday in Welsh
   */
  weekStartsOn?: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  /** Months shown. @default 1 */
  numberOfMonths?: number;
  /** "Today" (for tests and server rendering); past days and today are disabled. @default new Date() */
  today?: Date;
  /** OK pressed, or Escape: the host closes the picker and returns focus to its trigger. */
  onClose?: () => void;
  /** Render as a modal dialog (role="dialog", focus kept inside). @default true */
  dialog?: boolean;
  /** Move focus to the selected day (or the first choosable day) when shown, as the dialog pattern requires. @default true */
  initialFocus?: boolean;
  /** Text overrides. */
  messages?: Partial<ResidentialMessages>;
  /** The locale: a `WidgetLocale` (texts and formats) or a BCP 47 tag; else the nearest `LocaleProvider`\'s. @default \'en-GB\' */
  locale?: LocaleInput;
  /** Extra class names. */
  className?: string;
}

/**
 * The calendar's words in `locale`: month and weekday names from `Intl` when the
 * browser has data for the locale, else from the catalogue (Chromium has no
 * Welsh date data); button names from the catalogue. Day button names contain
 * the visible day number as a word (WCAG 2.5.3 "label in name"), e.g.
 * "Sunday 1 November 2026, selected".
 */
function calendarText(locale: string, messages: ResidentialMessages) {
  const names = (list = '') => list.split(',');
  const months = names(messages.monthNames);
  const weekdays = names(messages.weekdayNames);
  const short = names(messages.weekdayShortNames);
  const intl = Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0;
  const format = (options: Intl.DateTimeFormatOptions) => {
    const f = new Intl.DateTimeFormat(locale, options);
    return (date: Date) => f.format(date);
  };
  const month = intl
    ? format({ month: 'long', year: 'numeric' })
    : (date: Date) => `${months[date.getMonth()]} ${date.getFullYear()}`;
  const day = intl
    ? format({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
    : (date: Date) => `${weekdays[date.getDay()]} ${date.getDate()} ${month(date)}`;
  const weekday = intl ? format({ weekday: 'long' }) : (date: Date) => weekdays[date.getDay()]!;
  const weekdayShort = intl ? format({ weekday: 'short' }) : (date: Date) => short[date.getDay()]!;
  return {
    formatters: { formatCaption: month, formatWeekdayName: weekdayShort },
    labels: {
      labelDayButton(date: Date, modifiers: { today?: boolean; selected?: boolean }): string {
        let label = day(date);
        if (modifiers.today) label = formatMessage(messages.dayToday, { date: label }, locale);
        if (modifiers.selected)
          label = formatMessage(messages.daySelected, { date: label }, locale);
        return label;
      },
      labelGrid: month,
      labelWeekday: weekday,
      labelNav: () => messages.calendarNav,
      labelPrevious: () => messages.previousMonth,
      labelNext: () => messages.nextMonth,
    },
  };
}

const FOCUSABLE =
  'button:not([disabled]), select:not([disabled]), input:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * The residential date picker (spec 2.6) on react-day-picker: one month, the
 * week starting on Sunday, past days and today disabled, a "Flexibility:" select
 * (+/- 7, 14, 30 or 90 days), the flexibility window highlighted, and OK to close.
 * Follows the WAI-ARIA date picker dialog pattern: a modal dialog holding a grid
 * (arrow keys, Home/End, PageUp/PageDown from react-day-picker), Tab cycles inside,
 * Escape closes. Load it lazily: `React.lazy(() => import('@volunteerkit/widgets/date-picker'))`.
 *
 * @example
 * <DatePicker value={date} onValueChange={setDate} flexibility={7} onFlexibilityChange={setFlex} onClose={close} />
 */
export function DatePicker({
  value,
  defaultValue = '',
  onValueChange,
  flexibility,
  defaultFlexibility = DATE_PICKER_DEFAULT_FLEXIBILITY,
  onFlexibilityChange,
  flexibilityOptions = FLEXIBILITY_OPTIONS,
  weekStartsOn,
  numberOfMonths = 1,
  today: todayProp,
  onClose,
  dialog = true,
  initialFocus = true,
  messages: overrides,
  locale: localeProp,
  className,
}: DatePickerProps) {
  const [messages, locale] = useResidentialMessages(overrides, localeProp, allDatePickerMessages);
  const id = useId();
  const text = useMemo(() => calendarText(locale, messages), [locale, messages]);
  const weekStart = weekStartsOn ?? (locale === SOURCE_LOCALE ? 0 : (firstDayOfWeek(locale) ?? 0));
  const [ownDate, setOwnDate] = useState(defaultValue);
  const [ownFlex, setOwnFlex] = useState(defaultFlexibility);
  const date = value ?? ownDate;
  const flex = flexibility ?? ownFlex;
  const today = startOfDay(todayProp ?? new Date());
  const firstChoosable = addDays(today, 1);
  const selected = parseIsoDate(date);

  const setDate = (next: string) => {
    if (value === undefined) setOwnDate(next);
    onValueChange?.(next);
  };
  const setFlex = (next: number) => {
    if (flexibility === undefined) setOwnFlex(next);
    onFlexibilityChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      onClose?.();
      return;
    }
    if (!dialog || event.key !== 'Tab') return;
    const root = event.currentTarget;
    const focusables = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => !el.hasAttribute('disabled') && el.tabIndex >= 0,
    );
    if (focusables.length === 0) return;
    const first = focusables[0]!;
    const last = focusables[focusables.length - 1]!;
    const activeRoot = root.getRootNode() as Document | ShadowRoot;
    const active = activeRoot.activeElement;
    if (event.shiftKey && active === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const windowMatcher = selected
    ? { from: addDays(selected, -flex), to: addDays(selected, flex) }
    : undefined;

  return (
    <div
      className={['vk-datepicker', className].filter(Boolean).join(' ')}
      role={dialog ? 'dialog' : 'group'}
      aria-modal={dialog ? true : undefined}
      aria-label={messages.dateDialogLabel}
      data-flexibility={flex}
      data-value={date || undefined}
      onKeyDown={onKeyDown}
    >
      <DayPicker
        mode="single"
        selected={selected}
        onSelect={(day) => setDate(day ? toIsoDate(day) : '')}
        disabled={{ before: firstChoosable }}
        weekStartsOn={weekStart}
        lang={locale}
        dir={textDirection(locale)}
        formatters={text.formatters}
        numberOfMonths={numberOfMonths}
        today={today}
        defaultMonth={selected ?? firstChoosable}
        startMonth={today}
        modifiers={windowMatcher ? { vkWindow: windowMatcher } : undefined}
        modifiersClassNames={{ vkWindow: 'vk-day--window' }}
        labels={text.labels}
        // The WAI-ARIA date picker dialog moves focus into the grid when it opens.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={initialFocus}
      />
      <div className="vk-datepicker__footer">
        <label className="vk-label" htmlFor={`${id}-flex`}>
          {messages.flexibility}
        </label>
        <select
          id={`${id}-flex`}
          className="vk-select"
          value={String(flex)}
          onChange={(e) => setFlex(Number(e.currentTarget.value))}
        >
          {flexibilityChoices(flex, flexibilityOptions).map((days) => (
            <option key={days} value={String(days)}>
              {flexibilityLabel(days, messages, locale)}
            </option>
          ))}
        </select>
        <div className="vk-datepicker__actions">
          {date ? (
            <button
              type="button"
              className="vk-button vk-button--secondary"
              onClick={() => setDate('')}
            >
              {messages.clearDate}
            </button>
          ) : null}
          <button type="button" className="vk-button" onClick={() => onClose?.()}>
            {messages.ok}
          </button>
        </div>
      </div>
    </div>
  );
}

/** Styles of {@link DatePicker} (scoped; react-day-picker's own stylesheet is not needed). */
export const datePickerCss = `
.vk-datepicker { display: inline-flex; flex-direction: column; gap: var(--vk-space); padding: calc(var(--vk-space) * 1.5); background: var(--vk-color-bg); color: var(--vk-color-text); border: 1px solid var(--vk-color-border); border-radius: var(--vk-radius); box-shadow: var(--vk-shadow); max-width: calc(100vw - 2rem); }
.vk-datepicker .rdp-months { position: relative; }
.vk-datepicker .rdp-nav { position: absolute; top: 0; inset-inline-end: 0; display: flex; gap: 0.25rem; }
.vk-datepicker .rdp-month_caption { display: flex; align-items: center; height: 2.75rem; font-weight: 700; }
.vk-datepicker .rdp-button_previous, .vk-datepicker .rdp-button_next { display: inline-flex; align-items: center; justify-content: center; width: 2.75rem; height: 2.75rem; border: 1px solid var(--vk-color-border); border-radius: var(--vk-radius); background: var(--vk-color-bg); color: var(--vk-color-text); cursor: pointer; }
.vk-datepicker .rdp-button_previous:disabled, .vk-datepicker .rdp-button_next:disabled { opacity: 0.4; cursor: default; }
.vk-datepicker .rdp-chevron { width: 1rem; height: 1rem; fill: currentColor; }
.vk-datepicker .rdp-month_grid { border-collapse: collapse; }
.vk-datepicker .rdp-weekday { padding: 0.25rem; font-size: 0.75rem; font-weight: 600; color: var(--vk-color-muted); text-align: center; }
.vk-datepicker .rdp-day { padding: 1px; text-align: center; }
.vk-datepicker .rdp-day_button { width: 2.5rem; height: 2.5rem; border: 2px solid transparent; border-radius: 50%; background: none; color: inherit; font: inherit; cursor: pointer; }
.vk-datepicker .rdp-day_button:hover:not(:disabled) { border-color: var(--vk-color-primary); }
.vk-datepicker .rdp-day_button:focus-visible { outline: 3px solid var(--vk-color-focus); outline-offset: 1px; }
.vk-datepicker .rdp-disabled .rdp-day_button { color: var(--vk-color-muted); cursor: not-allowed; text-decoration: line-through; }
.vk-datepicker .rdp-today .rdp-day_button { font-weight: 700; }
.vk-datepicker .vk-day--window { background: var(--vk-color-surface); }
.vk-datepicker .vk-day--window .rdp-day_button { border-radius: 0; }
.vk-datepicker .rdp-selected .rdp-day_button { background: var(--vk-color-primary); color: var(--vk-color-primary-text); border-radius: 50%; }
.vk-datepicker .rdp-outside { visibility: hidden; }
.vk-datepicker__footer { display: flex; flex-wrap: wrap; align-items: center; gap: var(--vk-space); }
.vk-datepicker__actions { display: flex; gap: var(--vk-space); margin-inline-start: auto; }
`;
