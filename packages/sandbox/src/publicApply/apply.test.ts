// A visitor applies online without an account (issue 44): the person and the
// application are made in one go; a minor's guardian is asked for consent; an
// address that already has an account gets the same answer and nothing is
// made; bad input, a bot's form, a form sent too soon and a flood each leave
// nothing behind.
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { DEMO_LOGINS, digest, json, loginAs, target, type Target } from '../attack/support.js';
import { listEmails } from '../outbox/outbox.js';
import { VISITOR_ADDRESS_LIMIT, VISITOR_EMAIL_LIMIT } from './apply.js';

let s: Target;
let now = Date.now();
let advert: { id: number; display_name: string; minimum_age: number };
let internalAdvert: number;

const day = (years: number) => {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - 40);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  s = await target({ clock: () => now });
  const rows = s.db
    .prepare(`SELECT id, data FROM records WHERE collection = 'residentialOpportunities'`)
    .all() as { id: number; data: string }[];
  type Advert = { id: number; display_name: string; advert_target: string; minimum_age: number };
  const adverts = rows.map((r) => ({ id: r.id, ...(JSON.parse(r.data) as object) }) as Advert);
  const open = adverts.find((a) => a.advert_target === 'external' && a.minimum_age === 16)!;
  advert = { id: open.id, display_name: open.display_name, minimum_age: 16 };
  internalAdvert = adverts.find((a) => a.advert_target === 'internal')!.id;
});
afterAll(() => s.cleanup());
// Each test starts in a new rate-limit window.
beforeEach(() => {
  now += VISITOR_ADDRESS_LIMIT.windowMs;
});

async function formToken(id = advert.id): Promise<string> {
  const res = await s.api(`/opportunities/${id}/application-form/`);
  expect(res.status).toBe(200);
  const token = (await json(res)).data.form_token as string;
  now += 5_000;
  return token;
}

let serial = 0;
async function application(
  fields: Record<string, string> = {},
  files: [string, string, string, number?][] = [],
): Promise<FormData> {
  serial += 1;
  const f = new FormData();
  const values: Record<string, string> = {
    first_name: 'Nia',
    last_name: 'Hughes',
    email: `nia.hughes.${serial}@example.org`,
    phone: '07700 900 123',
    date_of_birth: day(30),
    motivation: 'I love the hills.',
    form_token: await formToken(),
    ...fields,
  };
  for (const [k, v] of Object.entries(values)) f.set(k, v);
  for (const [field, name, type, size] of files)
    f.append(field, new Blob([new Uint8Array(size ?? 200)], { type }), name);
  return f;
}

const apply = (body: FormData, id = advert.id) =>
  s.api(`/opportunities/${id}/apply/`, { method: 'POST', body });

const people = (email: string) =>
  s.db
    .prepare(
      `SELECT id, data FROM records WHERE collection = 'users' AND LOWER(json_extract(data, '$.email')) = LOWER(?)`,
    )
    .all(email) as { id: number; data: string }[];

const pipeline = (userId: number) =>
  (
    s.db
      .prepare(
        `SELECT data FROM records WHERE collection = 'applications' AND json_extract(data, '$.user_id') = ?`,
      )
      .all(userId) as { data: string }[]
  ).map((r) => JSON.parse(r.data) as Record<string, unknown>);

test("a visitor reads a published advert's form with its limits; an internal advert is not found", async () => {
  const res = await s.api(`/opportunities/${advert.id}/application-form/`);
  const form = (await json(res)).data;
  expect(form.documents).toEqual([
    { key: 'experience', label: 'Your CV or a note about your experience', required: false },
  ]);
  expect(form).toMatchObject({
    document_types: ['application/pdf', 'image/jpeg', 'image/png'],
    document_max_bytes: 2 * 1024 * 1024,
    minimum_age: 16,
    guardian_required_under: 18,
  });
  expect(form.form_token).toMatch(/^\d+\.\d+\./);
  expect((await s.api(`/opportunities/${internalAdvert}/application-form/`)).status).toBe(404);
  expect((await apply(await application(), internalAdvert)).status).toBe(404);
});

