import { ErrorAlert } from '../states.js';
import './ui.css';

/** Props of {@link InlineError}. */
export interface InlineErrorProps {
  /** The error (a client error, or any thrown value); shown as a readable sentence, never with tokens. */
  error: unknown;
  /** What failed ("The upcoming shifts could not be loaded"); the error's own message follows. */
  title?: string;
  /** Offers "Try again" when given. */
  onRetry?: () => void;
}

/**
 * An error inside one part of a screen (a card, a panel) so the rest of the
 * screen stays usable: announced as an alert, with a retry button.
 *
 * @example
 * {error ? <InlineError title="Shifts could not be loaded" error={error} onRetry={reload} /> : null}
 */
export function InlineError({ error, title, onRetry }: InlineErrorProps) {
  return (
    <ErrorAlert className="vkp-ui-inline-error" title={title} error={error} onRetry={onRetry} />
  );
}
