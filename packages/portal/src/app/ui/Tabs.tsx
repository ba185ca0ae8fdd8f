import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { tabIndexForKey } from './tabKeys.js';
import './ui.css';

/** One tab of {@link Tabs}. */
export interface TabItem {
  /** Stable identifier (also used in element ids). */
  id: string;
  /** Tab text. */
  label: ReactNode;
  /** The panel's content (only the selected panel is rendered). */
  content: ReactNode;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  /** Accessible name of the tab list ("Person record sections"). */
  label: string;
  /** The tabs, in order. */
  tabs: readonly TabItem[];
  /** The selected tab (controlled); omitted: the component keeps it, starting on the first. */
  selectedId?: string;
  /** Called with the id of the tab the user selects. */
  onSelect?: (id: string) => void;
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop for the list, Left and
 * Right arrows move (wrapping), Home and End jump, the panel follows the focus.
 * Controlled (`selectedId` + `onSelect`, e.g. to keep the tab in the URL) or not.
 *
 * @example
 * <Tabs label="Record" tabs={[{ id: 'details', label: 'Details', content: <Details /> }]} />
 */
export function Tabs({ label, tabs, selectedId, onSelect }: TabsProps) {
  const base = useId();
  const [own, setOwn] = useState(tabs[0]?.id ?? '');
  const selected = tabs.some((t) => t.id === (selectedId ?? own))
    ? (selectedId ?? own)
    : (tabs[0]?.id ?? '');
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const select = (id: string, focus: boolean) => {
    setOwn(id);
    onSelect?.(id);
    if (focus) refs.current.get(id)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Move from the tab that has the focus: a controlled parent (the URL) may not have
    // re-rendered the previous move yet (router navigations render in a transition).
    const index = tabs.findIndex((t) => refs.current.get(t.id) === event.currentTarget);
    const next = tabIndexForKey(event.key, index, tabs.length);
    if (next < 0 || !tabs[next]) return;
    event.preventDefault();
    select(tabs[next].id, true);
  };
  const current = tabs.find((t) => t.id === selected);
  return (
    <div className="vkp-ui-tabs">
      <div role="tablist" aria-label={label} className="vkp-ui-tablist">
        {tabs.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              if (el) refs.current.set(t.id, el);
              else refs.current.delete(t.id);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${t.id}`}
            aria-selected={t.id === selected}
            aria-controls={`${base}-panel-${t.id}`}
            tabIndex={t.id === selected ? 0 : -1}
            className="vkp-ui-tab"
            onClick={() => select(t.id, false)}
            onKeyDown={onKeyDown}
          >
            {t.label}
          </button>
        ))}
      </div>
      {current ? (
        <div
          role="tabpanel"
          id={`${base}-panel-${current.id}`}
          aria-labelledby={`${base}-tab-${current.id}`}
          tabIndex={0}
          className="vkp-ui-tabpanel"
        >
          {current.content}
        </div>
      ) : null}
    </div>
  );
}
