// Peer: the do-it-yourself client: ofetch + zod/mini response schemas + jwt-decode.
import { jwtDecode } from 'jwt-decode';
import { ofetch } from 'ofetch';
import * as z from 'zod/mini';

const Pagination = z.object({
  total: z.number(),
  count: z.number(),
  per_page: z.number(),
  current_page: z.number(),
  total_pages: z.number(),
});
const Opportunity = z.object({
  id: z.number(),
  display_name: z.string(),
  type: z.string(),
  short_advert: z.optional(z.nullable(z.string())),
  public_url: z.optional(z.string()),
});
const List = z.object({ data: z.array(Opportunity), meta: z.object({ pagination: Pagination }) });

let token = null;
const api = ofetch.create({
  baseURL: '/api/',
  retry: 0,
  onRequest: ({ options }) => {
    if (token) options.headers.set('Authorization', `Bearer ${token}`);
  },
});
export const setToken = (t) => {
  token = t;
  return jwtDecode(t);
};
export const listResidential = async (page) =>
  List.parse(
    await api('/residential-opportunities/', {
      query: { limit: 8, include: 'image', public_search: true, page },
    }),
  );
