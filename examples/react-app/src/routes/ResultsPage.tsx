import { ResidentialResults } from '@volunteerkit/widgets/residential';
import { client } from '../api.js';
import { useOpportunityLinks } from '../opportunityLinks.js';

/** The results page (spec 2.2): the widget keeps the search in the URL's hash. */
export function ResultsPage() {
  const onEvent = useOpportunityLinks();
  return (
    <>
      <h1>Residential opportunities</h1>
      <ResidentialResults http={client} onEvent={onEvent} />
    </>
  );
}
