import { Component, type ErrorInfo, type ReactNode } from 'react';

/** A polite "loading" status. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p className="vkp-state vkp-loading" role="status" aria-live="polite">
      <span className="vkp-spinner" aria-hidden="true" />
      {label}
    </p>
  );
}

/** What to show when a list or record has nothing in it. */
export function Empty({ children = 'Nothing here yet.' }: { children?: ReactNode }) {
  return <p className="vkp-state vkp-empty">{children}</p>;
}

/** A readable message for any error thrown by the client. Never includes tokens. */
export function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const e = error as { status?: unknown; message?: unknown; name?: unknown };
    const status = typeof e.status === 'number' ? e.status : undefined;
    if (status === 403) return 'You do not have permission to do this.';
    if (status === 404) return 'This record was not found. It may have been deleted.';
    if (e.name === 'NetworkError')
      return 'The server could not be reached. Check your connection and try again.';
    if (typeof e.message === 'string' && e.message) return e.message;
  }
  return 'Something went wrong. Try again.';
}

/**
 * An error announced as an alert: its title (if any) and readable message, then a
 * "Try again" button when it can be retried.
 */
export function ErrorAlert({
  className,
  title,
  error,
  onRetry,
}: {
  /** The alert's look (a screen's state panel, an inline error). */
  className: string;
  /** What failed ("Shifts could not be loaded"). */
  title?: string | undefined;
  /** The error thrown. */
  error: unknown;
  /** Retries; omitted means no button. */
  onRetry?: (() => void) | undefined;
}) {
  return (
    <div className={className} role="alert">
      <p>
        {title ? <strong>{title}. </strong> : null}
        {errorMessage(error)}
      </p>
      {onRetry ? (
        <button type="button" className="vkp-button" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

/** An error panel with an optional retry button. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return <ErrorAlert className="vkp-state vkp-error" error={error} onRetry={onRetry} />;
}

/** A load as {@link LoadView} reads it (`useLoad`'s state and the like). */
export interface ViewedLoad<T> {
  status: 'idle' | 'loading' | 'success' | 'error';
  data?: T | undefined;
  error?: unknown;
  reload: () => void;
}

/**
 * One load's states in one place: its error (with "Try again"), a loading status, the
 * empty message when there is nothing to show, or `children(data)`.
 *
 * @example
 * <LoadView load={list} loading="Loading notifications…" isEmpty={() => rows.length === 0}
 *   empty="No notifications.">{() => <List rows={rows} />}</LoadView>
 */
export function LoadView<T>({
  load,
  loading,
  isEmpty,
  empty,
  children,
}: {
  /** The load. */
  load: ViewedLoad<T>;
  /** The loading status's text. @default 'Loading…' */
  loading?: string;
  /** Whether the loaded data has nothing to show. */
  isEmpty: (data: T) => boolean;
  /** What an empty load says. */
  empty: ReactNode;
  /** The loaded content. */
  children: (data: T) => ReactNode;
}) {
  if (load.status === 'error') return <ErrorState error={load.error} onRetry={load.reload} />;
  if (load.status !== 'success') return <Loading {...(loading ? { label: loading } : {})} />;
  const data = load.data as T;
  return isEmpty(data) ? <Empty>{empty}</Empty> : <>{children(data)}</>;
}

interface BoundaryProps {
  children: ReactNode;
  /** Changing it resets the boundary (e.g. the URL). */
  resetKey?: string;
}

interface BoundaryState {
  error: unknown;
  resetKey?: string;
}

/**
 * Catches render errors (e.g. an unexpected payload) so one screen's failure
 * never blanks the portal. Resets when `resetKey` changes.
 */
export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, error: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(
      'Screen failed to render',
      error instanceof Error ? error.message : error,
      info.componentStack,
    );
  }

  override render(): ReactNode {
    if (this.state.error) {
      return (
        <div className="vkp-state vkp-error" role="alert">
          <h2>This screen could not be shown</h2>
          <p>The server sent something the portal did not expect. Other screens still work.</p>
          <button
            type="button"
            className="vkp-button"
            onClick={() => this.setState({ error: null })}
          >
            Try again
          </button>
        </div>
      );
    }
    return this.props.children;
  }
}
