import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../app/states.js';
import type { LoadState } from '../events/useLoad.js';

/** A dashboard panel: a titled card with an optional "see all" link. */
export function Panel({
  id,
  title,
  more,
  wide = false,
  children,
}: {
  id: string;
  title: string;
  more?: { label: string; to: string };
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section className="vkd-panel" data-wide={wide ? '' : undefined} aria-labelledby={id}>
      <header className="vkd-panel-head">
        <h2 id={id}>{title}</h2>
        {more ? (
          <Link className="vkd-more" to={more.to}>
            {more.label}
          </Link>
        ) : null}
      </header>
      {children}
    </section>
  );
}

/** Grey placeholder lines while a panel loads (with a polite status for screen readers). */
export function PanelSkeleton({ lines = 4, label }: { lines?: number; label: string }) {
  return (
    <div className="vkd-skeleton" role="status" aria-live="polite">
      <span className="vkd-visually-hidden">Loading {label.toLowerCase()}…</span>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="vkd-skeleton-line" aria-hidden="true" />
      ))}
    </div>
  );
}

/** An empty panel that says so and offers the next thing to do. */
export function PanelEmpty({
  children,
  action,
}: {
  children: ReactNode;
  action?: { label: string; to: string };
}) {
  return (
    <div className="vkd-empty">
      <p>{children}</p>
      {action ? (
        <Link className="vkp-button" to={action.to}>
          {action.label}
        </Link>
      ) : null}
    </div>
  );
}

/** An inline error with a retry button. */
export function PanelError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="vkd-error" role="alert">
      <p>{errorMessage(error)}</p>
      <button type="button" className="vkp-button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/**
 * The body of a panel by its load: a skeleton, an inline error with retry, the
 * empty state, or `children(data)`.
 */
export function PanelBody<T>({
  load,
  label,
  isEmpty,
  empty,
  children,
}: {
  load: LoadState<T> & { reload: () => void };
  label: string;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (load.status === 'error') return <PanelError error={load.error} onRetry={load.reload} />;
  if (load.status !== 'success') return <PanelSkeleton label={label} />;
  if (isEmpty(load.data)) return <>{empty}</>;
  return <>{children(load.data)}</>;
}
