// The apply page (issue 44) without a browser: the form of a published advert,
// a refusal that keeps everything typed and puts each error beside its field
// (in Welsh on the Welsh page), and an application that ends on the
// confirmation. The Chromium journey is e2e/public-apply.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { target, type Target } from '../attack/support.js';
import { dateOfBirthFrom } from './page.js';
import { keepUploads, keptUploads } from './keptUploads.js';
import { MAX_FORM_AGE_MS } from '../domain/formToken.js';

const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

let s: Target;
let now = Date.now();
let slug: string;
let advertId: number;

beforeAll(async () => {
  s = await target({ clock: () => now });
  const row = s.db
    .prepare(
      `SELECT id, data FROM records WHERE collection = 'residentialOpportunities' AND json_extract(data, '$.advert_target') = 'external' LIMIT 1`,
    )
    .get() as { id: number; data: string };
  slug = (JSON.parse(row.data) as { slug: string }).slug;
  advertId = row.id;
});
afterAll(() => s.cleanup());

const page = (path: string, init?: RequestInit) =>
  fetch(`${s.url}${path}`, { redirect: 'manual', ...init });
const doc = async (res: Response) => new JSDOM(await res.text()).window.document;

test('the form: every field labelled, no script, posting only to itself', async () => {
  const res = await page(`/opportunities/${slug}/apply`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-security-policy')).toMatch(/form-action 'self'/);
  expect(res.headers.get('content-security-policy')).not.toMatch(/script-src/);
  const d = await doc(res);
  expect(d.documentElement.lang).toBe('en');
  expect(d.querySelectorAll('script')).toHaveLength(0);
  for (const input of d.querySelectorAll('form input:not([type=hidden]), form textarea'))
    expect(d.querySelector(`label[for="${input.id}"]`), input.getAttribute('name')!).not.toBeNull();
  expect(d.querySelector('input[name=email]')?.getAttribute('autocomplete')).toBe('email');
  expect(d.querySelector('input[type=file]')?.getAttribute('accept')).toContain('application/pdf');
  expect(d.querySelector('.hp')?.getAttribute('aria-hidden')).toBe('true');
  expect(d.querySelector('a.language')?.getAttribute('href')).toBe(
    `/opportunities/${slug}/apply?lang=cy`,
  );
  expect(d.querySelector('a.back')?.getAttribute('href')).toBe(`/opportunities/${slug}`);
  // The way back to the opportunity is in the page's language.
  const cy = await doc(await page(`/opportunities/${slug}/apply?lang=cy`));
  expect(cy.querySelector('a.back')?.getAttribute('href')).toBe(`/opportunities/${slug}?lang=cy`);
});

function filled(values: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.set(k, v);
  return f;
}

test('a refusal keeps what was typed and shows each error beside its field, in Welsh', async () => {
  const form = await doc(await page(`/opportunities/${slug}/apply?lang=cy`));
  expect(form.documentElement.lang).toBe('cy');
  const token = form.querySelector<HTMLInputElement>('input[name=form_token]')!.value;
  now += 5_000;
  const res = await page(`/opportunities/${slug}/apply?lang=cy`, {
    method: 'POST',
    body: filled({
      first_name: 'Nia',
      last_name: '',
      email: 'nia@',
      phone: '07700 900 123',
      dob_day: '31',
      dob_month: '2',
      dob_year: '2001',
      motivation: 'Dw i’n caru’r bryniau.',
      form_token: token,
      locale: 'cy',
    }),
  });
  expect(res.status).toBe(422);
  const d = await doc(res);
  expect(d.title).toMatch(/^Mae problem/);
  expect(d.querySelector<HTMLInputElement>('#field-first_name')!.value).toBe('Nia');
  expect(d.querySelector<HTMLTextAreaElement>('#field-motivation')!.value).toBe(
    'Dw i’n caru’r bryniau.',
  );
  expect(d.querySelector<HTMLInputElement>('#field-dob_day')!.value).toBe('31');
  expect(d.querySelector('#field-last_name-error')?.textContent).toBe('Gwall: Rhowch eich cyfenw');
  expect(d.querySelector('#field-email')?.getAttribute('aria-describedby')).toContain(
    'field-email-error',
  );
  expect(d.querySelector('#field-email')?.getAttribute('aria-invalid')).toBe('true');
  expect(d.querySelector('#field-dob-error')?.textContent).toContain(
    'Rhowch ddyddiad geni go iawn',
  );
  const summary = [...d.querySelectorAll('.error-summary a')].map((a) => a.getAttribute('href'));
  expect(summary).toEqual(['#field-last_name', '#field-email', '#field-dob_day']);
  // The same token goes back, so the form is not refused as too fast when sent again.
  expect(d.querySelector<HTMLInputElement>('input[name=form_token]')!.value).toBe(token);
});

test('an application ends on the confirmation', async () => {
  const form = await doc(await page(`/opportunities/${slug}/apply`));
  const token = form.querySelector<HTMLInputElement>('input[name=form_token]')!.value;
  now += 5_000;
  const body = filled({
    first_name: 'Nia',
    last_name: 'Hughes',
    email: 'nia.page@example.org',
    phone: '07700 900 123',
    dob_day: '2',
    dob_month: '3',
    dob_year: '1990',
    motivation: 'I love the hills.',
    form_token: token,
  });
  body.append('experience', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'cv.pdf');
  const res = await page(`/opportunities/${slug}/apply`, { method: 'POST', body });
  expect(res.status).toBe(303);
  const location = res.headers.get('location')!;
  expect(location).toBe(`/opportunities/${slug}/apply/sent`);
  const sent = await doc(await page(location));
  expect(sent.querySelector('h1')?.textContent).toBe('Thank you: check your e-mail');
  expect(sent.querySelector('form')).toBeNull();
});

const PDF = '%PDF-1.4\n% a volunteer CV\n';

/** The application (and its documents) of the person with this e-mail address. */
function documentsOf(email: string): { file_name: string; size: number; url: string }[] {
  const person = s.db
    .prepare(
      `SELECT id FROM records WHERE collection = 'users' AND json_extract(data, '$.email') = ?`,
    )
    .get(email) as { id: number } | undefined;
  if (!person) return [];
  return (
    s.db
      .prepare(
        `SELECT data FROM records WHERE collection = 'users.applications.documents' AND scope LIKE ?`,
      )
      .all(`%&userId=${person.id}`) as { data: string }[]
  ).map((r) => JSON.parse(r.data) as { file_name: string; size: number; url: string });
}

const keptRows = () =>
  (s.db.prepare('SELECT COUNT(*) AS n FROM kept_uploads').get() as { n: number }).n;

test('a document sent with a refused form is kept and used when the form is sent again without it, in Welsh too', async () => {
  for (const lang of ['en', 'cy'] as const) {
    const query = lang === 'cy' ? '?lang=cy' : '';
    const form = await doc(await page(`/opportunities/${slug}/apply${query}`));
    const token = form.querySelector<HTMLInputElement>('input[name=form_token]')!.value;
    now += 5_000;
    const email = `kept.${lang}@example.org`;
    const fields = {
      first_name: 'Nia',
      last_name: 'Hughes',
      email,
      phone: '',
      dob_day: '2',
      dob_month: '3',
      dob_year: '1990',
      motivation: 'I love the hills.',
      form_token: token,
      locale: lang === 'cy' ? 'cy' : 'en-GB',
    };
    const first = filled(fields);
    first.append('experience', new Blob([PDF], { type: 'application/pdf' }), 'my-cv.pdf');
    const refused = await page(`/opportunities/${slug}/apply${query}`, {
      method: 'POST',
      body: first,
    });
    expect(refused.status).toBe(422);
    const d = await doc(refused);
    expect(d.querySelector('#field-phone-error')?.textContent).toContain(
      lang === 'cy' ? 'Rhowch eich rhif ffôn' : 'Enter your phone number',
    );
    expect(d.querySelector('#field-experience-kept')?.textContent).toContain(
      lang === 'cy'
        ? 'Mae eich dogfen my-cv.pdf wedi’i chadw; dewiswch ffeil arall i’w disodli.'
        : 'Your document my-cv.pdf is kept; choose another file to replace it.',
    );
    expect(d.querySelector('#field-experience')?.getAttribute('aria-describedby')).toBe(
      'field-experience-hint field-experience-kept',
    );
    expect(d.querySelector<HTMLInputElement>('input[name=form_token]')!.value).toBe(token);
    expect(documentsOf(email)).toEqual([]);
    // Sent again as a browser sends it: the file field empty, the phone filled in.
    const again = filled({ ...fields, phone: '07700 900 123' });
    again.append('experience', new Blob([], { type: 'application/octet-stream' }), '');
    const sent = await page(`/opportunities/${slug}/apply${query}`, {
      method: 'POST',
      body: again,
    });
    expect(sent.status).toBe(303);
    const [document] = documentsOf(email);
    expect(document).toMatchObject({ file_name: 'my-cv.pdf', size: PDF.length });
    const blob = s.db
      .prepare('SELECT content FROM blobs WHERE token = ?')
      .get(document!.url.split('/').pop()) as { content: Buffer } | undefined;
    expect(Buffer.from(blob!.content).toString()).toBe(PDF);
    // Taken: nothing is kept any more.
    expect(keptRows()).toBe(0);
  }
});

test('a form too large to take keeps what was typed and says which file is too large, beside its field', async () => {
  const form = await doc(await page(`/opportunities/${slug}/apply?lang=cy`));
  const token = form.querySelector<HTMLInputElement>('input[name=form_token]')!.value;
  now += 5_000;
  const body = filled({
    first_name: 'Siân',
    last_name: 'Hughes',
    motivation: 'Dw i’n caru’r bryniau.',
  });
  body.append(
    'experience',
    new Blob([new Uint8Array(21 * 1024 * 1024)], { type: 'application/pdf' }),
    'fideo.pdf',
  );
  body.set('form_token', token);
  const res = await page(`/opportunities/${slug}/apply?lang=cy`, { method: 'POST', body });
  expect(res.status).toBe(413);
  const d = await doc(res);
  expect(d.querySelector<HTMLInputElement>('#field-first_name')!.value).toBe('Siân');
  expect(d.querySelector<HTMLTextAreaElement>('#field-motivation')!.value).toBe(
    'Dw i’n caru’r bryniau.',
  );
  expect(d.querySelector('#field-experience-error')?.textContent).toBe(
    'Gwall: Mae fideo.pdf yn fwy na 2 MB: dewiswch ffeil lai',
  );
  expect([...d.querySelectorAll('.error-summary a')].map((a) => a.getAttribute('href'))).toEqual([
    '#field-experience',
  ]);
});

test('a kept document is replaced by another file, and a refused file is not kept', async () => {
  const form = await doc(await page(`/opportunities/${slug}/apply`));
  const token = form.querySelector<HTMLInputElement>('input[name=form_token]')!.value;
  now += 5_000;
  const fields = { first_name: 'Nia', last_name: '', form_token: token };
  const first = filled(fields);
  first.append('experience', new Blob(['not a cv'], { type: 'text/plain' }), 'notes.txt');
  const refused = await doc(
    await page(`/opportunities/${slug}/apply`, { method: 'POST', body: first }),
  );
  expect(refused.querySelector('#field-experience-error')?.textContent).toContain('notes.txt');
  expect(refused.querySelector('#field-experience-kept')).toBeNull();
  expect(keptUploads(s.db, token, advertId, now)).toEqual([]);
  for (const name of ['one.pdf', 'two.pdf']) {
    const body = filled(fields);
    body.append('experience', new Blob([PDF], { type: 'application/pdf' }), name);
    const d = await doc(await page(`/opportunities/${slug}/apply`, { method: 'POST', body }));
    expect(d.querySelector('#field-experience-kept')?.textContent).toContain(
      `Your document ${name} is kept`,
    );
  }
  expect(keptUploads(s.db, token, advertId, now).map((f) => f.name)).toEqual(['two.pdf']);
});

test('a kept document needs a genuine token for its opportunity and dies with the token', async () => {
  const file = {
    field: 'experience',
    name: 'cv.pdf',
    type: 'application/pdf',
    size: PDF.length,
    content: new TextEncoder().encode(PDF),
  };
  const tokenOf = async () =>
    (await doc(await page(`/opportunities/${slug}/apply`))).querySelector<HTMLInputElement>(
      'input[name=form_token]',
    )!.value;
  const token = await tokenOf();
  const forged = `${now}.${advertId}.AAAAAAAAAAAA.${'A'.repeat(43)}`;
  expect(keepUploads(s.db, forged, advertId, [file], now)).toBe(false);
  expect(keepUploads(s.db, undefined, advertId, [file], now)).toBe(false);
  expect(keepUploads(s.db, token, advertId + 1, [file], now)).toBe(false);
  expect(keepUploads(s.db, token, advertId, [file], now)).toBe(true);
  expect(keptUploads(s.db, forged, advertId, now)).toEqual([]);
  expect(keptUploads(s.db, token, advertId + 1, now)).toEqual([]);
  expect(keptUploads(s.db, token, advertId, now)).toHaveLength(1);
  // The token's life is the kept file's: past it, nothing is read, and the next write sweeps it.
  now += MAX_FORM_AGE_MS + 1;
  expect(keptUploads(s.db, token, advertId, now)).toEqual([]);
  expect(keepUploads(s.db, token, advertId, [file], now)).toBe(false);
  expect(keepUploads(s.db, await tokenOf(), advertId, [file], now)).toBe(true);
  expect(keptRows()).toBe(1);
});

test('no route answers a kept document: only the apply page reads them, into an application', () => {
  const src = fileURLToPath(new URL('..', import.meta.url));
  const readers = (readdirSync(src, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .filter((f) => /kept_uploads|keptUploads\(/.test(readFileSync(join(src, f), 'utf8')))
    .map((f) => f.split(sep).join('/'))
    .sort();
  expect(readers).toEqual([
    'publicApply/keptUploads.ts',
    'publicApply/page.ts',
    'publicApply/schema.ts',
    'store/db.ts',
  ]);
});

test.each([
  [['', '', ''], ''],
  [['2', '3', '1990'], '1990-03-02'],
  [['29', '2', '2001'], 'invalid'],
  [['2', '3', '90'], 'invalid'],
  [['x', '3', '1990'], 'invalid'],
])('the date of birth %j is %j', (parts, expected) => {
  expect(dateOfBirthFrom(parts[0]!, parts[1]!, parts[2]!)).toBe(expected);
});
