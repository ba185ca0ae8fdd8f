import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { tabIndexForKey } from '../../app/ui/tabKeys.js';
import type { PersonSection } from './sections.js';

/** The id of a section's tab and panel. */
export const tabId = (section: string) => `person-tab-${section}`;
/** The id of the tab panel. */
export const PANEL_ID = 'person-tabpanel';

/**
 * The record's sections as WAI-ARIA tabs (automatic activation): one tab in
 * the tab order, arrow keys (Left/Right, Home/End) move to the other tabs and
 * open them; each tab is a URL, so `onSelect` navigates.
 */
export function RecordTabs({
  sections,
  current,
  onSelect,
  children,
}: {
  sections: readonly PersonSection[];
  current: string;
  onSelect: (section: string) => void;
  children: ReactNode;
}) {
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabIndexForKey(event.key, index, sections.length);
    const target = sections[next];
    if (!target) return;
    event.preventDefault();
    list.current?.querySelector<HTMLButtonElement>(`#${tabId(target.id)}`)?.focus();
    onSelect(target.id);
  };
  return (
    <>
      <div ref={list} role="tablist" aria-label="Record sections" className="vkp-person-tabs">
        {sections.map((s, i) => {
          const selected = s.id === current;
          return (
            <button
              key={s.id}
              id={tabId(s.id)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={selected ? PANEL_ID : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(s.id)}
              onKeyDown={(e) => move(e, i)}
            >
              {s.label}
            </button>
          );
        })}
      </div>
      <div
        id={PANEL_ID}
        role="tabpanel"
        aria-labelledby={tabId(current)}
        tabIndex={0}
        className="vkp-person-panel"
      >
        {children}
      </div>
    </>
  );
}