test('a visitor with a document becomes an applicant with an application at the first stage', async () => {
  const body = await application({}, [['experience', 'cv.pdf', 'application/pdf']]);
  const email = String(body.get('email'));
  const res = await apply(body);
  expect(res.status).toBe(202);
  expect(await json(res)).toEqual({
    data: { status: 'received' },
    message: expect.stringContaining(advert.display_name),
  });
  const [person] = people(email);
  expect(JSON.parse(person!.data)).toMatchObject({
    first_name: 'Nia',
    last_name: 'Hughes',
    status: 'applicant',
    phone: '07700 900 123',
  });
  const [app] = pipeline(person!.id);
  expect(app).toMatchObject({
    opportunity_id: advert.id,
    name: advert.display_name,
    stage: 'applied',
    status: 'pending',
    documents_received: 1,
  });
  expect(typeof app!.category_id).toBe('number');
  const [mail] = listEmails(s.db, { to: email });
  expect(mail).toMatchObject({
    subject: `Your application for ${advert.display_name}`,
    kind: 'application',
    user_id: person!.id,
  });
  expect(mail!.text).toContain('Thank you for applying');
  // A single-use link to set a password (auth/passwordLinks.ts).
  expect(mail!.links.some((l) => l.includes('/set-password#'))).toBe(true);
  // The coordinator's board lists it in the first stage.
  const coordinator = await loginAs(s, DEMO_LOGINS.coordinator);
  const board = await json(
    await s.api(`/applications/?category_id=${String(app!.category_id)}&per_page=500`, {
      token: coordinator,
    }),
  );
  expect(
    (board.data as Record<string, unknown>[]).some(
      (a) => a.user_id === person!.id && a.stage === 'applied' && a.name === advert.display_name,
    ),
  ).toBe(true);
});

test('a minor names a guardian, who is linked and asked for consent', async () => {
  const body = await application({
    date_of_birth: day(16),
    guardian_name: 'Siân Hughes',
    guardian_email: `sian.${serial}@example.org`,
  });
  const guardianEmail = String(body.get('guardian_email'));
  expect((await apply(body)).status).toBe(202);
  const [minor] = people(String(body.get('email')));
  const [guardian] = people(guardianEmail);
  expect(JSON.parse(guardian!.data)).toMatchObject({ first_name: 'Siân', last_name: 'Hughes' });
  const links = s.db
    .prepare(`SELECT data FROM records WHERE collection = 'users.guardians' AND scope = ?`)
    .all(`userId=${minor!.id}`) as { data: string }[];
  expect(links.map((l) => JSON.parse(l.data).guardian_id)).toEqual([guardian!.id]);
  const consents = s.db
    .prepare(
      `SELECT data FROM records WHERE collection = 'users.applications.parentalConsent' AND scope LIKE ?`,
    )
    .all(`applicationId=%&userId=${minor!.id}`) as { data: string }[];
  expect(consents.map((c) => JSON.parse(c.data).status)).toEqual(['requested']);
  const [consentMail] = listEmails(s.db, { to: guardianEmail, kind: 'consent-request' });
  expect(consentMail).toMatchObject({ kind: 'consent-request', user_id: guardian!.id });
  expect(consentMail!.text).toContain('People in my care');
  expect(consentMail!.links.some((l) => l.includes('/set-password#'))).toBe(true);
  // The guardian signs in (after setting a password) and reaches the minor's application.
  expect(pipeline(minor!.id)).toHaveLength(1);
});

test("a guardian who can sign in is linked, and told by the consent flow's notification", async () => {
  const guardianId = people(DEMO_LOGINS.guardian)[0]!.id;
  const before = listEmails(s.db, { to: DEMO_LOGINS.guardian }).length;
  const body = await application({
    date_of_birth: day(16),
    guardian_name: 'Morag Fraser',
    guardian_email: DEMO_LOGINS.guardian,
  });
  expect((await apply(body)).status).toBe(202);
  const [minor] = people(String(body.get('email')));
  expect(JSON.parse(minor!.data).guardian_id).toBe(guardianId);
  expect(people(DEMO_LOGINS.guardian)).toHaveLength(1);
  const mails = listEmails(s.db, { to: DEMO_LOGINS.guardian });
  expect(mails.length - before).toBe(1);
  expect(mails[0]!.kind).toBe('consent-requested');
});

test('an e-mail that has an account gets the same answer, and nothing is made', async () => {
  const before = digest(s.db);
  const fresh = await apply(await application());
  const freshBody = await json(fresh);
  const body = await application({ email: DEMO_LOGINS.volunteer.toUpperCase() });
  const res = await apply(body);
  expect(res.status).toBe(fresh.status);
  expect(await json(res)).toEqual(freshBody);
  expect(people(DEMO_LOGINS.volunteer)).toHaveLength(1);
  // The e-mail, not the page, says that the address has an account.
  const [told] = listEmails(s.db, { to: DEMO_LOGINS.volunteer });
  expect(told!.subject).toBe(`Your application for ${advert.display_name}`);
  expect(told!.text).toContain('You already have an account');
  expect(told!.links.some((l) => l.includes('/set-password#'))).toBe(false);
  expect(digest(s.db)).not.toBe(before);
  const afterFresh = digest(s.db);
  const again = await apply(await application({ email: DEMO_LOGINS.volunteer }));
  expect(again.status).toBe(202);
  expect(digest(s.db)).toBe(afterFresh);
});

test('a form sent twice makes one person and one application', async () => {
  const body = await application();
  expect((await apply(body)).status).toBe(202);
  now += 5_000;
  expect((await apply(body)).status).toBe(202);
  const found = people(String(body.get('email')));
  expect(found).toHaveLength(1);
  expect(pipeline(found[0]!.id)).toHaveLength(1);
  expect(listEmails(s.db, { to: String(body.get('email')) })).toHaveLength(1);
});

