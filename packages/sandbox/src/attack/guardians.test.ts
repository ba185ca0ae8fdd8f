/**
 * Guardians acting for a minor (authz/guardianship.ts): the demo guardian
 * reads the minor in their care, gives parental consent and cancels a place,
 * each written to the minor's guardian log in the same transaction. The same
 * calls for a minor not linked to them, for an adult who names them as a
 * guardian, or outside what the spec's guardian resources allow are refused
 * and leave the database as it was; a minor cannot give their own consent.
 */
import { named } from '../store/collections.js';
import { RecordStore } from '../store/records.js';
import { DEMO_LOGINS, digest, json, loginAs, target, userId, type Target } from './support.js';

let s: Target;
let guardian: string;
let minorToken: string;
let guardianId: number;
let minorId: number;
let valId: number;
let otherMinorId: number;

beforeAll(async () => {
  s = await target();
  guardian = await loginAs(s, DEMO_LOGINS.guardian);
  minorToken = await loginAs(s, DEMO_LOGINS.minor);
  guardianId = userId(s.db, DEMO_LOGINS.guardian);
  minorId = userId(s.db, DEMO_LOGINS.minor);
  valId = userId(s.db, DEMO_LOGINS.volunteer);
  // A minor linked to someone else, and an adult (Val) who names the guardian: neither is theirs.
  const store = new RecordStore(s.db);
  const other = store.insert(
    named('users'),
    {},
    {
      email: 'kirsty.young@volunteerkit.test',
      first_name: 'Kirsty',
      last_name: 'Young',
      date_of_birth: '2013-02-01',
      permissions: [],
    },
  );
  otherMinorId = other.id;
  store.insert(named('users.guardians'), { userId: String(otherMinorId) }, { guardian_id: valId });
  const app = store.insert(
    named('users.applications'),
    { userId: String(otherMinorId) },
    { name: 'Junior rangers', status: 'pending' },
  );
  store.insert(
    named('users.applications.parentalConsent'),
    { userId: String(otherMinorId), applicationId: String(app.id) },
    { status: 'requested' },
  );
  store.insert(named('users.guardians'), { userId: String(valId) }, { guardian_id: guardianId });
});
afterAll(() => s.cleanup());

async function refused(
  path: string,
  init: { method?: string; json?: unknown; token?: string } = {},
  statuses: number[] = [403],
) {
  const before = digest(s.db);
  const res = await s.api(path, { token: guardian, ...init });
  expect(statuses, `${init.method ?? 'GET'} ${path} answered ${res.status}`).toContain(res.status);
  expect(digest(s.db), `${init.method ?? 'GET'} ${path} changed data`).toBe(before);
  return json(res);
}

const logs = async (id = minorId) =>
  (await json(await s.api(`/users/${id}/guardians/logs/?per_page=100`, { token: guardian })))
    .data as Record<string, unknown>[];

async function minorApplication() {
  const apps = (await json(await s.api(`/users/${minorId}/applications/`, { token: guardian })))
    .data as Record<string, unknown>[];
  const app = apps.find((a) => a.name === 'Young rangers summer week')!;
  const consent = (
    await json(
      await s.api(`/users/${minorId}/applications/${app.id}/parental-consent/`, {
        token: guardian,
      }),
    )
  ).data as Record<string, unknown>[];
  return { app, consent: consent[0]! };
}

test('the guardian reads the minor in their care: profile, applications, references, consent', async () => {
  const person = await json(await s.api(`/users/${minorId}`, { token: guardian }));
  expect(person.data).toMatchObject({ first_name: 'Ewan' });
  const { app, consent } = await minorApplication();
  expect(consent.status).toBe('requested');
  const refs = await json(
    await s.api(`/users/${minorId}/applications/${app.id}/references/`, { token: guardian }),
  );
  expect(refs.data.map((r: { status: string }) => r.status).sort()).toEqual([
    'received',
    'requested',
  ]);
  const shifts = await json(await s.api(`/shifts/?user_id=${minorId}`, { token: guardian }));
  expect(shifts.data.length).toBeGreaterThan(0);
  for (const shift of shifts.data)
    expect(shift.assignments).toEqual([expect.objectContaining({ user_id: minorId })]);
});

