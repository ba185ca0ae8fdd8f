import type { Page } from 'playwright-core';
import { DEMO_LOGINS } from '../packages/sandbox/src/index.js';
import { runAxe } from './support/axe.js';
import {
  apiToken,
  fitsWidth,
  inEachLook,
  LOOKS,
  openInApp,
  shotAt,
  usePortal,
  useSignedInPage,
  tokenUserId,
} from './support/portal.js';

// Val Volunteer with Welsh chosen (issue 35), part 2: her opportunities and
// applications, residential stays, expenses, inductions and messages are Welsh,
// words and dates, with no English of the portal's own left (what the
// organisation wrote, such as opportunity names, stays as written). Under an
// en-US browser the forms still read days day first (dd/mm/bbbb), and what is
// sent is the day typed; the plurals follow Welsh rules ("1 filltir",
// "2 filltir", "3 milltir").

type Rec = Record<string, unknown>;

/** Words of the portal's own English that must not show on these screens in Welsh. */
const ENGLISH = [
  'Loading',
  'Apply',
  'Applied',
  'application',
  'Opportunities',
  'Book',
  'Arrive',
  'Leave',
  'Choose a room',
  'Choose',
  'Claim',
  'expense',
  'Amount',
  'Date spent',
  'Receipts',
  'Pending',
  'Approved',
  'Rejected',
  'Paid',
  'Send',
  'Inbox',
  'New message',
  'Inductions',
  'Compulsory',
  'Status',
  'Due',
  'Completed',
  'Mark',
  'Cancel',
  'Messages from',
  'I have read',
  'Your claims',
  'My ',
  'dd/mm/yyyy',
  'night',
  'step-free',
];

/**
 * The portal's own words on the screen: headings, labels, buttons, column
 * headers, hints, statuses and accessible names (what the organisation wrote is
 * left out where it can be: opportunity adverts and names, room names, induction rows).
 */
function ownWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const main = document.querySelector('main')!;
    const texts: string[] = [];
    for (const el of main.querySelectorAll<HTMLElement>(
      'h1, h2, label, button, th[scope="col"], legend, .vkp-field-hint, .vkc-meta, [role="status"], [role="alert"], .vkp-person-chip, .vkm-shift-actions',
    ))
      texts.push(el.innerText);
    for (const el of main.querySelectorAll('[aria-label]'))
      texts.push(el.getAttribute('aria-label') ?? '');
    for (const el of main.querySelectorAll('option')) if (el.value === '') texts.push(el.text);
    return texts.join('\n');
  });
}

async function englishLeft(page: Page): Promise<string[]> {
  const words = await ownWords(page);
  return ENGLISH.filter((w) => words.includes(w));
}

