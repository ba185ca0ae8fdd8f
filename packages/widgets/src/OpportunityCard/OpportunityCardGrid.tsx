import { memo, type ReactNode } from 'react';
import type { Opportunity } from '@volunteerkit/api-client';
import {
  OpportunityCard,
  OpportunityCardPlaceholder,
  type OpportunityCardProps,
} from './OpportunityCard.js';

/** A card re-renders only when its own props change (not on every keystroke in a search form). */
const Card = memo(OpportunityCard);

/** Props of {@link OpportunityCardGrid}. */
export interface OpportunityCardGridProps extends Pick<
  OpportunityCardProps,
  'applyUrl' | 'backUrl' | 'http' | 'messages' | 'locale' | 'onEvent'
> {
  /** The opportunities to show. */
  opportunities: readonly Opportunity[];
  /** Shows placeholder cards instead of the list. */
  loading: boolean;
  /** Number of placeholder cards while loading (at least one). @default 4 */
  placeholderCount?: number;
  /** The host's block class: the grid is `<block>__grid`, each list item `<block>__item`. */
  block: string;
  /** More classes of the list (not of the placeholder grid). */
  listClassName: string;
  /** A new key re-creates the list (e.g. when the layout changes). */
  listKey?: string | number;
  /** Heading level of the host's heading: the cards' titles are one below it. */
  headingLevel: 2 | 3;
  /** Shown when there are no opportunities and nothing is loading. */
  empty: ReactNode;
}

/**
 * The opportunity cards of the latest grid and the results: placeholder cards while
 * loading, then a list of cards (each in a list item), or `empty` when there are none.
 */
export function OpportunityCardGrid({
  opportunities,
  loading,
  placeholderCount = 4,
  block,
  listClassName,
  listKey,
  headingLevel,
  empty,
  ...card
}: OpportunityCardGridProps) {
  if (loading) {
    return (
      <div className={`${block}__grid`}>
        {Array.from({ length: Math.max(1, placeholderCount) }, (_, i) => (
          <OpportunityCardPlaceholder key={i} />
        ))}
      </div>
    );
  }
  if (opportunities.length === 0) return empty;
  return (
    <ul key={listKey} className={`${block}__grid ${listClassName}`}>
      {opportunities.map((o) => (
        <li key={o.id} className={`${block}__item`}>
          <Card {...card} opportunity={o} headingLevel={headingLevel === 2 ? 3 : 4} />
        </li>
      ))}
    </ul>
  );
}
