import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { GeocodeResult, HttpClient } from '@volunteerkit/api-client';
import {
  createGeocodeSession,
  GEOCODE_DELAY_MS,
  PLACE_GEOCODE_TYPES,
} from '@volunteerkit/api-client/search';
import { searchGeocodeWithSuggestions, type GeocodeAnswer } from '@volunteerkit/api-client/public';
import { useController } from '../hooks/useController.js';
import {
  formatMessage,
  useResidentialMessages,
  type ResidentialMessages,
} from '../messages/residential.js';
import type { LocaleInput } from '../messages/locale.js';

/** Props of {@link LocationAutocomplete}. */
export interface LocationAutocompleteProps {
  /** Transport for the geocode search (ignored when `search` is given). */
  http?: HttpClient;
  /**
   * A custom search; must honour the abort signal. An answer with `suggestions`
   * gives the nearest places shown when nothing matches.
   */
  search?: (
    query: string,
    signal: AbortSignal,
  ) => Promise<readonly GeocodeResult[] | GeocodeAnswer>;
  /** Geocode result types, comma-joined into `type`. @default PLACE_GEOCODE_TYPES (['geojson', 'city', 'county', 'region']) */
  geocodeTypes?: readonly string[];
  /** The input text when controlled. */
  value?: string;
  /** The initial text when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the text on every keystroke and after a choice. */
  onValueChange?: (text: string) => void;
  /** A result was chosen. */
  onSelect: (result: GeocodeResult) => void;
  /** The input was left empty: clear lat, lon and geojson (spec 2.1). */
  onClear?: () => void;
  /** Pause before searching, in ms. @default 350 */
  delay?: number;
  /** Id of the input (the label points at it). */
  id?: string;
  /** A message about the text shown under the input (e.g. "Choose a place from the list"); marks it invalid. */
  error?: string;
  /**
   * Opens the list of places matching the text, searched at once, with the
   * first one highlighted (Enter takes it), each time this number changes: how
   * a form asks which place typed text means instead of choosing for the visitor.
   */
  openChoices?: number;
  /** Text overrides. */
  messages?: Partial<ResidentialMessages>;
  /** The locale: a `WidgetLocale` (texts and formats) or a BCP 47 tag; else the nearest `LocaleProvider`\'s. @default \'en-GB\' */
  locale?: LocaleInput;
}

/** A 16px icon of a result, hidden from assistive technology. */
function ResultIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="vk-combobox__icon"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

function CircleIcon() {
  return (
    <ResultIcon>
      <circle cx="8" cy="8" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
    </ResultIcon>
  );
}

function MarkerIcon() {
  return (
    <ResultIcon>
      <path
        d="M8 1a5 5 0 0 0-5 5c0 3.5 5 9 5 9s5-5.5 5-9a5 5 0 0 0-5-5Zm0 7a2 2 0 1 1 0-4 2 2 0 0 1 0 4Z"
        fill="currentColor"
      />
    </ResultIcon>
  );
}

/**
 * The location autocomplete of spec 2.1 as a WAI-ARIA combobox (list autocomplete):
 * searches 350 ms after typing stops, shows a circle icon for polygon results
 * (`type === 'geojson'`) and a map marker otherwise, moves through results with
 * the arrow keys (`aria-activedescendant`), chooses with Enter, closes with Escape,
 * announces the number of results in a polite live region, and reports an
 * empty input on blur. Under the input it says so, visibly, when no place
 * matches ("No places match 'Keswik'.", then the nearest places as options),
 * or when places cannot be searched (with a retry), or the `error` it is given.
 *
 * @example
 * <LocationAutocomplete http={http} onSelect={(r) => search.selectLocation(r)} onClear={() => search.clearLocation()} />
 */
