import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { focusTarget, moveTarget, type BoardColumn, type FocusKey, type MoveKey } from './board.js';
import { SHOW_STEP, ShowMoreButton } from '../../app/ui/ShowMore.js';
import { MoveMenu } from './MoveMenu.js';
import './board.css';

/** What a board needs to know about its cards. */
export interface BoardProps<T> {
  /** Accessible name of the board, e.g. "Pipeline of General volunteering". */
  label: string;
  columns: BoardColumn<T>[];
  idOf: (card: T) => string;
  /** The card's name in menus and announcements. */
  titleOf: (card: T) => string;
  /** The card's content; `tabIndex` is for its own buttons and links (roving focus). */
  renderCard: (card: T, tabIndex: number) => ReactNode;
  /** Buttons shown after "Move to…" (e.g. close, complete); same roving `tabIndex`. */
  renderActions?: (card: T, tabIndex: number) => ReactNode;
  /** Whether the card may move (closed applications may not). */
  canMove: (card: T) => boolean;
  /** Moves the card; the board then keeps focus on it in its new column. */
  onMove: (card: T, to: string) => Promise<void>;
  /** Shown in a column without cards. */
  emptyColumn: string;
  /** A card to focus after the owner changed the board (e.g. the next card after a close). */
  focusRequest?: { id: string } | null;
}

const MOVE_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);
const FOCUS_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * A board of cards in columns, usable by pointer and keyboard (the practice of
 * accessible boards): Tab reaches one card (roving focus), arrow keys go from
 * card to card, Shift+Left/Right (Home/End) moves the focused card to the
 * previous/next (first/last) column, each card has a "Move to…" menu, and a
 * card can be dragged onto a column. The owner announces the moves.
 */
