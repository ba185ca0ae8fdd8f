import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { runAxe } from './support/axe.js';
import {
  LOOKS,
  contextAt,
  fitsWidth,
  inEachLook,
  openScreen,
  shotAt,
  signInAt,
  usePortal,
  waitForShell,
} from './support/portal.js';
import { EMBED_DIST, PARTNER_DIR, serveStatic, type StaticServer } from './support/static.js';
import { DEMO_LOGINS } from '../packages/sandbox/src/index.js';

// A visitor applies online without an account (issue 44), one browser context per
// person against one demo sandbox: on a 390 px phone, from the embed's card on a
// partner's site, with a document (kept by the sandbox through a refusal for other
// fields, not chosen again); the coordinator's recruitment board shows the
// application in its first stage with the opportunity named; the e-mail is in the
// outbox; the visitor sets a password from its link, signs in and sees the stage.
// A minor applies in Welsh from the opportunity page and their parent gets the
// consent e-mail. The form is reached whole by keyboard in reading order, and
// axe-clean with its errors showing at 390 and 1280 px, light and dark, in English
// and Welsh.

const SHOTS = resolve('test-results/public-apply');
const PHONE = LOOKS[2];
const CV = '%PDF-1.4\n% a volunteer CV\n';

describe('applying online without an account (Chromium)', () => {
  const portal = usePortal({ db: ':memory:', seed: 'demo' });
  let slug = '';
  let partnerSite: StaticServer;
  let youthSlug = '';
  let youthTitle = '';

  beforeAll(async () => {
    const today = new Date().toISOString().slice(0, 10);
    const list = (await (
      await fetch(
        `${portal.sandbox.url}/api/residential-opportunities/?public_search=true&limit=100`,
      )
    ).json()) as {
      data: {
        slug: string;
        display_name: string;
        minimum_age: number;
        available_timeslots: { end: string }[];
      }[];
    };
    const found = list.data.find(
      (o) => o.minimum_age === 18 && o.available_timeslots.some((t) => t.end.slice(0, 10) >= today),
    );
    const youth = list.data.find(
      (o) => o.minimum_age === 16 && o.available_timeslots.some((t) => t.end.slice(0, 10) >= today),
    );
    if (!found || !youth) throw new Error('the demo seed has no open public advert');
    slug = found.slug;
    youthSlug = youth.slug;
    youthTitle = youth.display_name;
    // A partner's site: the BUILT embed and the partner demo's pages, /api/ on the same origin.
    partnerSite = await serveStatic({
      mounts: { '/embed/': EMBED_DIST, '/partner/': PARTNER_DIR },
      proxy: { '/api/': portal.sandbox.url },
    });
  });
  afterAll(async () => {
    await partnerSite?.close();
  });

  const emails = async (to: string) =>
    (
      (await (
        await fetch(`${portal.sandbox.url}/api/_sandbox/emails?to=${encodeURIComponent(to)}`, {
          headers: { authorization: `Bearer ${portal.sandbox.adminToken}` },
        })
      ).json()) as { data: { subject: string; text: string; links: string[]; kind: string }[] }
    ).data;

  /** The documents of the applications of the person with this e-mail address. */
  const documentsOf = (email: string) => {
    const db = portal.sandbox.db;
    const person = db
      .prepare(
        `SELECT id FROM records WHERE collection = 'users' AND json_extract(data, '$.email') = ?`,
      )
      .get(email) as { id: number } | undefined;
    return db
      .prepare(
        `SELECT json_extract(data, '$.file_name') AS file_name, json_extract(data, '$.size') AS size
           FROM records WHERE collection = 'users.applications.documents' AND scope LIKE ?`,
      )
      .all(`%&userId=${person?.id ?? 0}`) as { file_name: string; size: number }[];
  };

  /** The form's token must be at least 2 s old when it is sent (the too-fast check). */
  const sendWhenReady = async (page: Page, openedAt: number, button = 'Send application') => {
    const wait = openedAt + 2_200 - Date.now();
    if (wait > 0) await page.waitForTimeout(wait);
    await page.getByRole('button', { name: button }).click();
  };

  it('a visitor on a phone applies with a document; the board shows it; the e-mail is sent; they set a password and see the stage', async () => {
    const email = `nia.hughes.${Date.now()}@example.org`;
    const visitor = await contextAt(portal.browser, PHONE);
    const coordinator = await contextAt(portal.browser, LOOKS[0]);
    try {
      // On the partner's site, the embed's card: "Apply" (not an e-mail link) opens the form.
      const page = await visitor.newPage();
      const site = partnerSite.url;
      await page.goto(`${site}/partner/results.html?embed=${site}/embed/&api=${site}/api/`);
      const card = page
        .locator('#vk-results .vk-card')
        .filter({ has: page.locator('.vk-card__apply') })
        .first();
      const title = (await card.locator('.vk-card__title').textContent()) ?? '';
      expect(await fitsWidth(page)).toBe(true);
      await card.locator('.vk-card__apply').click();
      await page.getByRole('heading', { level: 1, name: `Apply for ${title}` }).waitFor();
      let openedAt = Date.now();
      expect(await fitsWidth(page)).toBe(true);

      // Sent with gaps: the errors are beside the fields, the summary has focus, nothing typed is
      // lost, and the document chosen is kept on the server (a file field cannot be refilled).
      await page.getByLabel('First name').fill('Nia');
      await page.getByLabel('E-mail address', { exact: true }).fill('nia@');
      await page
        .getByLabel('Why would you like to do this?')
        .fill('I walk these hills every week.');
      await page.getByLabel(/Your CV or a note about your experience/).setInputFiles({
        name: 'experience.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(CV),
      });
      await sendWhenReady(page, openedAt);
      await page.getByRole('heading', { name: 'There is a problem' }).waitFor();
      // Autofocus is applied after the page has loaded: wait for it rather than read too early.
      await page.waitForFunction(
        () => document.activeElement?.className === 'error-summary',
        null,
        {
          timeout: 5_000,
        },
      );
      expect(await page.getByLabel('First name').inputValue()).toBe('Nia');
      expect(await page.getByLabel('Why would you like to do this?').inputValue()).toBe(
        'I walk these hills every week.',
      );
      await page.locator('#field-email-error').getByText('Enter an e-mail address like').waitFor();
      await page
        .getByText('Your document experience.pdf is kept; choose another file to replace it.')
        .waitFor();
      // The summary's link takes the keyboard to the field.
      await page.getByRole('link', { name: 'Enter your last name' }).press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('field-last_name');
      await shotAt(page, 'apply-errors', PHONE, { dir: SHOTS, fullPage: true });

      openedAt = Date.now();
      await page.getByLabel('Last name').fill('Hughes');
      await page.getByLabel('E-mail address', { exact: true }).fill(email);
      await page.getByLabel('Phone number').fill('07700 900 123');
      await page.getByLabel('Day').fill('2');
      await page.getByLabel('Month').fill('3');
      await page.getByLabel('Year').fill('1990');
      // Sent again without choosing the file again: the kept document goes with it.
      await sendWhenReady(page, openedAt);
      await page.getByRole('heading', { level: 1, name: 'Thank you: check your e-mail' }).waitFor();
      expect(await fitsWidth(page)).toBe(true);
      expect(await runAxe(page)).toEqual([]);
      await shotAt(page, 'apply-sent', PHONE, { dir: SHOTS });

      // The coordinator's board: first stage, the opportunity named.
      const board = await signInAt(await coordinator.newPage(), `${portal.baseUrl}/recruitment`, {
        as: DEMO_LOGINS.coordinator,
      });
      await board.locator('.vkb-card').first().waitFor();
      const applied = board
        .locator('.vkb-column')
        .filter({ has: board.getByRole('heading', { name: /^Applied \(/ }) });
      const onBoard = applied.locator('.vkb-card').filter({ hasText: 'Nia Hughes' });
      for (let i = 0; i < 20 && (await onBoard.count()) === 0; i++) {
        const more = applied.getByRole('button', { name: /^Show \d+ more/ });
        if ((await more.count()) === 0) break;
        await more.click();
      }
      await onBoard.getByText(`For ${title}`).waitFor();
      await onBoard.scrollIntoViewIfNeeded();
      await shotAt(board, 'board-new-application', LOOKS[0], { dir: SHOTS });

      // The application has the document chosen before the refusal.
      expect(documentsOf(email)).toEqual([{ file_name: 'experience.pdf', size: CV.length }]);

      // The confirmation e-mail is in the outbox.
      const [mail] = await emails(email);
      expect(mail).toMatchObject({ subject: `Your application for ${title}`, kind: 'application' });
      expect(mail!.text).toContain('Thank you for applying');

      // The visitor opens the e-mail's single-use link on their phone, sets a password
      // (the portal's set-password page signs them in) and sees the application's stage.
      const link = mail!.links.find((l) => l.includes('/set-password#'))!;
      const password = 'walking-the-hills-2026';
      const own = await visitor.newPage();
      await own.goto(link);
      await own.getByRole('heading', { level: 1, name: 'Choose your password' }).waitFor();
      await own.getByLabel('New password').fill(password);
      await own.getByLabel('Type it again').fill(password);
      await own.getByRole('button', { name: 'Set the password and sign in' }).click();
      await own.getByRole('heading', { level: 1, name: 'Hello, Nia' }).waitFor();
      await openScreen(own, '/my/opportunities');
      const item = own.locator('.vkm-application').filter({ hasText: title });
      await item.waitFor();
      expect(await item.locator('[aria-current="step"]').textContent()).toMatch(/^Applied/i);
      expect(await fitsWidth(own)).toBe(true);
      await item.scrollIntoViewIfNeeded();
      await shotAt(own, 'my-applications', PHONE, { dir: SHOTS });
      // The password works for a later sign-in (a new browser session).
      const later = await contextAt(portal.browser, PHONE);
      try {
        const again = await later.newPage();
        await again.goto(`${portal.baseUrl}/sign-in`);
        await again.getByLabel('E-mail address').fill(email);
        await again.getByLabel('Password').fill(password);
        await again.getByRole('button', { name: 'Sign in' }).click();
        await waitForShell(again);
      } finally {
        await later.close();
      }
    } finally {
      await visitor.close();
      await coordinator.close();
    }
  });

  it('a minor applies in Welsh and their parent gets the consent e-mail', async () => {
    const stamp = Date.now();
    const email = `ffion.${stamp}@example.org`;
    const parent = `rhiannon.${stamp}@example.org`;
    const context = await contextAt(portal.browser, PHONE);
    try {
      const page = await context.newPage();
      // From the opportunity page (in Welsh): its "Apply" opens the form.
      await page.goto(`${portal.sandbox.url}/opportunities/${youthSlug}?lang=cy`);
      await page.getByRole('link', { name: `Gwneud cais ar gyfer ${youthTitle}` }).click();
      await page
        .getByRole('heading', { level: 1, name: `Gwneud cais ar gyfer ${youthTitle}` })
        .waitFor();
      const openedAt = Date.now();
      await page.getByLabel('Enw cyntaf').fill('Ffion');
      await page.getByLabel('Cyfenw').fill('Jones');
      await page.getByLabel('Cyfeiriad e-bost', { exact: true }).fill(email);
      await page.getByLabel('Rhif ffôn').fill('07700 900 456');
      const born = new Date();
      await page.getByLabel('Diwrnod').fill('1');
      await page.getByLabel('Mis').fill('1');
      await page.getByLabel('Blwyddyn').fill(String(born.getUTCFullYear() - 16));
      await page
        .getByLabel('Pam yr hoffech wneud hyn?')
        .fill('Rydw i eisiau dysgu am fywyd gwyllt.');
      // Under 18 without a parent's details: refused beside the field, in Welsh.
      await sendWhenReady(page, openedAt, 'Anfon y cais');
      await page
        .locator('#field-guardian_email-error')
        .getByText('Rhowch gyfeiriad e-bost eich rhiant neu warcheidwad')
        .waitFor();
      await page.getByLabel(/Enw eich rhiant neu warcheidwad/).fill('Rhiannon Jones');
      await page.getByLabel(/Cyfeiriad e-bost eich rhiant neu warcheidwad/).fill(parent);
      await page.getByRole('button', { name: 'Anfon y cais' }).click();
      await page
        .getByRole('heading', { level: 1, name: 'Diolch: edrychwch ar eich e-bost' })
        .waitFor();
      const [consent] = (await emails(parent)).filter((m) => m.kind === 'consent-request');
      expect(consent).toMatchObject({
        subject: 'Caniatâd rhiant ar gyfer Ffion',
        kind: 'consent-request',
      });
      expect(consent!.text).toContain(youthTitle);
      expect(consent!.links.some((l) => l.includes('/set-password#'))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it.each(['en', 'cy'] as const)(
    'the form with its errors and the confirmation are axe-clean and fit at 390 and 1280 px, light and dark (%s)',
    async (lang) => {
      const context = await contextAt(portal.browser, LOOKS[0]);
      try {
        const page = await context.newPage();
        await page.goto(
          `${portal.sandbox.url}/opportunities/${slug}/apply${lang === 'cy' ? '?lang=cy' : ''}`,
        );
        expect(await page.getAttribute('html', 'lang')).toBe(lang);
        const openedAt = Date.now();
        // Refused with a document chosen: the page names it as kept (the state screenshotted).
        await page.locator('input[type=file]').setInputFiles({
          name: 'my-experience.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from(CV),
        });
        const wait = openedAt + 2_200 - Date.now();
        if (wait > 0) await page.waitForTimeout(wait);
        await page.locator('button[type=submit]').click();
        await page.locator('.error-summary').waitFor();
        await page
          .locator('#field-experience-kept')
          .getByText(
            lang === 'cy'
              ? 'Mae eich dogfen my-experience.pdf wedi’i chadw; dewiswch ffeil arall i’w disodli.'
              : 'Your document my-experience.pdf is kept; choose another file to replace it.',
          )
          .waitFor();
        // By keyboard: from the focused error summary, Tab visits every control of the form in
        // reading order (never the hidden trap for bots), each with a visible focus, to the button.
        await page.waitForFunction(() => document.activeElement?.className === 'error-summary');
        const controls = await page.$$eval(
          'form input:not([type=hidden]):not([tabindex="-1"]), form textarea, form button',
          (all) => all.map((e) => e.id || e.tagName),
        );
        const stops: { id: string; visible: boolean }[] = [];
        for (let i = 0; i < 60 && stops.at(-1)?.id !== 'BUTTON'; i++) {
          await page.keyboard.press('Tab');
          stops.push(
            await page.evaluate(() => {
              const e = document.activeElement as HTMLElement;
              const style = getComputedStyle(e);
              return {
                id: e.closest('form') ? e.id || e.tagName : '',
                visible: style.outlineStyle !== 'none' || style.boxShadow !== 'none',
              };
            }),
          );
        }
        const inForm = stops.filter((stop) => stop.id !== '');
        expect(inForm.map((stop) => stop.id)).toEqual(controls);
        expect(controls).not.toContain('field-leave_blank');
        expect(inForm.filter((stop) => !stop.visible)).toEqual([]);
        await inEachLook(page, async (look) => {
          expect(await fitsWidth(page)).toBe(true);
          expect(await runAxe(page)).toEqual([]);
          await shotAt(page, `apply-form-${lang}`, look, { dir: SHOTS, fullPage: true });
        });
        // The confirmation page too.
        await page.goto(
          `${portal.sandbox.url}/opportunities/${slug}/apply/sent${lang === 'cy' ? '?lang=cy' : ''}`,
        );
        await page.getByRole('status').waitFor();
        await inEachLook(page, async (look) => {
          expect(await fitsWidth(page)).toBe(true);
          expect(await runAxe(page)).toEqual([]);
          await shotAt(page, `apply-sent-${lang}`, look, { dir: SHOTS });
        });
      } finally {
        await context.close();
      }
    },
  );
});