test('giving consent changes the consent and writes the guardian log in one go', async () => {
  const { app, consent } = await minorApplication();
  const before = (await logs()).length;
  const res = await s.api(
    `/users/${minorId}/applications/${app.id}/parental-consent/${consent.id}`,
    { method: 'PUT', token: guardian, json: { status: 'given', note: 'Happy for him to go.' } },
  );
  expect(res.status).toBe(200);
  const after = await minorApplication();
  expect(after.consent).toMatchObject({ status: 'given', guardian_id: guardianId });
  const entries = await logs();
  expect(entries).toHaveLength(before + 1);
  expect(entries.at(-1)).toMatchObject({
    action: 'consent_given',
    guardian_id: guardianId,
    application_id: app.id,
    summary: 'Gave parental consent for Young rangers summer week',
  });
  // The minor reads the same consent back.
  const own = await json(
    await s.api(`/users/${minorId}/applications/${app.id}/parental-consent/`, {
      token: minorToken,
    }),
  );
  expect(own.data[0].status).toBe('given');
});

test('a consent body beyond status and note, or an unknown status, is refused unchanged', async () => {
  const { app, consent } = await minorApplication();
  const path = `/users/${minorId}/applications/${app.id}/parental-consent/${consent.id}`;
  const extra = await refused(
    path,
    { method: 'PUT', json: { status: 'given', stage: 'offered' } },
    [422],
  );
  expect(extra.errors.stage).toBeDefined();
  const odd = await refused(path, { method: 'PUT', json: { status: 'maybe' } }, [422]);
  expect(odd.errors.status).toEqual(['Choose whether you give or refuse consent.']);
  await refused(path, { method: 'DELETE' });
});

test('a minor not in their care and an adult who names them are refused, nothing changed', async () => {
  const store = new RecordStore(s.db);
  const otherApp = store.all(named('users.applications'), { userId: String(otherMinorId) })[0]!;
  const otherConsent = store.all(named('users.applications.parentalConsent'), {
    userId: String(otherMinorId),
    applicationId: String(otherApp.id),
  })[0]!;
  for (const id of [otherMinorId, valId]) {
    await refused(`/users/${id}`);
    await refused(`/users/${id}/applications/`);
    await refused(`/users/${id}/guardians/logs/`);
    await refused(`/shifts/?user_id=${id}`);
  }
  await refused(
    `/users/${otherMinorId}/applications/${otherApp.id}/parental-consent/${otherConsent.id}`,
    { method: 'PUT', json: { status: 'given' } },
  );
  await refused(`/users/${otherMinorId}/parental-consents/`, {
    method: 'POST',
    json: { status: 'given' },
  });
  const valShift = store
    .all(named('shifts'))
    .find(
      (sh) =>
        Array.isArray(sh.assignments) &&
        sh.assignments.some((a: { user_id: number }) => a.user_id === valId) &&
        String(sh.start) > new Date(Date.now() + 3 * 86_400_000).toISOString(),
    )!;
  await refused(`/shifts/${valShift.id}`, {
    method: 'PUT',
    json: { cancel_place: true, cancel_reason: 'Ill', for_user_id: valId },
  });
});

test('outside the guardian resources the minor’s records stay closed', async () => {
  for (const path of ['messaging/', 'claims/', 'phone-numbers/', 'notes/'])
    await refused(`/users/${minorId}/${path}`);
  await refused(`/users/${minorId}`, { method: 'PUT', json: { first_name: 'Changed' } });
  await refused(`/users/${minorId}/guardians/`, {
    method: 'POST',
    json: { guardian_id: guardianId },
  });
  await refused('/users/');
});

