import type { ReactNode } from 'react';
import './ui.css';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** What is empty ("No volunteers match these filters"). */
  title: string;
  /** Why, or what would fill it. */
  children?: ReactNode;
  /** The next action: a link or button ("Add a volunteer", "Clear the filters"). */
  action?: ReactNode;
  /** Heading level of the title. @default 2 */
  level?: 2 | 3 | 4;
}

/**
 * What a list, card or screen shows when it has nothing in it: a short title,
 * an explanation and the next action to take, never a bare "No data".
 *
 * @example
 * <EmptyState title="No shifts this week" action={<a href="/rotas/planner">Plan a shift</a>} />
 */
export function EmptyState({ title, children, action, level = 2 }: EmptyStateProps) {
  const Heading = `h${level}` as const;
  return (
    <div className="vkp-ui-empty">
      <Heading className="vkp-ui-empty-title">{title}</Heading>
      {children ? <div className="vkp-ui-empty-text">{children}</div> : null}
      {action ? <div className="vkp-ui-empty-action">{action}</div> : null}
    </div>
  );
}
