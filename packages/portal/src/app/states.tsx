import { Component, type ErrorInfo, type ReactNode } from 'react';
import { enGBStateText, type StateText } from './shell/stateMessages.js';
import { useStateText } from './shell/useStateText.js';
import { connection } from '../pwa/connection.js';

import { Loading } from './loading.js';

export { Loading };

/** What to show when a list or record has nothing in it. */
export function Empty({ children }: { children?: ReactNode }) {
  const { text } = useStateText();
  return <p className="vkp-state vkp-empty">{children ?? text.empty}</p>;
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
 * says which permission is missing and who can grant it. `text` gives the
 * words in the person's language (`useStateText().text`; English by default);
 * a message the server wrote for people is shown as it came.
 */
export function errorMessage(error: unknown, text: StateText = enGBStateText): string {
  if (typeof error === 'object' && error !== null) {
    const e = error as { message?: unknown; name?: unknown; body?: unknown };
    const status = statusOf(error);
    if (status === 401) return text.errorSessionEnded;
    if (status === 403) {
      // A team leader outside their teams: the server names their teams in words.
      const body = e.body as { code?: unknown; message?: unknown } | null;
      if (body?.code === 'outside_team' && typeof body.message === 'string') return body.message;
      const missing = missingPermissions(e.body).map((p) => `“${permissionWords(p)}”`);
      const what =
        missing.length > 0
          ? text.errorNeedsPermission.replace('{permissions}', missing.join(text.errorOr))
          : text.errorRoleRefuses;
      return `${what} ${text.errorAskAdministrator}`;
    }
    if (status === 404) return text.errorNotFound;
    if (status === 409) return text.errorConflict;
    if (status === 422) {
      const server = (e.body as { message?: unknown } | null)?.message;
      return typeof server === 'string' && server && !isTechnical(server)
        ? server
        : text.errorInvalid;
    }
    if (status === 429) return text.errorTooMany;
    if (status !== undefined && status >= 500) return text.errorService;
    if (e.name === 'NetworkError')
      return connection().offline ? text.errorOffline : text.errorNetwork;
    if (typeof e.message === 'string' && e.message && !isTechnical(e.message)) return e.message;
  }
  return text.errorUnknown;
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
  const { text } = useStateText();
  return (
    <div className={className} role="alert">
      <p>
        {title ? <strong>{title}. </strong> : null}
        {errorMessage(error, text)}
      </p>
      {onRetry && isRetryable(error) ? (
        <button type="button" className="vkp-button" onClick={onRetry}>
          {text.tryAgain}
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

/** What {@link ErrorBoundary} shows instead of a screen that failed to render. */
function ScreenFailed({ onRetry }: { onRetry: () => void }) {
  const { text } = useStateText();
  return (
    <div className="vkp-state vkp-error" role="alert">
      <h2>{text.screenFailed}</h2>
      <p>{text.screenFailedHint}</p>
      <button type="button" className="vkp-button" onClick={onRetry}>
        {text.tryAgain}
      </button>
    </div>
  );
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
      return <ScreenFailed onRetry={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}
