import type { MouseEvent } from 'react';
import { paginationStats, paginationWindow } from '@volunteerkit/api-client/pagination';
import type { PaginationMeta } from '@volunteerkit/api-client';
import { isPlainClick } from './isPlainClick.js';
import {
  formatMessage,
  useResidentialMessages,
  type ResidentialMessages,
} from '../messages/residential.js';
import type { LocaleInput } from '../messages/locale.js';

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** The pagination object from `meta.pagination` (spec 3.1). */
  pagination: PaginationMeta;
  /** Called with the chosen page. */
  onPageChange: (page: number) => void;
  /**
   * When given, pages render as real links (`href`) for progressive enhancement;
   * a plain click still calls `onPageChange` (modified clicks open the link).
   */
  getHref?: (page: number) => string;
  /** Show the "X to Y of Total" stats line. @default true */
  showStats?: boolean;
  /** Text overrides. */
  messages?: Partial<ResidentialMessages>;
  /** The locale: a `WidgetLocale` (texts and formats) or a BCP 47 tag; else the nearest `LocaleProvider`\'s. @default \'en-GB\' */
  locale?: LocaleInput;
  /** Extra class names. */
  className?: string;
}

/**
 * Pagination as spec 2.3: « and », previous hidden on page 1 and next hidden on
 * the last page, page 1 and the last page always shown, current ±2, ellipses
 * only with more than 10 pages, and a stats line "X to Y of Total".
 * Renders nothing for a single page without stats.
 *
 * @example
 * <Pagination pagination={meta.pagination} onPageChange={(p) => controller.setPage(p)} />
 */
export function Pagination({
  pagination,
  onPageChange,
  getHref,
  showStats = true,
  messages: overrides,
  locale: localeProp,
  className,
}: PaginationProps) {
  const [messages, locale] = useResidentialMessages(overrides, localeProp);
  const total = Math.max(0, Math.floor(pagination.total_pages || 0));
  const current = Math.min(
    Math.max(1, Math.floor(pagination.current_page || 1)),
    Math.max(1, total),
  );
  const items = paginationWindow({ current, total });
  const stats = formatMessage(messages.stats, { ...paginationStats(pagination) }, locale);

  const control = (page: number, label: string, text: string, extra: string, isCurrent = false) => {
    const classes = `vk-pagination__control ${extra}`.trim();
    if (getHref) {
      const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onPageChange(page);
      };
      return (
        <a
          className={classes}
          href={getHref(page)}
          aria-label={label}
          aria-current={isCurrent ? 'page' : undefined}
          onClick={onClick}
        >
          {text}
        </a>
      );
    }
    return (
      <button
        type="button"
        className={classes}
        aria-label={label}
        aria-current={isCurrent ? 'page' : undefined}
        onClick={() => onPageChange(page)}
      >
        {text}
      </button>
    );
  };

  if (total <= 1 && !showStats) return null;

  return (
    <nav
      className={['vk-pagination', className].filter(Boolean).join(' ')}
      aria-label={messages.paginationLabel}
    >
      {total > 1 ? (
        <ul className="vk-pagination__list">
          {current > 1 ? (
            <li>
              {control(
                current - 1,
                messages.previousLabel,
                messages.previous,
                'vk-pagination__previous',
              )}
            </li>
          ) : null}
          {items.map((item) =>
            item.type === 'page' ? (
              <li key={item.page}>
                {control(
                  item.page,
                  formatMessage(messages.pageLabel, { page: item.page }, locale),
                  String(item.page),
                  item.current
                    ? 'vk-pagination__page vk-pagination__page--current'
                    : 'vk-pagination__page',
                  item.current,
                )}
              </li>
            ) : (
              <li
                key={`ellipsis-${item.key}`}
                className="vk-pagination__ellipsis"
                aria-hidden="true"
              >
                …
              </li>
            ),
          )}
          {current < total ? (
            <li>
              {control(current + 1, messages.nextLabel, messages.next, 'vk-pagination__next')}
            </li>
          ) : null}
        </ul>
      ) : null}
      {showStats ? <p className="vk-pagination__stats">{stats}</p> : null}
    </nav>
  );
}

/** Styles of {@link Pagination}. */
export const paginationCss = `
.vk-pagination { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--vk-space); margin: calc(var(--vk-space) * 2) 0; }
.vk-pagination__list { display: flex; flex-wrap: wrap; gap: calc(var(--vk-space) / 2); margin: 0; padding: 0; list-style: none; }
.vk-pagination__control { display: inline-flex; align-items: center; justify-content: center; min-width: 2.75rem; min-height: 2.75rem; padding: 0 0.5rem; border: 1px solid var(--vk-color-border); border-radius: var(--vk-radius); background: var(--vk-color-bg); color: var(--vk-color-primary); font: inherit; text-decoration: none; cursor: pointer; }
.vk-pagination__control:hover { background: var(--vk-color-surface); }
.vk-pagination__control:focus-visible { outline: 3px solid var(--vk-color-focus); outline-offset: 2px; }
.vk-pagination__page--current { background: var(--vk-color-primary); border-color: var(--vk-color-primary); color: var(--vk-color-primary-text); font-weight: 700; }
.vk-pagination__ellipsis { display: inline-flex; align-items: center; min-width: 1.5rem; justify-content: center; color: var(--vk-color-muted); }
.vk-pagination__stats { margin: 0; color: var(--vk-color-muted); }
`;
