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

/** Permission names the server sends, as the permission reads to people ("view-users" -> "view users"). */
function permissionWords(name: string): string {
  return name.replace(/[-_.]+/g, ' ').trim();
}

/** The permissions a refusal says are missing (the server's `required: {anyOf, allOf}`). */
export function missingPermissions(body: unknown): string[] {
  const required = (body as { required?: unknown } | null)?.required;
  if (typeof required !== 'object' || required === null) return [];
  const r = required as { anyOf?: unknown; allOf?: unknown };
  const list = (v: unknown) =>
    Array.isArray(v) ? v.filter((p): p is string => typeof p === 'string') : [];
  return [...list(r.anyOf), ...list(r.allOf)];
}

/** `true` for a message written for developers: a request line, a URL, an HTTP status. */
function isTechnical(message: string): boolean {
  return /failed with|https?:\/\/|\/api\/|\b(GET|POST|PUT|PATCH|DELETE)\b|\b[45]\d\d\b/.test(
    message,
  );
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * `false` for an error that trying again cannot fix (a refusal, a record that
 * is gone, invalid input): no "Try again" is offered for it.
 */
export function isRetryable(error: unknown): boolean {
  const status = statusOf(error);
  return status === undefined || status === 408 || status === 429 || status >= 500;
}

/**
 * A readable message for any error thrown by the client: what went wrong and
 * what to do, never a request line, URL, status code or token. A refusal
 * says which permission is missing and who can grant it.
 */
export function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const e = error as { message?: unknown; name?: unknown; body?: unknown };
    const status = statusOf(error);
    if (status === 401) return 'Your session has ended. Sign in again to carry on.';
    if (status === 403) {
      // A team leader outside their teams: the server names their teams in words.
      const body = e.body as { code?: unknown; message?: unknown } | null;
      if (body?.code === 'outside_team' && typeof body.message === 'string') return body.message;
      const missing = missingPermissions(e.body).map((p) => `“${permissionWords(p)}”`);
      const what =
        missing.length > 0
          ? `This needs the ${missing.join(' or ')} permission, which your role does not include.`
          : 'Your role does not allow this.';
      return `${what} An administrator of your organisation can give it to your role if you need it.`;
    }
    if (status === 404) return 'This record was not found. It may have been deleted.';
    if (status === 409)
      return 'Someone else changed this record meanwhile. Reload it to see their changes.';
    if (status === 422) {
      const server = (e.body as { message?: unknown } | null)?.message;
      return typeof server === 'string' && server && !isTechnical(server)
        ? server
        : 'Some of the details are not valid. Check them and save again.';
    }
    if (status === 429) return 'Too many requests at once. Wait a moment and try again.';
    if (status !== undefined && status >= 500)
      return 'The service had a problem. Try again in a moment.';
    if (e.name === 'NetworkError')
      return 'The server could not be reached. Check your connection and try again.';
    if (typeof e.message === 'string' && e.message && !isTechnical(e.message)) return e.message;
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
      {onRetry && isRetryable(error) ? (
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
