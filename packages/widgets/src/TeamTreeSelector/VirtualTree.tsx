import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import type { TreeRowState } from '@volunteerkit/api-client';

/** What the tree needs to know about one visible row: its place and check state, and more. */
export interface VirtualTreeRow extends TreeRowState {
  /** Unique and stable key. */
  key: string;
  /** Text used by type-ahead. */
  label: string;
  /** The row cannot be checked or unchecked. */
  disabled: boolean;
}

/** Props of the internal virtualised tree. */
export interface VirtualTreeProps<R extends VirtualTreeRow> {
  rows: readonly R[];
  /** Accessible name of the tree. */
  label: string;
  /** Content of a row (after the expander and checkbox). */
  renderRow: (row: R, state: { active: boolean; focused: boolean }) => ReactNode;
  /** Expands or collapses a row (idempotent, so repeated keys are safe). */
  onExpandedChange: (row: R, expanded: boolean) => void;
  /** Toggles a row's checkbox; called on click, Enter or Space, never for a disabled row. */
  onToggleChecked: (row: R) => void;
  /** Called when the active (keyboard-focused) row changes. */
  onActiveChange?: (row: R | null) => void;
  /** Rows above which the list is virtualised. @default 60 */
  virtualizeAbove?: number;
  /** Estimated row height in px. @default 36 */
  rowHeight?: number;
  /** Id prefix of the row elements. */
  idPrefix: string;
  className?: string;
}

/** Styles of the virtualised tree shared by the team tree and the role selector. */
export const virtualTreeCss = `
.vk-tree { position: relative; max-height: 24rem; overflow-y: auto; border: 1px solid var(--vk-color-border, #8c959f); border-radius: var(--vk-radius, 6px); background: var(--vk-color-bg, #fff); contain: strict; min-height: 4rem; height: 24rem; }
.vk-tree--small { contain: none; height: auto; }
.vk-tree:focus-visible { outline: 3px solid var(--vk-color-focus, #ffbf47); outline-offset: 2px; }
.vk-tree__sizer { position: relative; width: 100%; }
.vk-tree__sizer--virtual > .vk-tree__row { position: absolute; top: 0; inset-inline: 0; }
.vk-tree__row { display: flex; align-items: center; gap: 0.375rem; min-height: 36px; box-sizing: border-box; padding-block: 0.25rem; padding-inline-end: 0.5rem; cursor: pointer; }
.vk-tree__row[data-active="true"] { background: var(--vk-color-surface, #f6f8fa); }
.vk-tree:focus-visible .vk-tree__row[data-active="true"] { outline: 2px solid var(--vk-color-primary, #0b5cad); outline-offset: -2px; }
.vk-tree__row[aria-disabled="true"] { cursor: default; color: var(--vk-color-muted, #57606a); }
.vk-tree__toggle { flex: none; display: inline-flex; width: 1.25rem; justify-content: center; transition: transform 0.1s; }
.vk-tree__toggle[data-expanded="true"] { transform: rotate(90deg); }
.vk-tree__toggle[data-leaf="true"] { visibility: hidden; }
.vk-tree__check { flex: none; width: 1rem; height: 1rem; border: 2px solid var(--vk-color-border, #8c959f); border-radius: 3px; display: inline-flex; align-items: center; justify-content: center; font-size: 0.75rem; line-height: 1; }
.vk-tree__check[data-checked="true"], .vk-tree__check[data-checked="mixed"] { background: var(--vk-color-primary, #0b5cad); border-color: var(--vk-color-primary, #0b5cad); color: var(--vk-color-primary-text, #fff); }
.vk-tree__check[data-checked="true"]::after { content: "\\2713"; }
.vk-tree__check[data-checked="mixed"]::after { content: "\\2013"; }
.vk-tree__check[data-disabled="true"] { opacity: 0.55; }
.vk-tree__label { min-width: 0; overflow-wrap: anywhere; }
${Array.from(
  { length: 16 },
  (_, i) =>
    `.vk-tree__row[aria-level="${i + 1}"] { padding-inline-start: calc(0.25rem + ${i} * 1.25rem); }`,
).join('\n')}
`;

const TYPEAHEAD_RESET_MS = 500;

/**
 * A flat, virtualised WAI-ARIA tree (`role="tree"` with `aria-level`, `aria-posinset`,
 * `aria-setsize`, `aria-expanded` and tri-state `aria-checked` on each treeitem, as in the APG
 * checkbox-tree pattern). Focus stays
 * on the tree; the active row is announced through `aria-activedescendant` and is always
 * rendered, even when scrolled away. Keys: Up/Down, Home/End, Right (expand / first child),
 * Left (collapse / parent), Enter and Space (check), printable characters (type-ahead).
 *
 * Virtualisation needs each row's offset: it is set through the CSS object model
 * (`element.style.transform`), which a strict Content-Security-Policy allows, never as a
 * `style` attribute in markup.
 */
