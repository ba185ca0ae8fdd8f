import { Fragment, type ReactNode } from 'react';
import { LoadView, type ViewedLoad } from '../states.js';

/** Props of {@link LoadedList}. */
export interface LoadedListProps<T extends { id: string }> {
  /** The load the items come from (its error, loading and empty states are shown). */
  load: ViewedLoad<unknown>;
  /** The items read from the load; none means the empty state. */
  items: readonly T[];
  /** The loading status's text. */
  loading: string;
  /** What the list says when it has no items. */
  empty: ReactNode;
  /** The list's accessible name. */
  label: string;
  /** The list's classes. */
  className: string;
  /** One item's `<li>` (keyed by the item's id). */
  children: (item: T) => ReactNode;
}

/**
 * A load's items as a labelled list: the load's error (with "Try again"), its
 * loading status, the empty message when there are no items, or one `<li>` per item.
 *
 * @example
 * <LoadedList load={list} items={rows} loading="Loading notifications…"
 *   empty="No notifications." label="Notifications" className="vkc-cards">
 *   {(n) => <li>{n.title}</li>}
 * </LoadedList>
 */
export function LoadedList<T extends { id: string }>({
  load,
  items,
  loading,
  empty,
  label,
  className,
  children,
}: LoadedListProps<T>) {
  return (
    <LoadView load={load} loading={loading} isEmpty={() => items.length === 0} empty={empty}>
      {() => (
        <ul className={className} aria-label={label}>
          {items.map((item) => (
            <Fragment key={item.id}>{children(item)}</Fragment>
          ))}
        </ul>
      )}
    </LoadView>
  );
}