test('the guardian cancels the minor’s place with a reason; the log says so', async () => {
  const shifts = (await json(await s.api(`/shifts/?user_id=${minorId}`, { token: guardian })))
    .data as { id: number; title: string }[];
  const beach = shifts.find((sh) => sh.title === 'Beach clean')!;
  const res = await s.api(`/shifts/${beach.id}`, {
    method: 'PUT',
    token: guardian,
    json: { cancel_place: true, cancel_reason: 'Family wedding', for_user_id: minorId },
  });
  expect(res.status).toBe(200);
  const still = (await json(await s.api(`/shifts/?user_id=${minorId}`, { token: guardian })))
    .data as { id: number }[];
  expect(still.map((sh) => sh.id)).not.toContain(beach.id);
  expect((await logs()).at(-1)).toMatchObject({
    action: 'place_cancelled',
    guardian_id: guardianId,
    shift_id: beach.id,
    summary: 'Cancelled the place on Beach clean: Family wedding',
  });
});

test('a minor cannot give their own parental consent', async () => {
  const store = new RecordStore(s.db);
  const app = store
    .all(named('users.applications'), { userId: String(minorId) })
    .find((a) => a.name === 'Young rangers summer week')!;
  const consent = store.all(named('users.applications.parentalConsent'), {
    userId: String(minorId),
    applicationId: String(app.id),
  })[0]!;
  await refused(`/users/${minorId}/applications/${app.id}/parental-consent/${consent.id}`, {
    method: 'PUT',
    json: { status: 'refused' },
    token: minorToken,
  });
});

test('the guardian’s own record names the minors in their care, and only those', async () => {
  const mine = await json(await s.api(`/users/${guardianId}`, { token: guardian }));
  expect(mine.data.minors_in_care).toEqual([{ id: minorId, name: 'Ewan Fraser' }]);
});

test('a minor applies: a required recruitment question left empty is refused beside it; answered, it is stored and consent asked', async () => {
  const opportunities = (
    await json(await s.api('/opportunities/?per_page=100', { token: minorToken }))
  ).data as { id: number; display_name: string }[];
  const junior = opportunities.find((o) => o.display_name === 'Junior rangers')!;
  const form = await json(
    await s.api(`/opportunities/${junior.id}/application-form/`, { token: minorToken }),
  );
  const [why, days, health] = form.data.questions as { key: string; required: boolean }[];
  expect([why!.key, days!.required, health!.required]).toEqual(['motivation', true, false]);
  const before = digest(s.db);
  const empty = await s.api(`/opportunities/${junior.id}/apply/`, {
    method: 'POST',
    token: minorToken,
    json: { motivation: 'I like birds.', [days!.key]: '  ' },
  });
  expect(empty.status).toBe(422);
  expect((await json(empty)).errors[days!.key]).toEqual(['Answer this question.']);
  expect(digest(s.db)).toBe(before);
  const sent = await s.api(`/opportunities/${junior.id}/apply/`, {
    method: 'POST',
    token: minorToken,
    json: { motivation: 'I like birds.', [days!.key]: 'Saturdays' },
  });
  expect(sent.status).toBe(201);
  const app = (await json(sent)).data;
  expect(app).toMatchObject({ stage: 'applied', status: 'pending' });
  expect(app.answers).toEqual([
    {
      key: days!.key,
      question: 'Which days of the week can you usually volunteer?',
      answer: 'Saturdays',
    },
  ]);
  const consent = await json(
    await s.api(`/users/${minorId}/applications/${app.id}/parental-consent/`, { token: guardian }),
  );
  expect(consent.data.map((c: { status: string }) => c.status)).toEqual(['requested']);
  const again = await s.api(`/opportunities/${junior.id}/apply/`, {
    method: 'POST',
    token: minorToken,
    json: { motivation: 'Again.', [days!.key]: 'Sundays' },
  });
  expect(again.status).toBe(409);
});