describe('volunteer portal in Welsh: applications, stays, expenses, inductions, messages', () => {
  const portal = usePortal({ db: ':memory:', seed: 'demo' });
  let token = '';
  let valId = 0;

  async function api<T = Rec>(path: string, init: RequestInit = {}) {
    const res = await fetch(`${portal.sandbox.url}/api/${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    return { status: res.status, body: (await res.json()) as { data: T } };
  }

  beforeAll(async () => {
    token = await apiToken(portal.sandbox, DEMO_LOGINS.volunteer);
    valId = tokenUserId(token);
    const put = await api(`users/${valId}`, {
      method: 'PUT',
      body: JSON.stringify({ locale: 'cy' }),
    });
    expect(put.status).toBe(200);
  });

  // Every test is Val's: they share one page signed in on first use, in the first look
  // and a browser whose own language is American English (a new context signed in costs
  // about 0.6 s of CPU: docs/testing.md, round 18). Each later test opens its screen in
  // the running portal by way of her home, so it mounts afresh and reads the server.
  const [width, height, colorScheme] = LOOKS[0];
  const val = useSignedInPage(portal, DEMO_LOGINS.volunteer, {
    viewport: { width, height },
    colorScheme,
    locale: 'en-US',
    home: '/my',
  });

  /** Val's page at `path`, in Welsh. */
  async function asVal(path: string) {
    const page = await val.at(path);
    // The person's language arrives with their profile, just after the shell.
    await page.waitForFunction(() => document.documentElement.lang === 'cy');
    return { page };
  }

  /** Waits until nothing on the screen is loading any more. */
  const settled = (page: Page) =>
    page.waitForFunction(
      () => !/Wrthi'n llwytho/.test(document.querySelector('main')?.innerText ?? ''),
    );

  it('applies for an opportunity in Welsh; the refusal and the answer are Welsh', async () => {
    const { page } = await asVal('/my/opportunities');
    await page.getByRole('heading', { level: 1, name: 'Cyfleoedd' }).waitFor();
    await page.getByRole('heading', { name: 'Fy ngheisiadau' }).waitFor();
    const list = page.getByRole('list', { name: 'Cyfleoedd' });
    const item = list.locator('[data-opportunity]').filter({
      has: page.getByRole('button', { name: /^Gwneud cais ar gyfer/ }),
    });
    const first = item.first();
    const title = (await first.locator('h3').textContent())!;
    await first.getByRole('button', { name: `Gwneud cais ar gyfer ${title}` }).click();
    const form = page.getByRole('form', { name: `Gwneud cais ar gyfer ${title}` });
    await form.getByLabel('Pam yr hoffech chi wneud hyn?').waitFor();
    await form.getByRole('button', { name: 'Anfon fy nghais' }).click();
    await form.getByText('Dywedwch wrthym pam yr hoffech chi wneud hyn.').waitFor();
    expect(await englishLeft(page)).toEqual([]);
  });

  it('withdraws an open application in Welsh, with a reason; the server has it withdrawn', async () => {
    const { page } = await asVal('/my/opportunities');
    const mine = page.getByRole('list', { name: 'Fy ngheisiadau' });
    const open = mine.locator('[data-application]').filter({
      has: page.getByRole('button', { name: /^Tynnu'n ôl fy nghais ar gyfer/ }),
    });
    await open.first().waitFor();
    const id = (await open.first().getAttribute('data-application'))!;
    // By its id: once the form opens, the item no longer has the button the filter named.
    const item = mine.locator(`[data-application="${id}"]`);
    const name = (await item.locator('h3').textContent())!;
    await item.getByRole('button', { name: `Tynnu'n ôl fy nghais ar gyfer ${name}` }).click();
    await item.getByLabel("Pam rydych chi'n tynnu'n ôl? (dewisol)").fill('Arholiadau');
    await item.getByRole('button', { name: 'Tynnu fy nghais yn ôl' }).click();
    await page.getByText(`Mae eich cais ar gyfer ${name} wedi'i dynnu'n ôl.`).waitFor();
    // Read back: the item says withdrawn, offers nothing more, and the server agrees.
    await item.getByText(/Wedi'i dynnu'n ôl/).waitFor();
    expect(await item.getByRole('button').count()).toBe(0);
    const own = await api(`users/${valId}/applications/${id}`);
    expect(own.body.data).toMatchObject({ status: 'withdrawn' });
    expect(await englishLeft(page)).toEqual([]);
  });

  it('claims mileage in Welsh with the day typed day first under an en-US browser; the server has that day', async () => {
    const { page } = await asVal('/my/expenses');
    await page.getByRole('heading', { level: 1, name: 'Fy nhreuliau' }).waitFor();
    await page.getByRole('heading', { name: 'Fy hawliadau' }).waitFor();
    await settled(page);
    // The date starts as today, day first, whatever the browser's order.
    const date = page.getByLabel('Dyddiad gwario');
    expect(await date.inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(await date.getAttribute('type')).not.toBe('date');
    await page.getByText('dd/mm/bbbb').first().waitFor();

    await page.getByLabel('Math o draul').selectOption('Mileage');
    const miles = page.getByLabel('Nifer y milltiroedd');
    // Plurals by the Welsh rules: one and two mutate "milltir", few does not.
    for (const [n, words] of [
      ['1', '1 filltir ar £0.45 y filltir: £0.45'],
      ['2', '2 filltir ar £0.45 y filltir: £0.90'],
      ['3', '3 milltir ar £0.45 y filltir: £1.35'],
    ] as const) {
      await miles.fill(n);
      await page.getByText(words).waitFor();
    }
    // An American month-first day is refused beside the field, in Welsh.
    await date.fill('11/28/2026');
    await page.getByRole('button', { name: 'Anfon fy hawliad' }).click();
    await page.getByText('Rhowch y dyddiad fel dd/mm/bbbb, er enghraifft 16/01/2027.').waitFor();
    expect(await date.getAttribute('aria-invalid')).toBe('true');
    const before = (await api<Rec[]>(`users/${valId}/expenses/?per_page=100`)).body.data.length;

    await date.fill('05/11/2026');
    await miles.fill('2');
    // The file input's words are Welsh too (a browser's own would say "Choose Files").
    const receipts = page.getByLabel(/^Derbynebau/);
    await page.getByText('Dim ffeiliau wedi’u dewis').waitFor();
    await receipts.setInputFiles({
      name: 'tocyn-bws.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await page.getByText('tocyn-bws.pdf').waitFor();
    await page.getByRole('button', { name: 'Anfon fy hawliad' }).click();
    await page.getByRole('status').filter({ hasText: "Mae eich hawliad wedi'i anfon." }).waitFor();
    const claims = (await api<Rec[]>(`users/${valId}/expenses/?per_page=100`)).body.data;
    expect(claims).toHaveLength(before + 1);
    expect(claims.find((c) => c.quantity === 2 && c.expense_type === 'Mileage')).toMatchObject({
      date: '2026-11-05',
      amount: 0.9,
      status: 'pending',
    });
    const mine = page.getByRole('list', { name: 'Fy hawliadau' });
    await mine.getByText('(2 filltir)').first().waitFor();
    await mine.getByText('1 dderbynneb').first().waitFor();
    // A new claim starts with no file chosen.
    await page.getByText('Dim ffeiliau wedi’u dewis').waitFor();
    await mine.getByText('Yn aros').first().waitFor();
    expect(await englishLeft(page)).toEqual([]);
  });

  it('books a stay in Welsh with days typed day first; the refusals are Welsh and the server has the days', async () => {
    const day = (d: string, n: number) =>
      new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    let from = day(new Date().toISOString().slice(0, 10), 150);
    while (new Date(`${from}T00:00:00Z`).getUTCDay() !== 6) from = day(from, 1);
    const to = day(from, 7);
    type Room = Rec & { room_id: number; unavailable: Rec[]; booked: Rec[] };
    const rooms = (await api<Room[]>(`residential-availability/?to=${day(to, 14)}`)).body.data;
    const room = rooms.find((r) =>
      [...r.unavailable, ...r.booked].every(
        (p) => !(String(p.starts_on) < to && String(p.ends_on) > from),
      ),
    )!;
    expect(room).toBeDefined();
    const typed = (key: string) => key.split('-').reverse().join('/');

    const { page } = await asVal('/my/residential');
    await page.getByRole('heading', { level: 1, name: 'Fy arosiadau preswyl' }).waitFor();
    await settled(page);
    const form = page.getByRole('form', { name: 'Archebu arhosiad' });
    await form.getByRole('button', { name: 'Archebu fy arhosiad' }).click();
    await form.getByText('Dewiswch ystafell.').waitFor();
    await form.getByText("Dewiswch y diwrnod rydych chi'n cyrraedd.").waitFor();
    await form.getByLabel('Ystafell', { exact: true }).selectOption(String(room.room_id));
    // The changeover day the server names in English reads in Welsh.
    await form.getByText(/mae gwesteion yn newid ar y diwrnodau hyn: Dydd Sadwrn/).waitFor();
    await form.getByLabel('Cyrraedd', { exact: true }).fill(typed(to));
    await form.getByLabel('Gadael', { exact: true }).fill(typed(from));
    await form.getByRole('button', { name: 'Archebu fy arhosiad' }).click();
    await form
      .getByText("Rhaid i'r diwrnod rydych chi'n gadael fod ar ôl y diwrnod rydych chi'n cyrraedd.")
      .waitFor();
    await form.getByLabel('Cyrraedd', { exact: true }).fill(typed(from));
    await form.getByLabel('Gadael', { exact: true }).fill(typed(to));
    await form.getByRole('button', { name: 'Archebu fy arhosiad' }).click();
    await page.getByText(/^Mae eich arhosiad wedi'i archebu: /).waitFor();
    const mine = (await api<Rec[]>('residential-bookings/?per_page=100')).body.data;
    expect(mine.find((b) => b.starts_on === from && b.status === 'booked')).toMatchObject({
      ends_on: to,
      room_id: room.room_id,
    });
    // The stay lists with Welsh day names and "7 noson".
    const upcoming = page.getByRole('list', { name: 'Fy arosiadau i ddod' });
    await upcoming
      .getByText(/^Sad \d{2}\/\d{2}\/\d{4} – Sad \d{2}\/\d{2}\/\d{4}$/)
      .first()
      .waitFor();
    await upcoming
      .getByText(/7 noson/)
      .first()
      .waitFor();
    expect(await englishLeft(page)).toEqual([]);
  });

  it('completes an induction and reads the inbox in Welsh', async () => {
    const { page } = await asVal('/my/inductions');
    await page.getByRole('heading', { level: 1, name: 'Fy nghyfnodau sefydlu' }).waitFor();
    await page.getByRole('columnheader', { name: 'Gorfodol' }).waitFor();
    await page
      .getByRole('button', { name: "Nodi ei fod wedi'i gwblhau Welcome and safeguarding" })
      .click();
    await page.getByText(/^Welcome and safeguarding: wedi'i gwblhau ar /).waitFor();
    const rows = (await api<Rec[]>(`users/${valId}/inductions/?per_page=100`)).body.data;
    expect(rows.find((r) => r.name === 'Welcome and safeguarding')?.status).toBe('completed');
    expect(await englishLeft(page)).toEqual([]);

    await openInApp(page, '/my/messages');
    await page.getByRole('heading', { level: 1, name: 'Fy negeseuon' }).waitFor();
    await page.getByRole('heading', { name: /^Mewnflwch/ }).waitFor();
    await settled(page);
    await page.getByRole('button', { name: 'Neges newydd' }).click();
    const composer = page.getByRole('form', { name: "Neges i'w hanfon" });
    await composer.getByRole('button', { name: 'Anfon neges' }).click();
    await composer.getByText('Rhowch bwnc.').waitFor();
    await composer.getByText('Ysgrifennwch y neges.').waitFor();
    expect(await englishLeft(page)).toEqual([]);
  });

  it('in Welsh, the five screens are axe-clean and fit in the four looks', async () => {
    // Each screen opened once, then checked in the four looks (inEachLook).
    const { page } = await asVal('/my/opportunities');
    for (const [name, path, title] of [
      ['opportunities', '/my/opportunities', 'Cyfleoedd'],
      ['residential', '/my/residential', 'Fy arosiadau preswyl'],
      ['expenses', '/my/expenses', 'Fy nhreuliau'],
      ['inductions', '/my/inductions', 'Fy nghyfnodau sefydlu'],
      ['messages', '/my/messages', 'Fy negeseuon'],
    ] as const) {
      if (path !== '/my/opportunities') await openInApp(page, path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await settled(page);
      if (name === 'opportunities') {
        // The application form open, with the document it asks for (a file input).
        const survey = 'Wildlife survey helper';
        await page.getByRole('button', { name: `Gwneud cais ar gyfer ${survey}` }).click();
        const form = page.getByRole('form', { name: `Gwneud cais ar gyfer ${survey}` });
        await form.getByText('Dim ffeil wedi’i dewis').first().waitFor();
      }
      await inEachLook(page, async (look) => {
        const at = look.join(' ');
        await shotAt(page, `volunteer-welsh-${name}`, look, { fullPage: true });
        expect({ name, at, english: await englishLeft(page) }).toEqual({ name, at, english: [] });
        expect({ name, at, violations: await runAxe(page) }).toEqual({ name, at, violations: [] });
        expect({ name, at, fits: await fitsWidth(page) }).toEqual({ name, at, fits: true });
      });
    }
  }, 360_000);
});
