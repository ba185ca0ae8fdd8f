/** Props of {@link LoadError}. */
export interface LoadErrorProps {
  /** What could not be loaded, in words. */
  message: string;
  /** Text of the retry button. */
  retry: string;
  /** Loads again. */
  onRetry: () => void;
}

/**
 * A visible, announced message for a load that failed (the API cannot be
 * reached or answered an error), with a button that loads again.
 *
 * @example
 * <LoadError message="Opportunities could not be loaded." retry="Try again" onRetry={reload} />
 */
export function LoadError({ message, retry, onRetry }: LoadErrorProps) {
  return (
    <div className="vk-alert" role="alert">
      <span>{message}</span>
      <button type="button" className="vk-button vk-button--secondary" onClick={onRetry}>
        {retry}
      </button>
    </div>
  );
}
