import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Opportunity } from '@volunteerkit/api-client';
import { isPlainClick, type ResidentialWidgetEvent } from '@volunteerkit/widgets/residential';

/** The cache key of one opportunity. */
export const opportunityKey = (slug: string) => ['opportunity', slug] as const;

/**
 * Opens the cards' "View details" links in this app's opportunity page, without a
 * page load: the card reports the opportunity (`result-click`), which goes into the
 * query cache so the page shows at once, and the click becomes a route change.
 * Modified clicks (new tab, etc.) keep the link's own address.
 *
 * Returns the `onEvent` handler to give the widgets.
 */
export function useOpportunityLinks() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const clicked = useRef<Opportunity | undefined>(undefined);

  const onEvent = useCallback(
    (event: ResidentialWidgetEvent) => {
      if (event.type !== 'result-click' || event.target !== 'details') return;
      const slug = event.opportunity.slug;
      if (typeof slug !== 'string' || slug === '') return;
      clicked.current = event.opportunity;
      queryClient.setQueryData(opportunityKey(slug), event.opportunity);
    },
    [queryClient],
  );

  // On the document, so it runs after React's own click handling (delegated at the root),
  // in which the card reported the opportunity.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const opportunity = clicked.current;
      clicked.current = undefined;
      if (!opportunity || !isPlainClick(event)) return;
      event.preventDefault();
      void navigate(`/opportunities/${encodeURIComponent(String(opportunity.slug))}`);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);

  return onEvent;
}
