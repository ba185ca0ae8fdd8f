import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../app/ui/Card.js';
import { EmptyState } from '../../app/ui/EmptyState.js';
import { InlineError } from '../../app/ui/InlineError.js';
import { Skeleton, type SkeletonProps } from '../../app/ui/Skeleton.js';
import type { LoadState } from '../../app/useLoad.js';

/** A dashboard panel: a card with a heading and an optional "see all" link. */
export function Panel({
  title,
  more,
  wide = false,
  children,
}: {
  title: string;
  more?: { label: string; to: string };
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Card
      title={title}
      className={wide ? 'vkd-panel vkd-wide' : 'vkd-panel'}
      actions={
        more ? (
          <Link className="vkd-more" to={more.to}>
            {more.label}
          </Link>
        ) : undefined
      }
    >
      {children}
    </Card>
  );
}

/** An empty panel that says so and offers the next thing to do. */
export function PanelEmpty({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: { label: string; to: string };
}) {
  return (
    <EmptyState
      level={3}
      title={title}
      action={
        action ? (
          <Link className="vkp-button" to={action.to}>
            {action.label}
          </Link>
        ) : undefined
      }
    >
      {children}
    </EmptyState>
  );
}

/**
 * The body of a panel by its load: a skeleton in the content's shape, an
 * inline error with retry, the empty state, or `children(data)`.
 */
export function PanelBody<T>({
  load,
  label,
  shape = 'rows',
  isEmpty,
  empty,
  children,
}: {
  load: LoadState<T> & { reload: () => void };
  label: string;
  shape?: SkeletonProps['variant'];
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (load.status === 'error')
    return (
      <InlineError
        title={`${label} could not be loaded`}
        error={load.error}
        onRetry={load.reload}
      />
    );
  if (load.status !== 'success')
    return (
      <Skeleton
        variant={shape}
        count={shape === 'tiles' ? 8 : 4}
        label={`Loading ${label.toLowerCase()}…`}
      />
    );
  if (isEmpty(load.data)) return <>{empty}</>;
  return <>{children(load.data)}</>;
}
