/** The parts of a mouse event (React's or the DOM's) that {@link isPlainClick} reads. */
export interface ClickLike {
  /** A handler already took the click. */
  defaultPrevented: boolean;
  /** The button pressed: 0 is the main (left) button. */
  button: number;
  /** Cmd on a Mac (open in a new tab). */
  metaKey: boolean;
  /** Ctrl (open in a new tab). */
  ctrlKey: boolean;
  /** Shift (open in a new window). */
  shiftKey: boolean;
  /** Alt (download the link). */
  altKey: boolean;
}

/**
 * Whether a click on a link is a plain left click that the app may handle itself
 * (client-side navigation). A click with a modifier key (new tab, new window,
 * download), another button, or one a handler already took keeps the browser's
 * own behaviour.
 *
 * @example
 * onClick={(event) => {
 *   if (!isPlainClick(event)) return;
 *   event.preventDefault();
 *   navigate(href);
 * }}
 */
export function isPlainClick(event: ClickLike): boolean {
  return !(
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  );
}
