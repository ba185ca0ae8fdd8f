import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_LOGINS } from '../packages/sandbox/src/index.js';
import { runAxe } from './support/axe.js';
import {
  apiToken,
  contextAt,
  fitsWidth,
  inEachLook,
  LOOKS,
  openScreen,
  shotAt,
  signInAt,
  usePortal,
  useSignedInPage,
  waitForShell,
  tokenUserId,
} from './support/portal.js';

// The volunteer's record screens, the care screens and the frame around them
// in Welsh (issue 35), against the demo sandbox. Val Volunteer (her `locale`
// set to `cy` over HTTP): the shell (skip link, sign-out, theme, search
// palette), my contact details (a refused and an accepted phone number), my
// availability (a usual slot saved and read back over a reload), my skills and
// interests (an interest added and removed) and her record at /me, each in
// Welsh with known English words absent. A coordinator in Welsh: the search
// palette (volunteers have none) in Welsh. Morag Fraser, guardian of Ewan: the
// care screen in Welsh, a consent refused without a choice, then given and
// read back from the server. Then every screen axe-clean and fitting in four
// looks, with review screenshots.

type Rec = Record<string, unknown> & { id: number };

/** English texts of these screens' frames and forms that must not show in Welsh. */
const ENGLISH = [
  'Skip to content',
  'Sign out',
  'Loading',
  'Try again',
  'Phone numbers',
  'Emergency contacts',
  'Download my data',
  'When I can usually volunteer',
  'Times I am away',
  'Save my usual times',
  'Tick the',
  'My interests',
  'Add interest',
  'Record sections',
  'People in my care',
  'Guardian log',
  'next shifts',
  'Nothing is waiting',
  'Send my answer',
  'Cancel place',
  'Request anonymisation',
  'Other details',
  'Role type',
  'Timezone',
  'Minors in care',
  'holds no roles',
  'holds:',
  'is not in any team',
  'Usually available',
  'Last scheduled',
  'Upcoming shifts',
  'Expense claims',
  'Authorisers',
  'Consents',
  'Vetting',
  'Parental consent',
  'Export CSV',
  'Add the first one',
  'Columns',
  'Previous page',
  'Rows per page',
  'Select rows to act',
  'References received',
  'Waiting for review',
];

/** Val's tabs at /me: the tab, a heading of its panel and words it shows, in Welsh. */
const RECORD_TABS: readonly (readonly [string, string | RegExp, string | RegExp | null])[] = [
  ['Cyswllt', 'Rhifau ffôn', 'Symudol'],
  ['Rolau', 'Rolau', /^(Nid oes gan Val Volunteer unrhyw rolau\.|Rolau Val Volunteer: )/],
  ['Timau', 'Timau', null],
  ['Argaeledd a sifftiau', 'Argaeledd', /^Ar gael fel arfer: /],
  ['Ceisiadau', 'Ceisiadau', 'Yn aros am adolygiad'],
  ['Treuliau', 'Hawliadau treuliau', /^(Awdurdodwyr|Nifer yr awdurdodwyr)/],
  ['Caniatâd a fetio', 'Caniatâd', null],
  ['Negeseuon', 'Negeseuon', null],
  ['Ffeiliau', 'Ffeiliau', null],
];

