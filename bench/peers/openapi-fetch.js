// Peer: openapi-fetch, the typed-client baseline: one client and the public
// residential list call with query parameters.
import createClient from 'openapi-fetch';

const client = createClient({ baseUrl: '/api/' });
export const listResidential = (page) =>
  client.GET('/residential-opportunities/', {
    params: { query: { limit: 8, include: 'image', public_search: true, page } },
  });
export const listCountries = () => client.GET('/residential-opportunities/countries');
