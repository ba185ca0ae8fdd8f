import { useId, type ReactNode } from 'react';
import type { HttpClient, Opportunity } from '@volunteerkit/api-client';
import type { OpportunityApplyUrl } from '../OpportunityCard/OpportunityCard.js';
import { OpportunityCardGrid } from '../OpportunityCard/OpportunityCardGrid.js';
import {
  useResidentialMessages,
  type ResidentialEventHandler,
  type ResidentialMessages,
} from '../messages/residential.js';
import type { LocaleInput } from '../messages/locale.js';

/** Props of {@link LatestOpportunities}. */
export interface LatestOpportunitiesProps {
  /** The opportunities to show. */
  opportunities: readonly Opportunity[] | undefined;
  /** Shows placeholder cards instead of the list. @default false */
  loading?: boolean;
  /** The heading. @default messages.latestTitle ('Latest opportunities') */
  title?: string;
  /** Heading level of the title (cards use the next level). @default 2 */
  headingLevel?: 2 | 3;
  /** Number of placeholder cards while loading. @default 4 */
  placeholderCount?: number;
  /** Content shown when the list is empty and not loading (e.g. an empty-state message). */
  empty?: ReactNode;
  /** Content shown under the title, above the cards (e.g. a load error with a retry). */
  notice?: ReactNode;
  /** Adds an apply link to every card (see `OpportunityCard`); no apply link without it. */
  applyUrl?: OpportunityApplyUrl;
  /** Transport used only to log the cards' apply clicks (`POST opportunities/log-apply-action`). */
  http?: HttpClient;
  /** Text overrides. */
  messages?: Partial<ResidentialMessages>;
  /** The locale: a `WidgetLocale` (texts and formats) or a BCP 47 tag; else the nearest `LocaleProvider`\'s. @default \'en-GB\' */
  locale?: LocaleInput;
  /** Receives the cards' events. */
  onEvent?: ResidentialEventHandler;
  /** Extra class names. */
  className?: string;
}

/**
 * The latest-opportunities grid (spec 2.5): a title (default "Latest
 * opportunities"), cards two per row (one per row on narrow screens), and
 * placeholder cards while the data loads (`aria-busy` is set meanwhile).
 *
 * @example
 * <LatestOpportunities opportunities={data} loading={isLoading} title="New this week" />
 */
export function LatestOpportunities({
  opportunities,
  loading = false,
  title,
  headingLevel = 2,
  placeholderCount = 4,
  empty,
  notice,
  applyUrl,
  http,
  messages: overrides,
  locale: localeProp,
  onEvent,
  className,
}: LatestOpportunitiesProps) {
  const [messages] = useResidentialMessages(overrides, localeProp);
  const headingId = useId();
  const Heading = `h${headingLevel}` as 'h2';
  return (
    <section
      className={['vk-latest', className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      data-loading={loading ? '' : undefined}
    >
      <Heading id={headingId} className="vk-latest__title">
        {title ?? messages.latestTitle}
      </Heading>
      {notice}
      <OpportunityCardGrid
        opportunities={opportunities ?? []}
        loading={loading}
        placeholderCount={placeholderCount}
        block="vk-latest"
        listClassName="vk-latest__list"
        headingLevel={headingLevel}
        empty={empty}
        applyUrl={applyUrl}
        http={http}
        messages={overrides}
        locale={localeProp}
        onEvent={onEvent}
      />
    </section>
  );
}

/** Styles of {@link LatestOpportunities}. */
export const latestOpportunitiesCss = `
.vk-latest { color: var(--vk-color-text); }
.vk-latest__title { margin: 0 0 calc(var(--vk-space) * 2); font-size: 1.5rem; }
.vk-latest__grid { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: calc(var(--vk-space) * 2); margin: 0; padding: 0; list-style: none; }
.vk-latest__item { display: flex; min-width: 0; }
.vk-latest__item > .vk-card { flex: 1; }
@media (max-width: 36rem) { .vk-latest__grid { grid-template-columns: minmax(0, 1fr); } }
`;
