import { PreconditionFailedError, type VolunteerKitClient } from '@volunteerkit/api-client';
import { toPerson, type Person } from './people.js';
import type { User } from '@volunteerkit/api-client/models';

/** Creates a person: `POST /users/`. The answer carries the new record and its `etag`. */
export async function createPerson(client: VolunteerKitClient): Promise<Person> {
  const stamp = Date.now().toString(36);
  const { data } = await client.users.store({
    first_name: 'Grace',
    last_name: 'Hopper',
    email: `grace.hopper.${stamp}@example.org`,
  });
  return toPerson(data);
}

/**
 * Updates with optimistic concurrency: `PUT /users/{id}` with `If-Match: <etag>`.
 * If someone changed the record since it was read, the server answers 412 and writes
 * nothing; the client rejects with `PreconditionFailedError`, whose `current` is the
 * record as it is now: merge, show the conflict, or retry on the fresh version.
 */
export async function renamePerson(
  client: VolunteerKitClient,
  person: Person,
  lastName: string,
): Promise<Person> {
  try {
    const { data } = await client.users.update(
      person.id,
      { last_name: lastName },
      { ifMatch: person.etag },
    );
    return toPerson(data);
  } catch (error) {
    if (!(error instanceof PreconditionFailedError)) throw error;
    const current = toPerson((error.current ?? {}) as Partial<User>);
    console.log(
      `  412: changed since read (now "${current.last_name}", version ${current.etag}); nothing written`,
    );
    return current;
  }
}
