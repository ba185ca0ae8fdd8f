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
  more?: PanelAction | undefined;
  wide?: boolean | undefined;
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

/** Props of {@link PanelBody}. */
export interface PanelBodyProps<T extends PanelData> {
  /** The load. */
  load: LoadState<T> & { reload: () => void };
  /** What is loaded ("Recent actions"): the error's title and the loading text. */
  label: string;
  /** The skeleton's shape while loading. @default 'rows' */
  shape?: SkeletonProps['variant'];
  /** What the panel says when there are no rows. */
  empty: PanelEmptyState;
  /** The loaded content. */
  children: (data: T) => ReactNode;
}

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
}: PanelBodyProps<T>) {
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

/**
 * A dashboard panel that shows one load: {@link Panel}'s heading and "see all"
 * link around {@link PanelBody}'s states and content.
 *
 * @example
 * <LoadedPanel title="Recent actions" load={recent} label="Recent actions"
 *   empty={{ title: 'Nothing has been changed yet' }}>{(rows) => <List rows={rows} />}</LoadedPanel>
 */
export function LoadedPanel<T extends PanelData>({
  title,
  more,
  wide,
  ...body
}: {
  /** The panel's heading. */
  title: string;
  /** The "see all" link. */
  more?: PanelAction | undefined;
  /** Spans the dashboard's width. */
  wide?: boolean | undefined;
} & PanelBodyProps<T>) {
  return (
    <Panel title={title} more={more} wide={wide}>
      <PanelBody {...body} />
    </Panel>
  );
}