describe('volunteer portal in Welsh: record and care screens', () => {
  const portal = usePortal({ db: ':memory:', seed: 'demo' });

  async function api<T = Rec>(token: string, path: string, init: RequestInit = {}) {
    const res = await fetch(`${portal.sandbox.url}/api/${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as { data: T } };
  }

  /** Sets `email`'s language to Welsh over HTTP and returns their token and id. */
  async function welsh(email: string) {
    const token = await apiToken(portal.sandbox, email);
    const id = tokenUserId(token);
    const put = await api(token, `users/${id}`, {
      method: 'PUT',
      body: JSON.stringify({ locale: 'cy' }),
    });
    expect(put.status).toBe(200);
    return { token, id };
  }

  async function signIn(context: BrowserContext, email: string, path: string): Promise<Page> {
    return waitForShell(
      await signInAt(await context.newPage(), `${portal.baseUrl}${path}`, { as: email }),
    );
  }

  // Val's and Morag's tests each share one page signed in on first use, in the first look
  // (a new context signed in costs about 0.6 s of CPU: docs/testing.md, round 18); a later
  // test opens its screen in the running portal by way of their home, so it mounts afresh.
  const [width, height, colorScheme] = LOOKS[0];
  const look = { viewport: { width, height }, colorScheme, home: '/my' };
  const shared = {
    [DEMO_LOGINS.volunteer]: useSignedInPage(portal, DEMO_LOGINS.volunteer, look),
    [DEMO_LOGINS.guardian]: useSignedInPage(portal, DEMO_LOGINS.guardian, look),
  };

  /** Waits for the Welsh heading and for every loading status to end. */
  async function shown(page: Page, title: string | RegExp) {
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page
      .getByText(/^(Loading|Wrthi'n llwytho)/)
      .first()
      .waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('cy');
  }

  /** The English texts of {@link ENGLISH} the page shows (visible text and accessible names). */
  async function englishOn(page: Page): Promise<string[]> {
    const text = await page.evaluate(() => {
      const names = [...document.querySelectorAll('[aria-label], [placeholder], [title]')].map(
        (e) =>
          `${e.getAttribute('aria-label') ?? ''} ${e.getAttribute('placeholder') ?? ''} ${e.getAttribute('title') ?? ''}`,
      );
      return `${document.body.innerText}\n${names.join('\n')}`;
    });
    return ENGLISH.filter((words) => text.includes(words));
  }

  it('Val: the shell, contact details, availability, skills and interests and /me in Welsh', async () => {
    const val = await welsh(DEMO_LOGINS.volunteer);
    const page = await shared[DEMO_LOGINS.volunteer]!.at('/my/contact');
    await shown(page, 'Fy manylion cyswllt');

    // The frame.
    await page.getByRole('button', { name: 'Allgofnodi' }).waitFor();
    await page.getByRole('button', { name: /Ehangu'r ddewislen|Lleihau'r ddewislen/ }).waitFor();
    expect(await page.locator('a.vkp-skip').innerText()).toBe("Neidio i'r cynnwys");
    await page.getByRole('combobox', { name: 'Thema lliw' }).waitFor();
    await page.getByRole('navigation', { name: 'Prif lywio', exact: true }).waitFor();

    // Contact details: a refusal and a phone number added, read back.
    await page.getByRole('heading', { name: 'Rhifau ffôn' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Lawrlwytho fy nata (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('my-data.json');
    await page
      .getByRole('status')
      .filter({ hasText: "Mae eich data wedi'i lawrlwytho fel my-data.json." })
      .waitFor();
    const newPhone = page.getByRole('form', { name: 'rhif ffôn newydd' });
    await newPhone.getByLabel('Rhif', { exact: true }).fill('not a number');
    await newPhone.getByRole('button', { name: 'Ychwanegu rhif ffôn' }).click();
    await newPhone
      .getByText('Rhowch rif ffôn o ddigidau a bylchau, gyda + ar y dechrau os oes angen')
      .waitFor();
    await newPhone.getByLabel('Math').selectOption({ label: 'Gwaith' });
    await newPhone.getByLabel('Rhif', { exact: true }).fill('01970 123456');
    await newPhone.getByRole('button', { name: 'Ychwanegu rhif ffôn' }).click();
    await page.getByRole('form', { name: 'rhif ffôn 01970 123456' }).waitFor();
    const phones = await api<Rec[]>(val.token, `users/${val.id}/phone-numbers/`);
    expect(phones.body.data.map((p) => [p.type, p.number])).toContainEqual([
      'work',
      '01970 123456',
    ]);
    expect(await englishOn(page)).toEqual([]);

    // Availability: a usual slot saved and read back over a reload.
    await openScreen(page, '/my/availability');
    await shown(page, 'Pryd rydw i ar gael');
    await page
      .getByRole('heading', { name: 'Pryd rydw i ar gael i wirfoddoli fel arfer' })
      .waitFor();
    const slot = page.getByRole('checkbox', { name: 'bore Dydd Mercher' });
    const wasOn = await slot.isChecked();
    await slot.setChecked(!wasOn);
    await page.getByRole('button', { name: 'Cadw fy amseroedd arferol' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: "Mae eich amseroedd arferol wedi'u cadw." })
      .waitFor();
    const stored = await api<Rec>(val.token, `users/${val.id}`);
    expect((stored.body.data.availability as string[]).includes('wednesday-morning')).toBe(!wasOn);
    await page.getByRole('button', { name: 'Ychwanegu cyfnod i ffwrdd' }).click();
    await page.getByText('Rhowch y diwrnod cyntaf y byddwch i ffwrdd.').waitFor();
    await page.reload();
    await shown(page, 'Pryd rydw i ar gael');
    expect(await page.getByRole('checkbox', { name: 'bore Dydd Mercher' }).isChecked()).toBe(
      !wasOn,
    );
    expect(await englishOn(page)).toEqual([]);

    // Skills and interests: an interest added, a duplicate refused with accents aside, removed.
    await openScreen(page, '/my/skills');
    await shown(page, 'Fy sgiliau a diddordebau');
    await page.getByRole('heading', { name: 'Ieithoedd rydw i’n eu siarad' }).waitFor();
    const languages = page.getByRole('form', { name: 'Ieithoedd' });
    const welshBox = languages.getByRole('checkbox', { name: 'Welsh' });
    const spoke = await welshBox.isChecked();
    await welshBox.setChecked(!spoke);
    await languages.getByRole('button', { name: 'Cadw ieithoedd' }).click();
    await page.getByRole('status').filter({ hasText: "Mae eich ieithoedd wedi'u cadw." }).waitFor();
    const mySkills = await api<Rec[]>(val.token, `users/${val.id}/skills/?per_page=500`);
    expect(mySkills.body.data.some((k) => k.name === 'Welsh')).toBe(!spoke);
    const interest = page.getByRole('form', { name: 'Ychwanegu diddordeb' });
    await interest.getByLabel('Ychwanegu diddordeb').fill('Canu’r delyn');
    await interest.getByRole('button', { name: 'Ychwanegu diddordeb' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: "Mae Canu’r delyn wedi'i ychwanegu at eich diddordebau." })
      .waitFor();
    await page.getByRole('list', { name: 'Fy niddordebau' }).getByText('Canu’r delyn').waitFor();
    await interest.getByLabel('Ychwanegu diddordeb').fill('CANU’R DELŶN');
    await interest.getByRole('button', { name: 'Ychwanegu diddordeb' }).click();
    await interest.getByText("Mae'r diddordeb hwnnw ar eich rhestr yn barod.").waitFor();
    await page.getByRole('button', { name: 'Dileu Canu’r delyn' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: "Mae Canu’r delyn wedi'i dynnu o'ch diddordebau." })
      .waitFor();
    const interests = await api<Rec[]>(val.token, `users/${val.id}/interests/`);
    expect(interests.body.data.map((i) => i.name)).not.toContain('Canu’r delyn');
    expect(await englishOn(page)).toEqual([]);

    // Her record at /me: the tabs and the status in Welsh.
    await openScreen(page, '/me');
    await page.getByRole('tablist', { name: "Adrannau'r cofnod" }).waitFor();
    await page.getByRole('tab', { name: 'Proffil' }).waitFor();
    await page.getByRole('tab', { name: 'Argaeledd a sifftiau' }).waitFor();
    expect(await page.getByTestId('person-status').innerText()).toMatch(/Gweithredol/);
    await page.getByRole('heading', { level: 2, name: 'Proffil', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Gofyn am wneud yn ddienw…' }).waitFor();
    expect(
      await page.locator('.vkp-field-row', { hasText: 'Iaith y sgriniau' }).innerText(),
    ).toMatch(/Cymraeg/);
    expect(await page.locator('.vkp-field-row', { hasText: 'Math o rôl' }).innerText()).toMatch(
      /Gwirfoddolwr/,
    );
    await page.getByRole('heading', { level: 2, name: 'Manylion eraill' }).waitFor();
    await page.locator('.vkp-field-row', { hasText: 'Cylchfa amser' }).waitFor();
    expect(await englishOn(page)).toEqual([]);

    // Every tab she has, in Welsh: its headings and words, no English of ENGLISH.
    for (const [tab, heading, words] of RECORD_TABS) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await page.getByRole('heading', { level: 2, name: heading }).first().waitFor();
      await page
        .getByText(/^(Loading|Wrthi'n llwytho)/)
        .first()
        .waitFor({ state: 'detached' });
      if (words) await page.getByText(words).first().waitFor();
      expect({ tab, english: await englishOn(page) }).toEqual({ tab, english: [] });
    }
  });

  it('a coordinator who chose Welsh: the frame and the search palette (Ctrl+K) in Welsh', async () => {
    await welsh(DEMO_LOGINS.coordinator);
    const context = await contextAt(portal.browser, LOOKS[0]);
    const page = await signIn(context, DEMO_LOGINS.coordinator, '/');
    await page.getByRole('button', { name: 'Allgofnodi' }).waitFor();
    await page.getByRole('button', { name: 'Chwilio am bobl, timau a sgriniau' }).click();
    const palette = page.getByRole('dialog', { name: 'Chwilio' });
    await palette.getByText('Teipiwch i ddod o hyd i sgrin, person, tîm neu gyfle.').waitFor();
    await palette.getByRole('combobox').fill('zzzz');
    await palette.getByText('Does dim byd yn cyfateb i “zzzz”.').waitFor();
    await palette.getByRole('combobox').fill('rota');
    await palette.getByRole('group', { name: 'Sgriniau' }).waitFor();
    await palette
      .getByText(/^\d+ (canlyniad|ganlyniad|chanlyniad)\. Defnyddiwch y saethau/)
      .waitFor();
    await palette.getByRole('button', { name: 'Cau' }).click();
    await palette.waitFor({ state: 'detached' });
    await context.close();
  });

  it('Morag: people in her care in Welsh; consent refused without a choice, then given and stored', async () => {
    const morag = await welsh(DEMO_LOGINS.guardian);
    const page = await shared[DEMO_LOGINS.guardian]!.at('/my/care');
    await shown(page, 'Pobl yn fy ngofal');
    const ewan = page.locator('section.vkm-minor').first();
    await ewan.getByRole('heading', { name: "Beth sy'n aros ar gyfer Ewan" }).waitFor();
    await ewan.getByRole('heading', { name: 'Sifftiau nesaf Ewan' }).waitFor();
    await ewan.getByRole('heading', { name: 'Ceisiadau Ewan' }).waitFor();
    await ewan.getByRole('heading', { name: 'Log y gwarcheidwad' }).waitFor();
    expect(await englishOn(page)).toEqual([]);

    // Cancelling a place asks why in Welsh; the place is kept.
    const shifts = ewan.getByRole('list', { name: 'Sifftiau nesaf Ewan' });
    await shifts.getByRole('button', { name: 'Canslo lle ar gyfer Beach clean' }).click();
    await shifts.getByRole('button', { name: 'Canslo lle Ewan' }).click();
    await shifts.getByText('Dywedwch pam na all Ewan ddod.').waitFor();
    await shifts.getByLabel('Pam na all Ewan ddod?').waitFor();
    await shifts.getByRole('button', { name: "Cadw'r lle" }).click();

    const consent = ewan.getByRole('form', {
      name: 'Caniatâd rhiant ar gyfer Young rangers summer week',
    });
    await consent.getByRole('button', { name: 'Anfon fy ateb' }).click();
    await consent
      .getByRole('alert')
      .filter({ hasText: "Dewiswch a ydych yn rhoi neu'n gwrthod caniatâd." })
      .waitFor();
    await consent.getByLabel("Ydw, rydw i'n rhoi fy nghaniatâd").check();
    await consent.getByLabel("Nodyn i'r trefnwyr (dewisol)").fill('Diolch yn fawr.');
    await consent.getByRole('button', { name: 'Anfon fy ateb' }).click();
    await page
      .getByText('Rydych wedi rhoi caniatâd i gais Ewan ar gyfer Young rangers summer week.')
      .waitFor();

    // Read back from the server, as Ewan.
    const minorToken = await apiToken(portal.sandbox, DEMO_LOGINS.minor);
    const ewanId = tokenUserId(minorToken);
    const apps = (await api<Rec[]>(minorToken, `users/${ewanId}/applications/`)).body.data;
    const app = apps.find((x) => x.name === 'Young rangers summer week')!;
    const stored = (
      await api<Rec[]>(minorToken, `users/${ewanId}/applications/${app.id}/parental-consent/`)
    ).body.data;
    expect(stored[0]).toMatchObject({ status: 'given', note: 'Diolch yn fawr.' });
    const log = (await api<Rec[]>(morag.token, `users/${ewanId}/guardians/logs/?per_page=100`)).body
      .data;
    expect(log.at(-1)).toMatchObject({ action: 'consent_given', guardian_id: morag.id });
    expect(await englishOn(page)).toEqual([]);
  });

  const SCREENS: readonly (readonly [string, string, string, string | RegExp])[] = [
    ['contact', DEMO_LOGINS.volunteer, '/my/contact', 'Fy manylion cyswllt'],
    ['availability', DEMO_LOGINS.volunteer, '/my/availability', 'Pryd rydw i ar gael'],
    ['skills', DEMO_LOGINS.volunteer, '/my/skills', 'Fy sgiliau a diddordebau'],
    ['record', DEMO_LOGINS.volunteer, '/me', /Val/],
    // Not straight after /me, which shows the same tab (openScreen waits for a change).
    ['record-roles', DEMO_LOGINS.volunteer, '/me/roles', /Val/],
    ['record-contact', DEMO_LOGINS.volunteer, '/me/contact', /Val/],
    ['record-applications', DEMO_LOGINS.volunteer, '/me/applications', /Val/],
    ['record-teams', DEMO_LOGINS.volunteer, '/me/teams', /Val/],
    ['record-availability', DEMO_LOGINS.volunteer, '/me/availability', /Val/],
    ['record-expenses', DEMO_LOGINS.volunteer, '/me/expenses', /Val/],
    ['record-consents', DEMO_LOGINS.volunteer, '/me/consents', /Val/],
    ['care', DEMO_LOGINS.guardian, '/my/care', 'Pobl yn fy ngofal'],
  ];

  it('in Welsh, the record and care screens are axe-clean and fit in the four looks', async () => {
    // Each screen opened once, then checked in the four looks (inEachLook).
    await welsh(DEMO_LOGINS.volunteer);
    await welsh(DEMO_LOGINS.guardian);
    for (const email of [DEMO_LOGINS.volunteer, DEMO_LOGINS.guardian]) {
      const mine = SCREENS.filter(([, who]) => who === email);
      const page = await shared[email]!.at(mine[0]![2]);
      for (const [name, , path, title] of mine) {
        // In the running portal; openScreen waits for the new screen (heading or tab).
        await openScreen(page, path);
        await shown(page, title);
        await inEachLook(page, async (look) => {
          const at = look.join(' ');
          await shotAt(page, `volunteer-welsh-${name}`, look, { fullPage: true });
          expect({ name, at, violations: await runAxe(page) }).toEqual({
            name,
            at,
            violations: [],
          });
          expect({ name, at, fits: await fitsWidth(page) }).toEqual({ name, at, fits: true });
          expect({ name, at, english: await englishOn(page) }).toEqual({ name, at, english: [] });
        });
      }
    }
  }, 360_000);
});
