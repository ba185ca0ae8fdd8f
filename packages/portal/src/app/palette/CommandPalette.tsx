import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { visibleSections } from '../navigation/navigationModel.js';
import { useNavigationModel } from '../navigation/NavigationContext.js';
import { useAuth } from '../services.js';
import { Dialog } from '../ui/Dialog.js';
import { matchScreens, type ScreenEntry } from './matchScreens.js';
import { useRecordSearch, type RecordHit } from './useRecordSearch.js';
import { useShellText } from '../shell/useShellText.js';
import type { ShellText } from '../shell/shellMessages.js';
import './palette.css';

/** One option of the palette's list. */
interface Option {
  id: string;
  group: string;
  label: string;
  hint?: string;
  to: string;
}

/**
 * Every screen the user may open, each URL once: section landing pages, their
 * screens, and what the navigation model adds for the palette.
 */
function useScreens(section: string): ScreenEntry[] {
  const model = useNavigationModel();
  const { user } = useAuth();
  return useMemo(() => {
    const entries: ScreenEntry[] = [];
    const seen = new Set<string>();
    const add = (e: ScreenEntry) => {
      if (seen.has(e.to)) return;
      seen.add(e.to);
      entries.push(e);
    };
    for (const { section: entry, items } of visibleSections(model, user)) {
      add({ label: entry.label, to: entry.to, section });
      for (const i of items) add({ label: i.label, to: i.to, section: entry.label });
    }
    for (const i of model.paletteScreens?.(user) ?? [])
      add({ label: i.label, to: i.to, section: i.group });
    return entries;
  }, [model, user, section]);
}

/**
 * The command palette (Ctrl+K): a modal dialog holding a WAI-ARIA combobox
 * whose listbox offers screens (matched locally) and people, teams and
 * opportunities (searched on the server, debounced). Up and Down move through
 * the options, Enter opens one, Escape closes; focus returns to the opener.
 */
export function CommandPalette({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { text } = useShellText();
  return (
    <Dialog open={open} title={text.paletteTitle} onClose={onClose} className="vkp-palette">
      <PaletteBody onClose={onClose} />
    </Dialog>
  );
}

/** A record kind's group heading in the palette. */
function groupOf(kind: RecordHit['kind'], text: ShellText): string {
  if (kind === 'People') return text.groupPeople;
  if (kind === 'Teams') return text.groupTeams;
  return text.groupOpportunities;
}

function PaletteBody({ onClose }: { onClose: () => void }) {
  const uid = useId();
  const navigate = useNavigate();
  const { text, fill } = useShellText();
  const screens = useScreens(text.groupSection);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const records = useRecordSearch(query, useNavigationModel().search);
  const options: Option[] = useMemo(() => {
    const list: Option[] = matchScreens(screens, query).map((s, i) => ({
      id: `${uid}-s${i}`,
      group: text.groupScreens,
      label: s.label,
      hint: s.section,
      to: s.to,
    }));
    records.hits.forEach((h, i) =>
      list.push({
        id: `${uid}-r${i}`,
        group: groupOf(h.kind, text),
        label: h.label,
        ...(h.hint ? { hint: h.hint } : {}),
        to: h.to,
      }),
    );
    return list;
  }, [screens, query, records.hits, uid, text]);
  const current = options.length > 0 ? Math.min(active, options.length - 1) : -1;
  const go = (option: Option | undefined) => {
    if (!option) return;
    onClose();
    navigate(option.to);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(options[current]);
    }
  };
  const groups = [...new Set(options.map((o) => o.group))];
  const listId = `${uid}-list`;
  const status =
    query.trim().length === 0
      ? text.paletteHelp
      : records.busy
        ? text.searching
        : options.length === 0
          ? fill(text.nothingMatches, { query: query.trim() })
          : fill(text.resultsFound, { count: options.length });
  return (
    <div className="vkp-palette-body">
      <label htmlFor={`${uid}-input`} className="vkp-visually-hidden">
        {text.paletteLabel}
      </label>
      <input
        id={`${uid}-input`}
        className="vkp-palette-input"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder={text.palettePlaceholder}
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-describedby={`${uid}-status`}
        {...(current >= 0 ? { 'aria-activedescendant': options[current]!.id } : {})}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <p id={`${uid}-status`} className="vkp-palette-status" role="status" aria-live="polite">
        {status}
      </p>
      <div id={listId} role="listbox" aria-label={text.results} className="vkp-palette-list">
        {groups.map((group, g) => (
          <div key={group} role="group" aria-labelledby={`${uid}-g${g}`}>
            <div id={`${uid}-g${g}`} role="presentation" className="vkp-palette-group">
              {group}
            </div>
            {options
              .filter((o) => o.group === group)
              .map((o) => {
                const index = options.indexOf(o);
                return (
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the combobox handles the keys (aria-activedescendant)
                  <div
                    key={o.id}
                    id={o.id}
                    role="option"
                    aria-selected={index === current}
                    tabIndex={-1}
                    className="vkp-palette-option"
                    onMouseMove={() => setActive(index)}
                    onClick={() => go(o)}
                  >
                    <span>{o.label}</span>
                    {o.hint ? <span className="vkp-palette-hint">{o.hint}</span> : null}
                  </div>
                );
              })}
          </div>
        ))}
      </div>
    </div>
  );
}
