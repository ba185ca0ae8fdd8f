import { readFileSync } from 'node:fs';
import type { Dialog, Page } from 'playwright-core';
import { runAxe } from './support/axe.js';
import {
  usePortal,
  demoPlus,
  apiToken,
  LOOKS,
  inEachLook,
  shotAt,
  openScreen,
  useSignedInPage,
} from './support/portal.js';
import { DEMO_LOGINS } from '../packages/sandbox/src/index.js';

// Communication screens of the built portal against the demo sandbox, plus a
// small team ("Comms crew", three people) and a hostile e-mail template.
const HOSTILE_BODY = [
  'Hello {first_name} <script>window.__pwned = 1</script>',
  '<img src="x" onerror="window.__pwned = 2"> <svg onload="window.__pwned = 3"></svg>',
  '<iframe src="javascript:window.__pwned = 4"></iframe><style>body { display: none }</style>',
  '[Click me](javascript:window.__pwned=5) and <a href="javascript:window.__pwned=6" onclick="window.__pwned=7">this</a>',
  '<b onmouseover="window.__pwned=8">bold</b> <form action="https://evil.test"><button>Go</button></form>',
].join('\n\n');

type Json = Record<string, unknown> & { id: number };

describe('communication', () => {
  let token = '';
  let adminId = 0;
  let volunteerId = 0;
  let crewTeam = 0;
  const crew: number[] = [];

  async function http<T = { data: Json[] }>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${portal.sandbox.url}/api/${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return (await res.json()) as T;
  }

  const portal = usePortal({
    seed: demoPlus((ctx) => {
      const root = ctx.store.all('organisation.teams').find((t) => t.parent_id == null)!;
      crewTeam = ctx.insert('organisation.teams', { name: 'Comms crew', parent_id: root.id }).id;
      for (const [first, last] of [
        ['Morag', 'Comms'],
        ['Hamish', 'Comms'],
        ['Isla', 'Comms'],
      ] as const)
        crew.push(
          ctx.insert('users', {
            first_name: first,
            last_name: last,
            email: `${first.toLowerCase()}.comms@volunteerkit.test`,
            status: 'active',
            role: 'volunteer',
            team_ids: [crewTeam],
          }).id,
        );
      ctx.insert('organisation.emailTemplates', {
        name: 'Hostile template',
        subject: 'Hi {first_name} <img src=x onerror="window.__pwned=9">',
        body: HOSTILE_BODY,
      });
      ctx.insert('organisation.loginMessages', {
        title: 'New minibus booking rules',
        body: 'Book the minibus **two days** ahead.',
        active: true,
      });
      for (const u of ctx.store.all('users')) {
        if (u.email === 'admin@volunteerkit.test') adminId = u.id;
        if (u.email === 'volunteer@volunteerkit.test') volunteerId = u.id;
      }
    }),
  });

  beforeAll(async () => {
    token = await apiToken(portal.sandbox);
  });

  const status = (page: Page) => page.locator('.vkr-status');

  // Every test is the administrator's: they share one page at 1280x800 light (a new
  // context signed in costs about 0.6–0.9 s of CPU: docs/testing.md, round 18), CSP
  // bypassed (the hostile template must stay inert by the sanitiser alone). Each opens
  // its screen in the running portal by way of the people list, so the screen mounts
  // afresh and reads the server; the read-back after a reload still reloads.
  const admin = useSignedInPage(portal, DEMO_LOGINS.admin, {
    home: '/people',
    bypassCSP: true,
    acceptDownloads: true,
    viewport: { width: LOOKS[0][0], height: LOOKS[0][1] },
    colorScheme: LOOKS[0][2],
  });
  async function adminAt(path: string, heading: string): Promise<Page> {
    const page = await admin.at(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    return page;
  }

  it('sends a bulk e-mail to a saved list and shows it in the e-mail log (and over HTTP)', async () => {
    const page = await adminAt('/communication/bulk-email', 'Bulk e-mail');
    // Nothing chosen: the client refuses with field errors and sends nothing.
    await page.getByRole('button', { name: 'Send to the saved list' }).click();
    await page.getByText('Choose or create a saved list.').waitFor();
    await page.getByText('Enter a subject.').waitFor();

    await page.getByLabel('List name').fill('Comms crew list');
    await page.getByLabel(/^Team/).selectOption(String(crewTeam));
    await page.getByRole('button', { name: 'Save the list' }).click();
    await page.getByTestId('reach').getByText('This list reaches 3 people.').waitFor();
    await page.getByLabel('Subject').fill('Work party on {first_name}’s patch');
    await page.getByLabel('Message').fill('Hello {first_name},\n\nBring **gloves**.');
    const preview = page.getByTestId('email-preview');
    await preview.getByText('Work party on Ada’s patch').waitFor();
    expect(await preview.locator('strong').textContent()).toBe('gloves');
    await page.getByRole('button', { name: 'Send to the saved list' }).click();
    await status(page).getByText('E-mail sent to 3 people.').waitFor();

    await page.getByRole('link', { name: 'See it in the e-mail log' }).click();
    await page.getByRole('heading', { level: 1, name: 'E-mail log' }).waitFor();
    // The subject's placeholder reads as a token in words, never as "{first_name}".
    const row = page.getByTestId('log-group').filter({ hasText: 'Work party on' });
    expect(await row.locator('h3').textContent()).toBe(
      'Work party on the person’s first name’s patch',
    );
    await row.getByText('Comms crew list', { exact: true }).waitFor();
    await row.getByRole('button', { name: /Show recipients/ }).click();
    await page.getByTestId('log-entry').nth(2).waitFor();
    expect(await page.getByTestId('log-entry').allTextContents()).toEqual([
      'Morag Commsmorag.comms@volunteerkit.testsent',
      'Hamish Commshamish.comms@volunteerkit.testsent',
      'Isla Commsisla.comms@volunteerkit.testsent',
    ]);
    await page.getByText('As sent to Morag Comms').waitFor();

    const groups = await http('organisation/email-log-groups/?s=id&o=desc');
    const group = groups.data[0]!;
    expect(group).toMatchObject({ saved_list_name: 'Comms crew list', count: 3 });
    const logs = await http(`organisation/email-log-groups/${group.id}/logs/`);
    expect(logs.data.map((l) => l.user_id)).toEqual(crew);
    expect(logs.data[1]).toMatchObject({
      subject: 'Work party on Hamish’s patch',
      body: 'Hello Hamish,\n\nBring **gloves**.',
    });
  });

  it('keeps a hostile template inert in the preview and in the e-mail log', async () => {
    const page = await adminAt('/communication/bulk-email', 'Bulk e-mail');
    const dialogs: string[] = [];
    const onDialog = (d: Dialog) => {
      dialogs.push(d.message());
      void d.dismiss();
    };
    page.on('dialog', onDialog);
    try {
      await hostile(page, dialogs);
    } finally {
      page.off('dialog', onDialog);
    }
  });

  /** The hostile template's test above, in the shared page. */
  async function hostile(page: Page, dialogs: string[]) {
    await page.getByLabel('Template (optional)').selectOption({ label: 'Hostile template' });
    const preview = page.getByTestId('email-preview');
    await preview.getByText('Hello Ada').waitFor();
    const inert = async () =>
      preview.evaluate((root) => ({
        dangerous: root.querySelectorAll('script, iframe, img, svg, style, form, object, embed')
          .length,
        handlers: [...root.querySelectorAll('*')].flatMap((e) =>
          [...e.attributes].filter((a) => a.name.startsWith('on')).map((a) => a.name),
        ),
        hrefs: [...root.querySelectorAll('a')].map((a) => a.getAttribute('href')),
        pwned: (window as unknown as { __pwned?: number }).__pwned,
        hidden: getComputedStyle(document.body).display,
      }));
    const found = await inert();
    expect(found).toMatchObject({ dangerous: 0, handlers: [], pwned: undefined, hidden: 'block' });
    expect(found.hrefs.every((h) => h === null || !/^\s*javascript:/i.test(h))).toBe(true);
    // The subject is text: its markup shows as characters.
    await preview.getByText('Hi Ada <img src=x onerror="window.__pwned=9">').waitFor();
    for (const link of await preview.locator('a').all()) await link.click({ modifiers: ['Alt'] });
    await preview.locator('b').hover();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBe(
      undefined,
    );

    // Sent, the log shows the message through the same renderer.
    await page.getByLabel('Saved list').selectOption({ label: 'Comms crew list' });
    await page.getByRole('button', { name: 'Send to the saved list' }).click();
    await status(page).getByText('E-mail sent to 3 people.').waitFor();
    await openScreen(page, '/communication/email-log');
    await page
      .getByTestId('log-group')
      .first()
      .getByRole('button', { name: /Show recipients/ })
      .click();
    const details = page.locator('.vkc-log-details');
    await details.getByText('Hello Morag').waitFor();
    expect(
      await details.evaluate(
        (root) =>
          root.querySelectorAll('script, iframe, img, svg, style, form').length +
          [...root.querySelectorAll('*')].filter((e) =>
            [...e.attributes].some((a) => a.name.startsWith('on')),
          ).length,
      ),
    ).toBe(0);
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBe(
      undefined,
    );
  }

  it('reads a thread by keyboard; the read state persists after a reload', async () => {
    const page = await adminAt('/communication/messages', 'Messages');
    const count = page.getByTestId('unread-count');
    await count.getByText('(2 unread)').waitFor();
    const unreadThread = page.locator('[data-testid="thread"][data-unread]').first();
    const subject = (await unreadThread.locator('.vkc-thread-subject').textContent())!.replace(
      ', unread',
      '',
    );
    await unreadThread.getByRole('link').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: subject }).waitFor();
    await page.getByTestId('read-state').getByText('Read').waitFor();
    await count.getByText('(1 unread)').waitFor();
    const id = new URL(page.url()).searchParams.get('message');

    await page.reload();
    await page.getByRole('heading', { level: 2, name: subject }).waitFor();
    await count.getByText('(1 unread)').waitFor();
    const inbox = await http(`users/${adminId}/messaging/${id}`);
    expect((inbox as unknown as { data: Json }).data.read).toBe(true);

    // Reply in the thread; then mark it unread and leave it.
    await page.getByLabel('Your reply').fill('Thanks, see you there.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.locator('.vkc-replies').getByText('Thanks, see you there.').waitFor();
    await page.getByRole('button', { name: 'Mark as unread' }).click();
    await count.getByText('(2 unread)').waitFor();
    // Left and opened again (in the running portal: the list mounts afresh and reads the server).
    await adminAt('/communication/messages', 'Messages');
    await page.getByTestId('thread').first().waitFor();
    await count.getByText('(2 unread)').waitFor();
    const after = await http(`users/${adminId}/messaging/${id}`);
    expect((after as unknown as { data: Json }).data.read).toBe(false);
  });

  it('refuses bad attachments with clear errors and sends a message with one', async () => {
    const page = await adminAt('/communication/messages', 'Messages');
    await page.getByRole('button', { name: 'New message' }).click();
    await page.getByLabel('Find the person').fill('volunteer@volunteerkit');
    await page.keyboard.press('Enter');
    await page.getByLabel('To', { exact: true }).waitFor();
    await page.getByLabel('Subject', { exact: true }).fill('Kit for Saturday');
    await page.getByLabel('Message', { exact: true }).fill('The list is attached.');
    await page.getByLabel('Attachments').setInputFiles([
      { name: 'run-me.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
      { name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024, 1) },
      { name: 'kit-list.txt', mimeType: 'text/plain', buffer: Buffer.from('Gloves\nBoots\n') },
    ]);
    const refused = page.getByRole('alert').filter({ hasText: 'run-me.exe' });
    await refused.getByText(/run-me\.exe is not a type you can attach/).waitFor();
    await refused
      .getByText('huge.pdf is too large (5.0 MiB): each file can be at most 4.5 MiB.')
      .waitFor();
    await page.getByRole('list', { name: 'Attached files' }).getByText('kit-list.txt').waitFor();
    await page.getByRole('button', { name: 'Send message' }).click();
    await status(page)
      .getByText(/^Message sent to .+ with 1 attachment\.$/)
      .waitFor();

    const sent = (await http(`users/${volunteerId}/messaging/?s=id&o=desc`)).data[0]!;
    expect(sent).toMatchObject({ subject: 'Kit for Saturday', from_id: adminId, read: false });
    const files = await http(`users/${volunteerId}/messaging/${sent.id}/attachments/`);
    expect(files.data).toHaveLength(1);
    expect(files.data[0]!.file).toMatchObject({
      file_name: 'kit-list.txt',
      mime_type: 'text/plain',
      size: 13,
    });
  });

  it('downloads an attachment of a thread with the session', async () => {
    const message = await http<{ data: Json }>(`users/${adminId}/messaging/`, {
      method: 'POST',
      body: JSON.stringify({ subject: 'Route map', body: 'Attached.', from_id: volunteerId }),
    });
    const form = new FormData();
    form.append('file', new Blob(['North path, then east.'], { type: 'text/plain' }), 'route.txt');
    const up = await fetch(
      `${portal.sandbox.url}/api/users/${adminId}/messaging/${message.data.id}/attachments/`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      },
    );
    expect(up.status).toBe(201);
    const page = await adminAt(`/communication/messages?message=${message.data.id}`, 'Messages');
    const button = page.getByRole('button', { name: 'Download route.txt' });
    await button.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe('route.txt');
    expect(readFileSync(await download.path(), 'utf8')).toBe('North path, then east.');
  });

  it('dismisses a notification by keyboard; it stays dismissed after a reload', async () => {
    const page = await adminAt('/communication/notifications', 'Notifications');
    const cards = page.getByTestId('notification');
    await cards.first().waitFor();
    const before = await cards.count();
    const button = cards.first().getByRole('button', { name: /^Dismiss / });
    const label = (await button.getAttribute('aria-label'))!;
    await button.focus();
    await page.keyboard.press('Enter');
    await status(page)
      .getByText(/dismissed\.$/)
      .waitFor();
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="notification"]').length === n,
      before - 1,
    );
    await page.reload();
    await cards.first().waitFor();
    expect(await cards.count()).toBe(before - 1);
    await page.getByLabel('Show dismissed').check();
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="notification"]').length === n,
      before,
    );
    await cards.filter({ hasText: 'Dismissed' }).first().waitFor();
    const all = await http(`users/${adminId}/notifications/?include_dismissed=true&per_page=50`);
    expect(all.data.filter((n) => n.dismissed === true)).toHaveLength(1);
    expect(label).toMatch(/^Dismiss /);
  });

  it('acknowledges a login message; it does not come back', async () => {
    const page = await adminAt('/communication/login-messages', 'Login messages');
    const messages = page.getByTestId('login-message');
    await messages.filter({ hasText: 'New minibus booking rules' }).waitFor();
    expect(await messages.count()).toBe(2);
    await page
      .getByRole('button', { name: 'I have read this: New minibus booking rules' })
      .press('Enter');
    await status(page).getByText('Acknowledged: New minibus booking rules.').waitFor();
    await page.reload();
    await messages.first().waitFor();
    expect(await messages.allTextContents()).toEqual([
      expect.stringContaining('Updated safeguarding policy'),
    ]);
    const listed = await http(`users/${adminId}/login-messages/`);
    expect(listed.data.map((m) => m.title)).toEqual(['Updated safeguarding policy']);
  });

  it('is axe-clean in light and dark at 1280 and 390 px', async () => {
    // A send of its own, so the e-mail log has rows whatever ran before.
    const list = await http<{ data: Json }>('organisation/saved-list/', {
      method: 'POST',
      body: JSON.stringify({ name: 'Axe list', user_ids: crew }),
    });
    await http('bulk/email/', {
      method: 'POST',
      body: JSON.stringify({
        saved_list_id: list.data.id,
        subject: 'A long subject line that has to wrap on a phone without pushing the page',
        body: `Hello {first_name}, ${'averyveryverylongwordwithoutanyspaces'.repeat(3)}`,
      }),
    });
    // Each screen opened once, then checked in the four looks (inEachLook).
    const page = await adminAt('/communication/messages', 'Messages');
    const sections = page.getByRole('navigation', { name: 'Communication sections' });
    const shot = (name: string) =>
      inEachLook(page, async (look) => {
        const [width, , colorScheme] = look;
        expect(await runAxe(page), `${name} ${colorScheme} ${width}`).toEqual([]);
        // Nothing sticks out sideways (the elements that do are named on failure).
        expect(
          await page.evaluate(() =>
            document.documentElement.scrollWidth <= innerWidth + 1
              ? []
              : [...document.querySelectorAll('main *')]
                  .filter((e) => e.getBoundingClientRect().right > innerWidth + 1)
                  .slice(0, 5)
                  .map((e) => `${e.tagName.toLowerCase()}.${e.className}`),
          ),
          `${name} fits ${width}`,
        ).toEqual([]);
        await shotAt(page, name, look, { fullPage: true });
      });
    await page.getByTestId('thread').first().getByRole('link').click();
    await page.getByLabel('Your reply').waitFor();
    await page.getByRole('button', { name: 'New message' }).click();
    await shot('messages');
    for (const [path, heading] of [
      ['notifications', 'Notifications'],
      ['login-messages', 'Login messages'],
    ] as const) {
      await sections.getByRole('link', { name: heading }).click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.locator('.vkp-loading').waitFor({ state: 'detached' });
      await shot(path);
    }
    await sections.getByRole('link', { name: 'Bulk e-mail' }).click();
    await page.getByLabel('Template (optional)').selectOption({ label: 'Hostile template' });
    await page.getByTestId('email-preview').getByText('Hello Ada').waitFor();
    await shot('bulk-email');
    await sections.getByRole('link', { name: 'E-mail log' }).click();
    await page
      .getByTestId('log-group')
      .first()
      .getByRole('button', { name: /Show recipients/ })
      .click();
    await page.getByTestId('log-entry').first().waitFor();
    await shot('email-log');
  });
});
