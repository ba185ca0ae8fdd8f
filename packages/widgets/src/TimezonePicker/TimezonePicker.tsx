import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  defaultTimezoneName,
  filterTimezones,
  timezoneOptions,
  type TimezoneOption,
} from '@volunteerkit/api-client';
import { fillMessage, usePortalMessages, type PortalMessages } from '../messages/portal.js';

/** Props of {@link TimezonePicker}. */
export interface TimezonePickerProps {
  /** The organisation's timezones. */
  timezones: readonly TimezoneOption[];
  /** The user's own timezone name; offered even when the organisation does not list it. */
  userTimezone?: string | null;
  /** The configured default; Europe/London when absent (spec 2.6). */
  defaultTimezone?: string | null;
  /** Controlled selected timezone name. */
  value?: string;
  /** Called with the chosen timezone name. */
  onValueChange?: (name: string) => void;
  /** Visible label. @default messages.timezone ("Timezone") */
  label?: string;
  /** Name of a hidden input carrying the value in a form. */
  name?: string;
  messages?: Partial<PortalMessages>;
  className?: string;
}

/** Styles of the timezone picker (a combobox with a listbox popup). */
export const timezonePickerCss = `
.vk-combobox { position: relative; }
.vk-combobox__listbox { position: absolute; inset-inline: 0; top: 100%; z-index: 20; max-height: 16rem; overflow-y: auto; margin: 0.125rem 0 0; padding: 0.25rem 0; list-style: none; background: var(--vk-color-bg, #fff); border: 1px solid var(--vk-color-border, #8c959f); border-radius: var(--vk-radius, 6px); box-shadow: var(--vk-shadow, 0 2px 8px rgba(0,0,0,.15)); }
.vk-combobox__option { padding: 0.375rem 0.75rem; cursor: pointer; }
.vk-combobox__option[aria-selected="true"] { font-weight: 700; }
.vk-combobox__option[data-active="true"] { background: var(--vk-color-primary, #0b5cad); color: var(--vk-color-primary-text, #fff); }
.vk-combobox__empty { padding: 0.375rem 0.75rem; color: var(--vk-color-muted, #57606a); }
`;

/**
 * A timezone picker (spec 2.6): an accessible combobox (WAI-ARIA editable combobox with
 * list autocomplete) listing the organisation's timezones by display_text, plus the
 * user's own. Typing filters case-insensitively on the escaped text; Arrow keys move,
 * Enter chooses, Escape closes. The default is Europe/London unless configured.
 *
 * @example
 * <TimezonePicker timezones={org.timezones} userTimezone={user.timezone} onValueChange={setTz} />
 */
export function TimezonePicker({
  timezones,
  userTimezone,
  defaultTimezone,
  value,
  onValueChange,
  label,
  name,
  messages: overrides,
  className,
}: TimezonePickerProps) {
  const [messages, locale] = usePortalMessages(overrides);
  const id = useId();
  const listId = `${id}-listbox`;
  const options = useMemo(
    () => timezoneOptions({ timezones, userTimezone }),
    [timezones, userTimezone],
  );
  const [inner, setInner] = useState(() => defaultTimezoneName(options, defaultTimezone));
  const selectedName = value ?? inner;
  const selected = options.find((tz) => tz.name === selectedName);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const results = useMemo(() => filterTimezones(options, query ?? ''), [options, query]);

  // Latest open/active values, for key events that arrive before a re-render (renderers
  // that batch asynchronously, such as preact/compat, can deliver several in between).
  const latest = useRef({ open, active, query });
  useEffect(() => {
    latest.current = { open, active, query };
  }, [open, active, query]);
  const update = (next: { open?: boolean; active?: number; query?: string | null }) => {
    latest.current = { ...latest.current, ...next };
    if (next.open !== undefined) setOpen(next.open);
    if (next.active !== undefined) setActive(next.active);
    if (next.query !== undefined) setQuery(next.query);
  };

  const choose = (tz: TimezoneOption) => {
    setInner(tz.name);
    onValueChange?.(tz.name);
    update({ open: false, active: -1, query: null });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { open, active, query } = latest.current;
    const results = filterTimezones(options, query ?? '');
    const openAt = (index: number) =>
      update({
        open: true,
        active: results.length === 0 ? -1 : Math.max(0, Math.min(index, results.length - 1)),
      });
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open)
          openAt(
            Math.max(
              0,
              results.findIndex((tz) => tz.name === selectedName),
            ),
          );
        else openAt(active + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        openAt(open ? active - 1 : results.length - 1);
        break;
      case 'Home':
        if (open) {
          event.preventDefault();
          openAt(0);
        }
        break;
      case 'End':
        if (open) {
          event.preventDefault();
          openAt(results.length - 1);
        }
        break;
      case 'Enter':
        if (open && active >= 0 && results[active]) {
          event.preventDefault();
          choose(results[active]);
        }
        break;
      case 'Escape':
        if (open || query !== null) {
          event.preventDefault();
          update({ open: false, active: -1, query: null });
        }
        break;
      default:
        break;
    }
  };
  const activeId = open && active >= 0 ? `${id}-opt-${active}` : undefined;
  useEffect(() => {
    if (!activeId) return;
    // Keep the active option visible in a long list.
    inputRef.current?.ownerDocument
      .getElementById(activeId)
      ?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  return (
    <div
      className={['vk-field', 'vk-combobox', 'vk-timezone-picker', className]
        .filter(Boolean)
        .join(' ')}
    >
      <label className="vk-field__label" htmlFor={`${id}-input`}>
        {label ?? messages.timezone}
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        className="vk-field__input"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        placeholder={messages.timezoneSearch}
        value={query ?? selected?.display_text ?? ''}
        onChange={(event) => update({ query: event.target.value, open: true, active: 0 })}
        onKeyDown={onKeyDown}
        onBlur={() => update({ open: false, query: null })}
        onClick={() => update({ open: !latest.current.open })}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={label ?? messages.timezone}
        className="vk-combobox__listbox"
        hidden={!open}
      >
        {open
          ? results.map((tz, i) => (
              // Keyboard choice happens on the combobox input (aria-activedescendant).
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={tz.name}
                id={`${id}-opt-${i}`}
                role="option"
                aria-selected={tz.name === selectedName}
                data-active={i === active}
                className="vk-combobox__option"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(tz)}
              >
                {tz.display_text}
              </li>
            ))
          : null}
      </ul>
      {open && results.length === 0 ? (
        <p className="vk-combobox__empty">{messages.noTimezone}</p>
      ) : null}
      <span className="vk-visually-hidden" role="status">
        {open && query !== null
          ? fillMessage(messages.timezonesFound, { count: results.length }, locale)
          : ''}
      </span>
      {name ? <input type="hidden" name={name} value={selectedName} /> : null}
    </div>
  );
}
