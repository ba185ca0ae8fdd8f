import type { VolunteerKitClient } from '@volunteerkit/api-client';
import type { User } from '@volunteerkit/api-client/models';

/** The fields of a person this example reads. */
export interface Person extends Record<string, unknown> {
  id: number | string;
  first_name: string;
  last_name: string;
  email: string;
  status: string;
  /** The record's version, sent back as `If-Match` to update it safely. */
  etag: string;
}

/** Reads the fields this example uses from a user record (the model is open). */
export function toPerson(user: User): Person {
  const text = (key: string) => (typeof user[key] === 'string' ? (user[key] as string) : '');
  return {
    id: user.id,
    first_name: text('first_name'),
    last_name: text('last_name'),
    email: text('email'),
    status: text('status'),
    etag: text('etag'),
  };
}

/**
 * Active people sorted by last name, read page by page with the async iterator:
 * each `page` is one `GET /users/?page=N&per_page=25&sort=last_name&filter[status]=active`
 * answer (`{ data, meta: { pagination } }`); the loop ends at the last page or after `maxPages`.
 */
export async function listActivePeople(
  client: VolunteerKitClient,
  maxPages = 3,
): Promise<Person[]> {
  const people: Person[] = [];
  const query = { per_page: 25, sort: 'last_name', filter: { status: 'active' } };
  for await (const page of client.users.paginate(query, { maxPages })) {
    const { current_page, total_pages } = page.meta.pagination;
    console.log(`  page ${current_page} of ${total_pages}: ${page.data.length} people`);
    people.push(...page.data.map(toPerson));
  }
  return people;
}