export function VirtualTree<R extends VirtualTreeRow>({
  rows,
  label,
  renderRow,
  onExpandedChange,
  onToggleChecked,
  onActiveChange,
  virtualizeAbove = 60,
  rowHeight = 36,
  idPrefix,
  className,
}: VirtualTreeProps<R>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const sizerRef = useRef<HTMLDivElement>(null);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const typeahead = useRef({ text: '', at: 0 });
  const virtual = rows.length > virtualizeAbove;

  let activeIndex = activeKey === null ? -1 : rows.findIndex((r) => r.key === activeKey);
  if (activeIndex === -1 && rows.length > 0) activeIndex = 0;
  const activeRow = activeIndex >= 0 ? rows[activeIndex] : undefined;

  // A new extractor when the active row changes, so the virtualiser always renders it
  // (aria-activedescendant must point at an element in the DOM).
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex >= 0 && activeIndex < range.count && !indexes.includes(activeIndex)) {
        indexes.push(activeIndex);
        indexes.sort((x, y) => x - y);
      }
      return indexes;
    },
    [activeIndex],
  );

  // The virtualizer is read during render on purpose; this component is not memoised.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    initialRect: { width: 600, height: 384 },
    rangeExtractor,
    getItemKey: (i) => rows[i]?.key ?? i,
  });

  const totalSize = virtual ? virtualizer.getTotalSize() : 0;
  useEffect(() => {
    // CSSOM, not a style attribute: allowed under a strict CSP.
    if (sizerRef.current) sizerRef.current.style.height = virtual ? `${totalSize}px` : '';
  }, [virtual, totalSize]);

  const lastReported = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    const key = activeRow?.key ?? null;
    if (lastReported.current === key) return;
    lastReported.current = key;
    onActiveChange?.(activeRow ?? null);
  }, [activeRow, onActiveChange]);

  // The row a key press moved to, before the re-render shows it: renderers that batch
  // updates asynchronously (preact/compat) may deliver several key events in between.
  const pendingKey = useRef<string | null>(null);
  useEffect(() => {
    pendingKey.current = null;
  });

  const moveTo = (index: number) => {
    const row = rows[index];
    if (!row) return;
    pendingKey.current = row.key;
    setActiveKey(row.key);
    if (virtual) virtualizer.scrollToIndex(index, { align: 'auto' });
    else
      scrollRef.current?.ownerDocument
        .getElementById(`${idPrefix}-${index}`)
        ?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const pending =
      pendingKey.current === null ? -1 : rows.findIndex((r) => r.key === pendingKey.current);
    const i = pending === -1 ? activeIndex : pending;
    const current = rows[i];
    if (!current) return;
    switch (event.key) {
      case 'ArrowDown':
        moveTo(Math.min(i + 1, rows.length - 1));
        break;
      case 'ArrowUp':
        moveTo(Math.max(i - 1, 0));
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(rows.length - 1);
        break;
      case 'ArrowRight':
        if (current.hasChildren && !current.expanded) onExpandedChange(current, true);
        else if (current.hasChildren) moveTo(i + 1);
        break;
      case 'ArrowLeft':
        if (current.hasChildren && current.expanded) onExpandedChange(current, false);
        else {
          for (let j = i - 1; j >= 0; j--) {
            if (rows[j]!.level < current.level) {
              moveTo(j);
              break;
            }
          }
        }
        break;
      case 'Enter':
      case ' ':
        if (!current.disabled) onToggleChecked(current);
        break;
      default: {
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
        const now = Date.now();
        const t = typeahead.current;
        t.text = (now - t.at > TYPEAHEAD_RESET_MS ? '' : t.text) + event.key.toLowerCase();
        t.at = now;
        const startAt = t.text.length === 1 ? i + 1 : i;
        for (let k = 0; k < rows.length; k++) {
          const j = (startAt + k) % rows.length;
          if (rows[j]!.label.toLowerCase().startsWith(t.text)) {
            moveTo(j);
            break;
          }
        }
        break;
      }
    }
    event.preventDefault();
  };

  const renderItem = (row: R, index: number, start: number | null) => {
    const active = index === activeIndex;
    return (
      // Keyboard interaction lives on the tree (aria-activedescendant); clicks are a shortcut.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events
      <div
        key={row.key}
        id={`${idPrefix}-${index}`}
        data-key={row.key}
        data-index={index}
        ref={(el) => {
          if (!el || start === null) return;
          el.style.transform = `translateY(${start}px)`;
          virtualizer.measureElement(el);
        }}
        // ARIA 1.2 treeitems need no aria-selected: this checkbox tree uses aria-checked (APG).
        // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
        role="treeitem"
        tabIndex={-1}
        aria-level={row.level}
        aria-posinset={row.posInSet}
        aria-setsize={row.setSize}
        aria-expanded={row.hasChildren ? row.expanded : undefined}
        aria-checked={row.checked === 'mixed' ? 'mixed' : row.checked}
        aria-disabled={row.disabled || undefined}
        data-active={active}
        className="vk-tree__row"
        onClick={() => {
          setActiveKey(row.key);
          if (!row.disabled) onToggleChecked(row);
        }}
      >
        <span
          className="vk-tree__toggle"
          data-expanded={row.expanded}
          data-leaf={!row.hasChildren}
          aria-hidden="true"
          onClick={(event) => {
            event.stopPropagation();
            setActiveKey(row.key);
            if (row.hasChildren) onExpandedChange(row, !row.expanded);
          }}
        >
          ▸
        </span>
        <span
          className="vk-tree__check"
          data-checked={String(row.checked)}
          data-disabled={row.disabled}
          aria-hidden="true"
        />
        {renderRow(row, { active, focused })}
      </div>
    );
  };

  return (
    <div
      ref={scrollRef}
      className={['vk-tree', virtual ? '' : 'vk-tree--small', className].filter(Boolean).join(' ')}
      role="tree"
      aria-label={label}
      aria-multiselectable="true"
      aria-activedescendant={activeRow ? `${idPrefix}-${activeIndex}` : undefined}
      tabIndex={0}
      data-virtual={virtual}
      onKeyDown={onKeyDown}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <div
        ref={sizerRef}
        role="none"
        className={['vk-tree__sizer', virtual ? 'vk-tree__sizer--virtual' : ''].join(' ').trim()}
      >
        {virtual
          ? virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index];
              return row ? renderItem(row, item.index, item.start) : null;
            })
          : rows.map((row, index) => renderItem(row, index, null))}
      </div>
    </div>
  );
}