test.each([
  ['no first name', { first_name: ' ' }, [], 'first_name', 'Enter your first name'],
  ['an e-mail that is not one', { email: 'nia@' }, [], 'email', 'Enter an e-mail address'],
  ['a malformed phone', { phone: 'call me' }, [], 'phone', 'Enter a phone number'],
  [
    'a date of birth in the future',
    { date_of_birth: '2999-01-01' },
    [],
    'date_of_birth',
    'must be in the past',
  ],
  [
    'a date that does not exist',
    { date_of_birth: '2001-02-30' },
    [],
    'date_of_birth',
    'is not a real calendar date',
  ],
  [
    'younger than the minimum age',
    { date_of_birth: 'young' },
    [],
    'date_of_birth',
    'aged 16 and over',
  ],
  [
    'a minor without a guardian',
    { date_of_birth: 'minor' },
    [],
    'guardian_email',
    'Enter the e-mail address of your parent',
  ],
  ['no motivation', { motivation: '' }, [], 'motivation', 'Tell us why'],
  [
    'a document of a type the form refuses',
    {},
    [['experience', 'cv.exe', 'application/x-msdownload']],
    'experience',
    'cv.exe is not a PDF, JPEG or PNG file',
  ],
  [
    'a document over the size limit',
    {},
    [['experience', 'big.pdf', 'application/pdf', 2 * 1024 * 1024 + 1]],
    'experience',
    'big.pdf is larger than 2 MB',
  ],
  [
    'a document the form does not ask for',
    {},
    [['passport', 'p.pdf', 'application/pdf']],
    'passport',
    'does not ask for',
  ],
] as const)(
  '%s is refused beside its field and leaves nothing',
  async (_, fields, files, field, message) => {
    const values: Record<string, string> = { ...fields };
    if (values.date_of_birth === 'young') values.date_of_birth = day(15);
    if (values.date_of_birth === 'minor') values.date_of_birth = day(17);
    const body = await application(values, files as unknown as [string, string, string, number?][]);
    const before = digest(s.db);
    const res = await apply(body);
    expect(res.status).toBe(422);
    const errors = (await json(res)).errors as Record<string, string[]>;
    expect(errors[field]?.[0]).toContain(message);
    expect(digest(s.db)).toBe(before);
  },
);

test('the field errors come in Welsh when the form was in Welsh', async () => {
  const res = await apply(await application({ locale: 'cy', first_name: '' }));
  expect((await json(res)).errors.first_name).toEqual(['Rhowch eich enw cyntaf']);
});

test("a bot's form is answered as a success and nothing is kept: a hidden field filled, or sent too soon", async () => {
  const before = digest(s.db);
  const bot = await application({ leave_blank: 'https://spam.example' });
  const res = await apply(bot);
  expect(res.status).toBe(202);
  expect(people(String(bot.get('email')))).toHaveLength(0);
  expect(listEmails(s.db, { to: String(bot.get('email')) })).toHaveLength(0);
  // Too soon after the form was given out: refused, with a new token for a person to send again.
  const early = await application();
  const token = (await json(await s.api(`/opportunities/${advert.id}/application-form/`))).data
    .form_token as string;
  early.set('form_token', token);
  const refused = await apply(early);
  expect(refused.status).toBe(422);
  const reply = await json(refused);
  expect(reply.errors.form_token[0]).toMatch(/quicker than we expected/);
  expect(reply.form_token).toMatch(/^\d+\./);
  // A forged token is refused the same way.
  early.set(
    'form_token',
    token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
  );
  now += 5_000;
  expect((await apply(early)).status).toBe(422);
  expect(digest(s.db)).toBe(before);
  // The person sends it again a moment later with the new token: it goes through.
  now += 5_000;
  early.set('form_token', reply.form_token as string);
  expect((await apply(early)).status).toBe(202);
  expect(people(String(early.get('email')))).toHaveLength(1);
});

test('a flood from one address, or with one e-mail address, is refused with 429', async () => {
  const email = `flood.${serial}@example.org`;
  for (let i = 0; i < VISITOR_EMAIL_LIMIT.max; i++)
    expect((await apply(await application({ email }))).status).toBe(202);
  const tooMany = await apply(await application({ email }));
  expect(tooMany.status).toBe(429);
  expect((await json(tooMany)).errors.email[0]).toMatch(/this e-mail address/);
  for (let i = VISITOR_EMAIL_LIMIT.max + 1; i < VISITOR_ADDRESS_LIMIT.max; i++)
    expect((await apply(await application({ first_name: '' }))).status).toBe(422);
  const before = digest(s.db);
  const flood = await apply(await application());
  expect(flood.status).toBe(429);
  expect(flood.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(digest(s.db)).toBe(before);
});
