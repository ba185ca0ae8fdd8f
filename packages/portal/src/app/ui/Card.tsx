import { useId, type ReactNode } from 'react';
import './ui.css';

/** Props of {@link Card}. */
export interface CardProps {
  /** Heading of the card; when given, the card is a labelled region. */
  title?: ReactNode;
  /** Heading level of the title. @default 2 */
  level?: 2 | 3 | 4;
  /** Controls shown next to the title (a link, a button). */
  actions?: ReactNode;
  /** Content under the body (a "see all" link). */
  footer?: ReactNode;
  /** Extra class names. */
  className?: string;
  /** The body. */
  children?: ReactNode;
}

/**
 * A raised surface that groups one topic: an optional heading with actions, a
 * body and a footer. With a title it is a `<section>` labelled by it, so screen
 * reader users can jump between cards.
 *
 * @example
 * <Card title="Upcoming shifts" actions={<a href="/rotas/planner">Open planner</a>}>…</Card>
 */
export function Card({ title, level = 2, actions, footer, className, children }: CardProps) {
  const id = useId();
  const Heading = `h${level}` as const;
  const classes = className ? `vkp-ui-card ${className}` : 'vkp-ui-card';
  const head =
    title || actions ? (
      <div className="vkp-ui-card-head">
        {title ? (
          <Heading id={id} className="vkp-ui-card-title">
            {title}
          </Heading>
        ) : null}
        {actions ? <div className="vkp-ui-card-actions">{actions}</div> : null}
      </div>
    ) : null;
  const body = (
    <>
      {head}
      <div className="vkp-ui-card-body">{children}</div>
      {footer ? <div className="vkp-ui-card-footer">{footer}</div> : null}
    </>
  );
  return title ? (
    <section className={classes} aria-labelledby={id}>
      {body}
    </section>
  ) : (
    <div className={classes}>{body}</div>
  );
}
