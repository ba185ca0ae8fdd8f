import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { safeUrl, type Opportunity } from '@volunteerkit/api-client';
import { Markdown, opportunityTypeLabel } from '@volunteerkit/widgets/residential';
import { client } from '../api.js';
import { opportunityKey } from '../opportunityLinks.js';

const SLUG = /^[a-z0-9-]{1,200}$/i;

/**
 * Finds a published opportunity by slug in the public residential list. The public API
 * has no "show by slug" call, so a page opened directly reads the list until it finds
 * it; a page opened from a card already has it in the cache (no request at all).
 */
async function findOpportunity(slug: string, signal: AbortSignal): Promise<Opportunity | null> {
  for await (const page of client.residentialOpportunities.paginate(
    { per_page: 100 },
    { maxPages: 20, signal },
  )) {
    const found = page.data.find((o) => o.slug === slug);
    if (found) return found;
  }
  return null;
}

/** One opportunity: picture, advert (sanitised markdown), facts and the way back. */
export function OpportunityPage() {
  const { slug = '' } = useParams();
  const valid = SLUG.test(slug);
  const { data, status } = useQuery({
    queryKey: opportunityKey(slug),
    queryFn: ({ signal }) => findOpportunity(slug, signal),
    enabled: valid,
  });

  if (!valid || (status === 'success' && !data)) {
    return (
      <section className="panel">
        <h1>Opportunity not found</h1>
        <p>
          It may have closed. <Link to="/results">See all opportunities</Link>
        </p>
      </section>
    );
  }
  if (status === 'error') {
    return (
      <p className="panel" role="alert">
        The opportunity could not be loaded. Check your connection and reload the page.
      </p>
    );
  }
  if (!data) return <p aria-busy="true">Loading the opportunity…</p>;

  const image = safeUrl(data.image_thumbnail_url);
  const location = data.location as { name?: string; county?: string; country?: string } | null;
  const place = [location?.name, location?.county, location?.country].filter(Boolean).join(', ');
  return (
    <article aria-labelledby="opportunity-title">
      <p>
        <Link to="/results">← All opportunities</Link>
      </p>
      <h1 id="opportunity-title">{data.display_name}</h1>
      <div className="opportunity">
        {image ? (
          <img
            src={image}
            alt={typeof data.image_alt === 'string' ? data.image_alt : ''}
            width={352}
            height={198}
            style={{ width: '100%', height: 'auto', borderRadius: 'var(--vk-radius)' }}
          />
        ) : null}
        <div>
          <Markdown source={data.short_advert} />
          <dl className="facts">
            <dt>Length</dt>
            <dd>{opportunityTypeLabel(data.type)}</dd>
            {place ? (
              <>
                <dt>Where</dt>
                <dd>{place}</dd>
              </>
            ) : null}
            {typeof data.accommodation === 'string' ? (
              <>
                <dt>Accommodation</dt>
                <dd>{data.accommodation}</dd>
              </>
            ) : null}
            {typeof data.minimum_age === 'number' ? (
              <>
                <dt>Minimum age</dt>
                <dd>{data.minimum_age}</dd>
              </>
            ) : null}
          </dl>
        </div>
      </div>
    </article>
  );
}
