/** The parts of a mouse event (React's or the DOM's) that {@link isPlainClick} reads. */
export interface ClickLike {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
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
