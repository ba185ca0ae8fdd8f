import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../app/ui/Card.js';
import { EmptyState } from '../../app/ui/EmptyState.js';
import { InlineError } from '../../app/ui/InlineError.js';
import { Skeleton, type SkeletonProps } from '../../app/ui/Skeleton.js';
import type { LoadState } from '../../app/useLoad.js';

/** The link to a panel's next step, if it has one. */
function linkOf(action: PanelAction | undefined, className: string) {
  return action ? (
    <Link className={className} to={action.to}>
      {action.label}
    </Link>
  ) : undefined;
}

/** A dashboard panel: a card with a heading and an optional "see all" link. */
export function Panel({
  title,
  more,
  wide = false,
  children,
}: {
  title: string;
  more?: PanelAction;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Card
      title={title}
      className={wide ? 'vkd-panel vkd-wide' : 'vkd-panel'}
      actions={linkOf(more, 'vkd-more')}
    >
      {children}
    </Card>
  );
}

/** An empty panel that says so and offers the next thing to do. */
function PanelEmpty({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: PanelAction;
}) {
  return (
    <EmptyState level={3} title={title} action={linkOf(action, 'vkp-button')}>
      {children}
    </EmptyState>
  );
}

/** The next thing to do from a dashboard panel that has nothing to show yet. */
export interface PanelAction {
  /** Link text. */
  label: string;
  /** Where it leads. */
  to: string;
}

/** The most common next step of an empty panel. */
export const ADD_PERSON: PanelAction = { label: 'Add a person', to: '/manage/users/new' };

/** A panel's empty state: what it says and the next thing to do. */
export interface PanelEmptyState {
  /** Heading. */
  title: string;
  /** One more sentence. */
  text?: string;
  /** The next thing to do. */
  action?: PanelAction;
}

/** What a panel loads: a list, or a report with rows. */
export type PanelData = readonly unknown[] | { readonly rows: readonly unknown[] };

/**
 * The body of a panel by its load: a skeleton in the content's shape, an
 * inline error with retry, the empty state when the list (or report) has no
 * rows, or `children(data)`.
 */
export function PanelBody<T extends PanelData>({
  load,
  label,
  shape = 'rows',
  empty,
  children,
}: {
  load: LoadState<T> & { reload: () => void };
  label: string;
  shape?: SkeletonProps['variant'];
  empty: PanelEmptyState;
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
  const rows = Array.isArray(load.data) ? load.data : (load.data as { rows: unknown[] }).rows;
  if (rows.length === 0)
    return (
      <PanelEmpty title={empty.title} {...(empty.action ? { action: empty.action } : {})}>
        {empty.text}
      </PanelEmpty>
    );
  return <>{children(load.data)}</>;
}
