// The api-client from Node, end to end against the sandbox (see README.md):
// sign in, page through people (filtered and sorted), export a CSV, create and
// update a record with If-Match, handle the typed errors, sign out.
import { writeFile } from 'node:fs/promises';
import { ApiError, NetworkError, createClient } from '@volunteerkit/api-client';
import { config } from './config.js';
import { toCsv } from './csv.js';
import { listActivePeople } from './people.js';
import { createPerson, renamePerson } from './records.js';

const client = createClient({ baseURL: config.baseURL });

// 1. Sign in. The token stays in the client's memory (never printed or logged).
const login = await client.login({ email: config.email, password: config.password });
if (login.status !== 'authenticated') {
  throw new Error(`Sign-in needs another step (${login.status}); use an account without 2FA.`);
}
console.log(`Signed in as user ${client.session.user?.id} (${config.email})`);

try {
  // 2. People: active ones, by last name, three pages at most.
  console.log('Active people, by last name:');
  const people = await listActivePeople(client);
  for (const p of people)
    console.log(`  ${String(p.id).padStart(5)}  ${p.last_name}, ${p.first_name}  <${p.email}>`);
  console.log(`Listed ${people.length} people.`);

  // 3. Export them as CSV.
  await writeFile(
    config.csvPath,
    toCsv(people, ['id', 'first_name', 'last_name', 'email', 'status']),
  );
  console.log(`Wrote ${people.length} rows to ${config.csvPath}`);

  // 4. Create a record, update it with If-Match, then try again with the old version.
  const created = await createPerson(client);
  console.log(`Created person ${created.id} (version ${created.etag})`);
  const renamed = await renamePerson(client, created, 'Hopper (updated)');
  console.log(`Updated person ${renamed.id}: "${renamed.last_name}" (version ${renamed.etag})`);
  console.log('Updating again with the version read before the update:');
  const stale = await renamePerson(client, created, 'Lost update');
  if (stale.last_name !== renamed.last_name) throw new Error('The stale update was written');

  // 5. A typed API error: the server refuses a bad e-mail with 422 and field errors.
  try {
    await client.users.store({ first_name: 'No', last_name: 'Email', email: 'not-an-email' });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.log(`ApiError ${error.status}:`, JSON.stringify(error.fieldErrors));
  }

  // 6. Tidy up: delete the person created above (If-Match again).
  await client.users.delete(renamed.id, { ifMatch: renamed.etag });
  console.log(`Deleted person ${renamed.id}`);
} finally {
  // 7. Sign out: the token is forgotten; later calls are anonymous.
  await client.logout();
  console.log('Signed out');
}

// 8. A network error: nothing listens on port 9, so no HTTP answer at all.
const offline = createClient({ baseURL: 'http://127.0.0.1:9/api/', timeout: 5000 });
try {
  await offline.residentialOpportunities.countries.list();
} catch (error) {
  if (!(error instanceof NetworkError)) throw error;
  console.log(`NetworkError: ${error.message}`);
}
