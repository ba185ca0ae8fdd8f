// Peer: ofetch alone, configured like a client (base URL, headers, retry off).
import { ofetch } from 'ofetch';

const api = ofetch.create({ baseURL: '/api/', retry: 0, headers: { Accept: 'application/json' } });
export const listResidential = (page) =>
  api('/residential-opportunities/', {
    query: { limit: 8, include: 'image', public_search: true, page },
  });
