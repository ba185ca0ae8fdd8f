import { useNavigate } from 'react-router';
import { ResidentialHome, ResidentialSearchForm } from '@volunteerkit/widgets/residential';
import { client } from '../api.js';
import { useOpportunityLinks } from '../opportunityLinks.js';

/** The home page: the search form (spec 2.1) and the latest opportunities. */
export function SearchPage() {
  const navigate = useNavigate();
  const onEvent = useOpportunityLinks();
  return (
    <>
      <ResidentialSearchForm
        http={client}
        headingLevel={1}
        // A route change instead of a page load: the results page reads the hash.
        onSubmit={(_query, hash) => void navigate(`/results${hash ? `#${hash}` : ''}`)}
      />
      <ResidentialHome http={client} onEvent={onEvent} />
    </>
  );
}
