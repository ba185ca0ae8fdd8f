import './ui.css';

/** One step of a breadcrumb trail. */
export interface BreadcrumbItem {
  /** Text. */
  label: string;
  /** Link; the current page (the last item) has none. */
  href?: string;
}

/**
 * The WAI-ARIA breadcrumb pattern: a `nav` landmark named "Breadcrumb" with an
 * ordered list; the last item is the current page (`aria-current="page"`).
 * Links are plain anchors (the shell routes them without a reload).
 *
 * @example
 * <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'People' }]} />
 */
export function Breadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className="vkp-ui-breadcrumbs">
      <ol>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${i}-${item.label}`}>
              {last || !item.href ? (
                <span {...(last ? { 'aria-current': 'page' as const } : {})}>{item.label}</span>
              ) : (
                <a href={item.href}>{item.label}</a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
