import { useEffect, useId, useRef, useState } from 'react';

/**
 * A "Move to…" menu button (WAI-ARIA menu button): the button opens a menu of
 * the other columns; Up/Down/Home/End move through it, Enter or Space picks,
 * Escape or Tab closes and focus returns to the button.
 */
export function MoveMenu({
  label,
  options,
  onPick,
  tabIndex,
}: {
  /** The card's name, read with the button: "Move Ann Smith to…". */
  label: string;
  /** The columns the card can go to. */
  options: ReadonlyArray<{ key: string; label: string }>;
  onPick: (key: string) => void;
  tabIndex: number;
}) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const id = useId();

  useEffect(() => {
    if (open) menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[active]?.focus();
  }, [open, active]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const pick = (key: string) => {
    setOpen(false);
    onPick(key);
  };

  return (
    <span className="vkb-menu-wrap">
      <button
        ref={button}
        type="button"
        className="vkp-button vkb-small"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        tabIndex={tabIndex}
        disabled={options.length === 0}
        onClick={() => {
          setActive(0);
          setOpen((o) => !o);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            e.stopPropagation();
            setActive(e.key === 'ArrowUp' ? options.length - 1 : 0);
            setOpen(true);
          }
        }}
      >
        Move <span className="vkp-visually-hidden">{label} </span>to…
      </button>
      {open ? (
        <ul
          ref={menu}
          id={id}
          role="menu"
          aria-label={`Move ${label} to`}
          className="vkb-menu"
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
          }}
          onKeyDown={(e) => {
            e.stopPropagation();
            const n = options.length;
            if (e.key === 'ArrowDown') setActive((a) => (a + 1) % n);
            else if (e.key === 'ArrowUp') setActive((a) => (a - 1 + n) % n);
            else if (e.key === 'Home') setActive(0);
            else if (e.key === 'End') setActive(n - 1);
            else if (e.key === 'Escape') close(true);
            else if (e.key === 'Tab') close(false);
            else if (e.key === 'Enter' || e.key === ' ') pick(options[active]!.key);
            else return;
            if (e.key !== 'Tab') e.preventDefault();
          }}
        >
          {options.map((o, i) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the menu's onKeyDown picks the active item
            <li
              key={o.key}
              role="menuitem"
              tabIndex={i === active ? 0 : -1}
              onClick={() => pick(o.key)}
            >
              {o.label}
            </li>
          ))}
        </ul>
      ) : null}
    </span>
  );
}