export function Board<T>(props: BoardProps<T>) {
  const { columns, idOf, titleOf, renderCard, canMove, onMove } = props;
  const [active, setActive] = useState<string | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const focusNext = useRef<string | null>(null);
  // Bumped after a move so the focus effect runs once the card is in its new column.
  const [, setRendered] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const helpId = useId();
  const keys = columns.map((c) => c.key);
  const all = columns.flatMap((c) => c.cards.map(idOf));
  const current = active && all.includes(active) ? active : (all[0] ?? null);
  // Long columns show SHOW_STEP cards, then "Show 20 more"; a card focus goes to is shown.
  const [shownIn, setShownIn] = useState<Record<string, number>>({});
  const shownOf = (key: string) => shownIn[key] ?? SHOW_STEP;
  const reveal = (id: string) => {
    const column = columns.find((c) => c.cards.some((x) => idOf(x) === id));
    if (!column) return;
    const index = column.cards.findIndex((x) => idOf(x) === id);
    if (index >= shownOf(column.key))
      setShownIn((s) => ({ ...s, [column.key]: Math.ceil((index + 1) / SHOW_STEP) * SHOW_STEP }));
  };

  const focusCard = (id: string) =>
    root.current?.querySelector<HTMLElement>(`[data-card-id="${CSS.escape(id)}"]`)?.focus();

  // After a move (or the owner's request) focus follows the card to where it now is.
  useEffect(() => {
    const id = focusNext.current;
    if (id && all.includes(id)) {
      if (!root.current?.querySelector(`[data-card-id="${CSS.escape(id)}"]`)) return reveal(id);
      focusNext.current = null;
      focusCard(id);
    }
  });
  useEffect(() => {
    if (props.focusRequest) focusNext.current = props.focusRequest.id;
  }, [props.focusRequest]);

  const move = async (card: T, to: string) => {
    const id = idOf(card);
    setActive(id);
    await onMove(card, to);
    focusNext.current = id;
    setRendered((n) => n + 1);
  };

  const onKey = (e: React.KeyboardEvent<HTMLElement>, card: T, col: number, row: number) => {
    if (e.target !== e.currentTarget || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.shiftKey && MOVE_KEYS.has(e.key)) {
      e.preventDefault();
      const to = canMove(card) ? moveTarget(keys, keys[col]!, e.key as MoveKey) : null;
      if (to) void move(card, to);
      return;
    }
    if (!e.shiftKey && FOCUS_KEYS.has(e.key)) {
      e.preventDefault();
      const counts = columns.map((c) => Math.min(c.cards.length, shownOf(c.key)));
      const next = focusTarget(counts, col, row, e.key as FocusKey);
      const target = next ? columns[next.column]!.cards[next.row] : undefined;
      if (target) {
        setActive(idOf(target));
        focusCard(idOf(target));
      }
    }
  };

  const drop = (e: DragEvent, to: string) => {
    e.preventDefault();
    setOver(null);
    const id = e.dataTransfer.getData('text/plain') || dragging;
    setDragging(null);
    const card = columns.flatMap((c) => c.cards).find((c) => idOf(c) === id);
    const from = columns.find((c) => c.cards.some((x) => idOf(x) === id))?.key;
    if (card && from !== to && canMove(card)) void move(card, to);
  };

  return (
    <div className="vkb" ref={root} role="group" aria-label={props.label}>
      <p id={helpId} className="vkb-help">
        Arrow keys go from card to card. Shift with Left or Right arrow moves the card to the
        previous or next column; Shift with Home or End to the first or last. Or use “Move to…”, or
        drag the card.
      </p>
      {columns.length > 4 ? (
        <p className="vkb-help vkb-scroll-hint">
          {columns.length} columns: on a narrow screen the board scrolls sideways (drag its scroll
          bar, or focus it and use the Left and Right arrow keys) →
        </p>
      ) : null}
      {/* Scrolls sideways when the columns do not fit: focusable so keys scroll it too. */}
      <div
        className="vkb-columns"
        role="region"
        aria-label={`${props.label}: ${columns.length} columns, scroll sideways to see them all`}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
        tabIndex={0}
      >
        {columns.map((column, col) => (
          <section
            key={column.key}
            className="vkb-column"
            aria-labelledby={`${helpId}-${col}`}
            data-over={over === column.key ? '' : undefined}
            data-column={column.key}
            onDragOver={(e) => {
              if (!dragging) return;
              e.preventDefault();
              e.dataTransfer.dropEffect = 'move';
              setOver(column.key);
            }}
            onDragLeave={(e) => {
              if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(null);
            }}
            onDrop={(e) => drop(e, column.key)}
          >
            <h2 id={`${helpId}-${col}`} className="vkb-column-title">
              {column.label} <span className="vkb-count">({column.cards.length})</span>
            </h2>
            {column.cards.length === 0 ? (
              <p className="vkb-empty">{props.emptyColumn}</p>
            ) : (
              <ul className="vkb-cards">
                {column.cards.slice(0, shownOf(column.key)).map((card, row) => {
                  const id = idOf(card);
                  const tab = id === current ? 0 : -1;
                  const movable = canMove(card);
                  return (
                    <li key={id}>
                      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the card is focusable (roving tabindex) and takes the board's keys; its content has its own buttons, so it cannot be a button */}
                      <article
                        className="vkb-card"
                        data-card-id={id}
                        tabIndex={tab}
                        aria-labelledby={`${helpId}-c${id}`}
                        aria-describedby={movable ? helpId : undefined}
                        draggable={movable}
                        data-dragging={dragging === id ? '' : undefined}
                        onFocus={() => setActive(id)}
                        onKeyDown={(e) => onKey(e, card, col, row)}
                        onDragStart={(e) => {
                          e.dataTransfer.setData('text/plain', id);
                          e.dataTransfer.effectAllowed = 'move';
                          setDragging(id);
                        }}
                        onDragEnd={() => {
                          setDragging(null);
                          setOver(null);
                        }}
                      >
                        <h3 id={`${helpId}-c${id}`} className="vkb-card-title">
                          {titleOf(card)}
                        </h3>
                        {renderCard(card, tab)}
                        <div className="vkb-actions">
                          {movable ? (
                            <MoveMenu
                              label={titleOf(card)}
                              tabIndex={tab}
                              options={columns
                                .filter((c) => c.key !== column.key)
                                .map((c) => ({ key: c.key, label: c.label }))}
                              onPick={(to) => void move(card, to)}
                            />
                          ) : null}
                          {props.renderActions?.(card, tab)}
                        </div>
                      </article>
                    </li>
                  );
                })}
              </ul>
            )}
            <ShowMoreButton
              shown={shownOf(column.key)}
              total={column.cards.length}
              onMore={() =>
                setShownIn((s) => ({ ...s, [column.key]: shownOf(column.key) + SHOW_STEP }))
              }
            />
          </section>
        ))}
      </div>
    </div>
  );
}
