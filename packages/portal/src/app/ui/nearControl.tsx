import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import './nearControl.css';

/**
 * Feedback where the thumb is (issue 46). On a phone a toast at the top of the screen, or a
 * status line at the top of the page, is far from the button that caused it. The portal's
 * one mechanism: the control last pressed is remembered ({@link trackPressedControls}), and
 * on a narrow screen a confirmation or refusal ({@link showNearControl}, called by
 * `useNotify` and `useAnnouncer`) is shown beside it, in a live region, instead of (or, for a
 * status line, as well as) at the top. Wide screens keep the toasts.
 *
 * @module
 */

/** The widths at which feedback is shown beside its control (the portal's phone layout). */
export const NEAR_CONTROL_QUERY = '(max-width: 40rem)';

/** How long after a press its feedback still belongs beside it (a slow save included). */
const PRESS_WINDOW_MS = 30_000;

/** What a note looks like. */
export type NearType = 'success' | 'error' | 'info' | 'warning';

/** The note shown beside a control. */
export interface NearNote {
  /** Increases with every note (a new note replaces the last). */
  id: number;
  /** The sentence. */
  text: string;
  /** Its look. */
  type: NearType;
  /** True when a status line already reads it out: shown here, not announced twice. */
  mirrored: boolean;
  /** Where the control was on screen (viewport coordinates) when the note was made. */
  anchor: { top: number; bottom: number };
}

interface Pressed {
  el: Element;
  /** The row, card or list item it was in (a decided claim's row stays when its button goes). */
  row: Element | null;
  rect: DOMRect;
  at: number;
}

let pressed: Pressed | null = null;
let note: NearNote | null = null;
let serial = 0;
const listeners = new Set<() => void>();

const emit = () => {
  for (const l of listeners) l();
};

const CONTROL =
  'button, a[href], summary, select, [role="button"], [role="menuitem"], [role="option"], [role="tab"], input[type="checkbox"], input[type="radio"], input[type="submit"]';

/** Remembers the control a click (or Enter/Space, or a form's submit button) pressed. */
function remember(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  const el = target?.closest(CONTROL);
  // A press inside the note (its Dismiss button) is not a control to answer beside.
  if (!el || el.closest('.vkp-near')) return;
  pressed = {
    el,
    row: el.closest('tr, li, [role="row"], article'),
    rect: el.getBoundingClientRect(),
    at: Date.now(),
  };
}

/**
 * Starts remembering the controls pressed in `doc` (once; the signed-in portal calls it).
 * Returns a function that stops.
 */
export function trackPressedControls(doc: Document = document): () => void {
  // Typing after a press: what is said next answers the typing, not that press.
  const forget = (event: Event) => {
    const t = event.target;
    const typing =
      t instanceof HTMLTextAreaElement ||
      (t instanceof HTMLInputElement && !/^(checkbox|radio|submit|button)$/.test(t.type));
    if (typing) pressed = null;
  };
  doc.addEventListener('click', remember, true);
  doc.addEventListener('input', forget, true);
  return () => {
    doc.removeEventListener('click', remember, true);
    doc.removeEventListener('input', forget, true);
  };
}

function onPhone(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.(NEAR_CONTROL_QUERY).matches;
}

/** True when `text` is already on screen outside the status lines and toasts (said in place). */
function alreadyShown(text: string): boolean {
  const wanted = text.trim();
  if (!wanted) return true;
  const candidates = document.querySelectorAll<HTMLElement>(
    'main [role="alert"], main [role="status"], main li, main p',
  );
  for (const el of candidates) {
    if (el.closest('.vkp-near, .vkr-status, .vk-toaster')) continue;
    if (!(el.textContent ?? '').includes(wanted)) continue;
    // Rendered (not display: none) and within the screen.
    if (el.checkVisibility?.() === false) continue;
    const r = el.getBoundingClientRect();
    if (r.bottom >= 0 && r.top <= window.innerHeight) return true;
  }
  return false;
}

/**
 * Shows `text` beside the control last pressed, when on a phone and that press was recent.
 * Returns false (and shows nothing) otherwise, so the caller shows its toast as before.
 * With `mirrored`, a status line elsewhere announces the text: the note is only seen.
 */
export function showNearControl(
  text: string,
  type: NearType = 'success',
  { mirrored = false }: { mirrored?: boolean } = {},
): boolean {
  if (!onPhone() || !pressed || Date.now() - pressed.at > PRESS_WINDOW_MS) return false;
  // Said in place already (a screen's own note where the row was): not twice.
  if (mirrored && alreadyShown(text)) return true;
  // The control if it is still there, else the row it was in (below it), else where it was.
  const live = pressed.el.isConnected
    ? pressed.el.getBoundingClientRect()
    : pressed.row?.isConnected
      ? pressed.row.getBoundingClientRect()
      : null;
  const onScreen = live && live.height > 0 && live.bottom > 0 && live.top < window.innerHeight;
  const rect = onScreen ? live : pressed.rect;
  note = {
    id: ++serial,
    text,
    type,
    mirrored,
    anchor: { top: rect.top, bottom: rect.bottom },
  };
  emit();
  return true;
}

/** Closes the note beside a control, if any. */
export function dismissNearControl(): void {
  if (!note) return;
  note = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How long a note stays: a refusal longer, to be read. */
const SHOWN_MS: Record<NearType, number> = {
  success: 6000,
  info: 6000,
  warning: 9000,
  error: 10000,
};

/**
 * The note beside the last pressed control: below it (above it near the bottom of the
 * screen), as wide as the phone, closing on its own after a few seconds or with Dismiss.
 * Its text is in a polite live region that is always in the page, so it is announced.
 * Rendered once by the signed-in portal.
 */
export function NearControlFeedback({ dismissLabel = 'Dismiss' }: { dismissLabel?: string }) {
  const current = useSyncExternalStore(
    subscribe,
    () => note,
    () => null,
  );
  const box = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState<number | null>(null);

  useEffect(() => trackPressedControls(), []);
  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(dismissNearControl, SHOWN_MS[current.type]);
    return () => clearTimeout(timer);
  }, [current]);
  useLayoutEffect(() => {
    if (!current || !box.current) {
      setTop(null);
      return;
    }
    const height = box.current.getBoundingClientRect().height;
    const gap = 8;
    const below = current.anchor.bottom + gap;
    const at =
      below + height <= window.innerHeight - gap ? below : current.anchor.top - height - gap;
    setTop(Math.max(gap, Math.min(at, window.innerHeight - height - gap)));
  }, [current]);

  return (
    <div
      ref={box}
      className="vkp-near"
      data-open={current ? '' : undefined}
      data-type={current?.type}
      style={current && top !== null ? { top } : undefined}
    >
      <p className="vkp-near-text" aria-live="polite" aria-atomic="true">
        {current ? (
          current.mirrored ? (
            <span aria-hidden="true">{current.text}</span>
          ) : (
            current.text
          )
        ) : null}
      </p>
      {current ? (
        <button type="button" className="vkp-near-close" onClick={dismissNearControl}>
          {dismissLabel}
        </button>
      ) : null}
    </div>
  );
}
