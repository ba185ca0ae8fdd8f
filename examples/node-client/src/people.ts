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

/** Reads the fields this example uses from a user record (typed: `User` names them). */
export function toPerson(user: Partial<User>): Person {
  return {
    id: user.id ?? '',
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    email: user.email ?? '',
    status: user.status ?? '',
    etag: user.etag ?? '',
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
