// Peer: ky alone, configured like a client.
import ky from 'ky';

const api = ky.create({ prefixUrl: '/api/', retry: 0 });
export const listResidential = (page) =>
  api
    .get('residential-opportunities/', {
      searchParams: { limit: 8, include: 'image', public_search: true, page },
    })
    .json();
