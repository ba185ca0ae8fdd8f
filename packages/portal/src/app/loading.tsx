/**
 * The polite "loading" status, in a module of its own: the sign-in screen's Suspense
 * fallbacks need it, and importing it from `states.tsx` put the error states (and their
 * messages) on the sign-in screen.
 *
 * @module
 */
import { useStateText } from './shell/useStateText.js';

/** A polite "loading" status (its default text in the person's language). */
export function Loading({ label }: { label?: string }) {
  const { text } = useStateText();
  return (
    <p className="vkp-state vkp-loading" role="status" aria-live="polite">
      <span className="vkp-spinner" aria-hidden="true" />
      {label ?? text.loading}
    </p>
  );
}