export function LocationAutocomplete({
  http,
  search,
  geocodeTypes,
  value,
  defaultValue = '',
  onValueChange,
  onSelect,
  onClear,
  delay = GEOCODE_DELAY_MS,
  id,
  error,
  openChoices,
  messages: overrides,
  locale: localeProp,
}: LocationAutocompleteProps) {
  const [messages, locale] = useResidentialMessages(overrides, localeProp);
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const listId = `${autoId}-list`;
  const hintId = `${autoId}-hint`;
  const messageId = `${autoId}-message`;
  const [session] = useState(() =>
    createGeocodeSession({ delay, search: () => Promise.resolve([]) }),
  );
  // Keep the session's search in step with the props (before any typing can happen).
  useEffect(() => {
    session.setSearch((q, signal) => {
      if (search) return search(q, signal);
      if (!http) return Promise.resolve([]);
      return searchGeocodeWithSuggestions(http, q, {
        signal,
        type: geocodeTypes ?? PLACE_GEOCODE_TYPES,
      });
    });
  }, [session, search, http, geocodeTypes]);
  const state = useController(session);
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const text = value ?? uncontrolled;
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState(-1);

  useEffect(() => () => session.cancel(), [session]);

  // Asked to show the choices: search the text now (unless its answer is here) and open.
  const shownChoices = useRef(openChoices);
  useEffect(() => {
    if (openChoices === shownChoices.current) return;
    shownChoices.current = openChoices;
    const current = session.getState();
    if (current.query !== text || current.status !== 'success') {
      if (current.query !== text) session.input(text);
      session.retry();
    }
    setOpen(true);
    setActive(0);
  }, [openChoices, session, text]);

  // No match: the nearest places are offered instead.
  const results = state.results.length ? state.results : state.suggestions;
  const expanded = open && results.length > 0;
  const typed = text.trim() !== '' && text.trim() === state.query.trim();
  const noMatch = typed && state.status === 'success' && state.results.length === 0;
  const failed = typed && state.status === 'error';
  const message =
    error ??
    (noMatch
      ? `${formatMessage(messages.locationNoMatch, { query: text.trim() }, locale)} ${
          state.suggestions.length ? messages.locationSuggestions : messages.locationNoMatchHint
        }`
      : failed
        ? messages.locationError
        : '');

  // Announce the result count once an answer arrives (and only while open).
  const count = results.length;
  const announcement = !open
    ? ''
    : state.status === 'loading'
      ? messages.locationSearching
      : noMatch
        ? message
        : state.status === 'success'
          ? formatMessage(messages.locationResults, { count }, locale)
          : '';

  const setText = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };

  const choose = (result: GeocodeResult) => {
    setText(String(result.name ?? ''));
    setOpen(false);
    setActive(-1);
    session.cancel();
    onSelect(result);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        if (results.length > 0) setActive((a) => (a + 1) % results.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        if (results.length > 0) setActive((a) => (a <= 0 ? results.length - 1 : a - 1));
        break;
      case 'Enter': {
        const result = expanded && active >= 0 ? results[active] : undefined;
        if (result) {
          event.preventDefault();
          choose(result);
        }
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text !== '') {
          event.preventDefault();
          setText('');
          session.clear();
        }
        break;
      case 'Home':
      case 'End':
        // Keep the default caret movement inside the input.
        setActive(-1);
        break;
      default:
    }
  };

  const activeId = expanded && active >= 0 ? `${autoId}-option-${active}` : undefined;

  return (
    <div
      className="vk-combobox"
      data-expanded={expanded ? '' : undefined}
      data-status={state.status}
    >
      <label className="vk-label" htmlFor={inputId}>
        {messages.locationLabel}
      </label>
      <span id={hintId} className="vk-visually-hidden">
        {messages.locationHint}
      </span>
      <div className="vk-combobox__field">
        <input
          ref={inputRef}
          id={inputId}
          className="vk-input vk-combobox__input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-describedby={message ? `${hintId} ${messageId}` : hintId}
          aria-invalid={error ? true : undefined}
          placeholder={messages.locationPlaceholder}
          value={text}
          onChange={(e) => {
            const next = e.currentTarget.value;
            setText(next);
            setActive(-1);
            setOpen(true);
            session.input(next);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
            if (text.trim() === '') {
              session.clear();
              onClear?.();
            }
          }}
        />
      </div>
      {message ? (
        <p
          id={messageId}
          className="vk-combobox__message"
          data-tone={error || failed ? 'error' : 'info'}
        >
          {message}
          {failed && !error ? (
            <button
              type="button"
              className="vk-link-button"
              onClick={() => {
                inputRef.current?.focus();
                setOpen(true);
                session.retry();
              }}
            >
              {messages.retry}
            </button>
          ) : null}
        </p>
      ) : null}
      <ul
        id={listId}
        role="listbox"
        className="vk-combobox__list"
        aria-label={messages.locationLabel}
        hidden={!expanded}
      >
        {results.map((result, index) => (
          // Keyboard use goes through the combobox input (aria-activedescendant); the
          // click handler only serves pointer users.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={`${result.type ?? ''}-${result.id ?? ''}-${index}`}
            id={`${autoId}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className="vk-combobox__option"
            data-active={index === active ? '' : undefined}
            data-polygon={result.type === 'geojson' ? '' : undefined}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(result)}
          >
            {result.type === 'geojson' ? <CircleIcon /> : <MarkerIcon />}
            <span>{result.name}</span>
          </li>
        ))}
      </ul>
      <div className="vk-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}

/** Styles of {@link LocationAutocomplete}. */
export const locationAutocompleteCss = `
.vk-combobox { position: relative; display: flex; flex-direction: column; gap: calc(var(--vk-space) / 2); min-width: 0; }
.vk-combobox__list { position: absolute; top: 100%; inset-inline: 0; z-index: 20; max-height: 18rem; overflow-y: auto; margin: 2px 0 0; padding: calc(var(--vk-space) / 2) 0; list-style: none; background: var(--vk-color-bg); color: var(--vk-color-text); border: 1px solid var(--vk-color-border); border-radius: var(--vk-radius); box-shadow: var(--vk-shadow); }
.vk-combobox__list[hidden] { display: none; }
.vk-combobox__option { display: flex; align-items: center; gap: var(--vk-space); padding: var(--vk-space) calc(var(--vk-space) * 1.5); cursor: pointer; }
.vk-combobox__option:hover, .vk-combobox__option[data-active] { background: var(--vk-color-primary); color: var(--vk-color-primary-text); }
.vk-combobox__icon { flex: none; }
.vk-combobox__message { margin: 0; }
.vk-combobox__message[data-tone='error'] { color: var(--vk-color-danger); font-weight: 600; }
`;
