import type { BrowserContext, Page } from 'playwright-core';
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
  waitForShell,
  useSignedInPage,
} from './support/portal.js';
import { DEMO_LOGINS } from '../packages/sandbox/src/index.js';

// Safeguarding that acts (issue 50), in the built portal against the demo: the
// coordinator sees in the shift drawer who is not cleared for the youth camp and
// why, is refused with the reason, confirms a warning with a reason that lands in
// the person's activity log; the Safety home lists the demo's expiring checks and
// asks for a renewal through the outbox, e-mails a person placed on the camp who
// will not be cleared by then, and shows who confirmed a warned placement and
// why; staff set what work requires in words, bad input refused beside the
// field; the volunteer sees their check's expiry, on their home and beside
// each shift.

type Rec = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- API bodies read loosely

const CAMP = 'Youth camp: night walk';
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const uk = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

describe('safeguarding', () => {
  const portal = usePortal();
  let admin = '';
  let camp: Rec;
  let sam: Rec;

  async function http(path: string, init: { method?: string; body?: unknown } = {}) {
    const res = await fetch(`${portal.sandbox.url}/api/${path}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as { data: Rec & Rec[] } };
  }

  beforeAll(async () => {
    admin = await apiToken(portal.sandbox);
    camp = (await http(`shifts/?filter[title]=${encodeURIComponent(CAMP)}`)).body.data[0]!;
    sam = (await http('users/?filter[email]=volunteer2@volunteerkit.test')).body.data[0]!;
  });

  async function signIn(context: BrowserContext, path: string, as: string): Promise<Page> {
    const page = await context.newPage();
    await signInAt(page, portal.baseUrl + path, { as });
    await waitForShell(page);
    return page;
  }

  // The coordinator's two tests share one page (a new context signed in costs about 0.6 s
  // of CPU: docs/testing.md, round 18); the second opens its screen in the running portal
  // by way of the home screen, so it mounts afresh and shows what the server has now.
  const coordinator = useSignedInPage(portal, DEMO_LOGINS.coordinator, {
    bypassCSP: true,
    viewport: { width: LOOKS[0][0], height: LOOKS[0][1] },
    colorScheme: LOOKS[0][2],
    home: '/',
  });
  const coordinatorAt = (path: string) => coordinator.at(path);

  it('the shift drawer marks who is not cleared and why; a block refuses, a warning asks and is logged', async () => {
    const page = await coordinatorAt(
      `/rotas/planner?view=week&date=${camp.start.slice(0, 10)}&teams=${camp.team_id}`,
    );
    await page
      .getByRole('button', { name: new RegExp(CAMP) })
      .first()
      .click();
    const drawer = page.getByRole('dialog', { name: CAMP });
    await drawer.getByText('Needs: Enhanced disclosure, valid on the day.').waitFor();
    // Set where the work is: the drawer links to the shift's requirements.
    expect(
      await drawer.getByRole('link', { name: 'Change what it requires' }).getAttribute('href'),
    ).toBe(`/safety/requirements?kind=shift&id=${camp.id}`);
    // Val is on the camp; her check runs out 40 days from now, before the camp.
    const onShift = drawer.locator('.vkr-people').first();
    await onShift
      .getByText(`Not cleared: Enhanced disclosure expires ${uk(day(40))}, before this work`)
      .waitFor();
    // Sam, found by name, is marked with his expired check; assigning him is refused with the reason.
    await drawer
      .getByRole('combobox', { name: 'Find anyone' })
      .fill('volunteer2@volunteerkit.test');
    await drawer
      .getByRole('listbox', { name: 'Find anyone' })
      .getByRole('option', { name: /volunteer2@volunteerkit\.test/ })
      .click();
    const chosen = drawer.getByRole('list', { name: 'Your choice for this shift' });
    await chosen.getByText(/Not cleared: Enhanced disclosure expired \d\d\/\d\d\/\d{4}/).waitFor();
    expect(await runAxe(page)).toEqual([]);
    await chosen.getByRole('button', { name: 'Assign Sam Second' }).click();
    await drawer
      .getByRole('alert')
      .getByText(
        /Sam Second is not cleared for Youth camp: night walk on .*Enhanced disclosure expired/,
      )
      .waitFor();
    expect(
      (await http(`shifts/${camp.id}`)).body.data.assignments.map((a: Rec) => a.user_id),
    ).not.toContain(sam.id);

    // The organisation warns instead: the coordinator gives a reason and places Sam.
    expect(
      (
        await http('organisation/safeguarding/', {
          method: 'PUT',
          body: { clearance_gaps: 'warn' },
        })
      ).status,
    ).toBe(200);
    await chosen.getByRole('button', { name: 'Assign Sam Second' }).click();
    const confirm = drawer.locator('.vkr-past-confirm');
    await confirm.getByText(/Your organisation allows this with a reason/).waitFor();
    await confirm.getByRole('button', { name: 'Place them anyway' }).click();
    await confirm.getByText('Give a reason to place them anyway.').waitFor();
    expect(await runAxe(page)).toEqual([]);
    await inEachLook(page, async (look) => {
      await shotAt(page, 'safety-shift-drawer', look);
    });
    await confirm.getByRole('textbox').fill('Renewal sent off; shadows a leader all evening');
    await confirm.getByRole('button', { name: 'Place them anyway' }).click();
    await page.locator('.vkr-status').getByText('Sam Second assigned to').waitFor();
    await onShift.locator('.vkr-person-name', { hasText: 'Sam Second' }).waitFor();
    const logs = (await http(`users/${sam.id}/logs/`)).body.data;
    expect(logs.at(-1)).toMatchObject({
      action: 'clearance_gap_confirmed',
      reason: 'Renewal sent off; shadows a leader all evening',
      by_name: 'Cory Coordinator',
    });
    await http('organisation/safeguarding/', { method: 'PUT', body: { clearance_gaps: 'block' } });
  });

  it("the Safety home lists the demo's expiring checks and asks for a renewal through the outbox", async () => {
    const page = await coordinatorAt('/safety');
    await page.getByRole('heading', { level: 1, name: 'Safety' }).waitFor();
    const expiring = page.getByRole('table', { name: 'Checks expiring in the next 30 days' });
    await expiring.waitFor();
    // The demo: three checks in the next 30 days, six in 60 (Val's among them), nine in 90.
    expect(await expiring.locator('tbody tr').count()).toBe(3);
    await page.getByRole('button', { name: '60 days (6)' }).click();
    const sixty = page.getByRole('table', { name: 'Checks expiring in the next 60 days' });
    await sixty.getByText(`${uk(day(40))} (in 40 days)`).waitFor();
    await page.getByRole('button', { name: '90 days (9)' }).waitFor();
    const atRisk = page.getByRole('table', { name: /not be cleared on the day/ });
    // Val (and Sam, placed above with a reason) will not be cleared on the camp's day.
    const valRow = atRisk.getByRole('row', { name: /Val Volunteer/ });
    await valRow.locator('td[data-label="Work"]', { hasText: CAMP }).waitFor();
    await valRow
      .getByText(`Enhanced disclosure expires ${uk(day(40))}, before this work`)
      .waitFor();
    await inEachLook(page, async (look) => {
      expect(await runAxe(page), `Safety home ${look.join(' ')}`).toEqual([]);
      expect(await fitsWidth(page), `Safety home fits ${look.join(' ')}`).toBe(true);
      await shotAt(page, 'safety-home', look, { fullPage: true });
    });
    await sixty.getByRole('button', { name: 'Request a renewal from Val Volunteer' }).click();
    await page.getByText('Asked Val Volunteer to renew their Enhanced disclosure').waitFor();
    const mail = portal.sandbox.emails({ kind: 'vetting-renewal' });
    expect(mail.map((m) => m.to)).toEqual([DEMO_LOGINS.volunteer]);
    await sixty.getByRole('button', { name: 'Ask again from Val Volunteer' }).waitFor();
    // Val is e-mailed about the camp itself through the outbox; the row then says when.
    await valRow.getByRole('button', { name: `E-mail them Val Volunteer about ${CAMP}` }).click();
    await page.getByText(`E-mailed Val Volunteer about ${CAMP}`).waitFor();
    await valRow.getByText(`E-mailed ${uk(day(0))}`).waitFor();
    const reminder = portal.sandbox.emails({ kind: 'clearance-reminder' });
    expect(reminder.map((m) => m.to)).toEqual([DEMO_LOGINS.volunteer]);
    expect(reminder[0]!.text).toContain('Enhanced disclosure expires');
    // Who placed Sam despite the warning (the first test), and why.
    const confirmed = page.getByRole('table', { name: /placed despite a clearance warning/ });
    const samRow = confirmed.getByRole('row', { name: /Sam Second/ });
    await samRow.getByText('Renewal sent off; shadows a leader all evening').waitFor();
    await samRow.getByText('Cory Coordinator').waitFor();
    await samRow.getByText(/Enhanced disclosure expired/).waitFor();
  });

  it('staff set what work requires in words; bad input is refused beside the field; those placed are re-checked', async () => {
    // A shift in the camp's team that asks for no clearance yet, with Sam (his check expired) on it.
    const cover = (
      await http('shifts/', {
        method: 'POST',
        body: {
          team_id: camp.team_id,
          title: 'Canoe safety cover',
          start: `${day(61)}T09:00:00.000Z`,
          end: `${day(61)}T12:00:00.000Z`,
          places: 4,
          status: 'scheduled',
          assignments: [{ user_id: sam.id, status: 'assigned' }],
        },
      })
    ).body.data;
    const context = await contextAt(portal.browser, LOOKS[0]);
    const page = await signIn(
      context,
      `/safety/requirements?kind=shift&id=${cover.id}`,
      DEMO_LOGINS.admin,
    );
    const form = page.getByRole('form', { name: /Canoe safety cover/ });
    await form.getByText('Asks for no clearance.').waitFor();
    await form
      .getByRole('combobox', { name: 'Disclosure check' })
      .selectOption({ label: 'Enhanced disclosure' });
    await form.getByText('Needs: Enhanced disclosure, valid on the day.').waitFor();
    // A typed age that is not a number stays in the browser with its error beside the field.
    const age = form.getByRole('textbox', { name: 'Minimum age' });
    await age.fill('eighteen');
    await form.getByRole('button', { name: 'Save requirements' }).click();
    await form
      .getByText('Give the minimum age as a whole number of years, from 0 to 120.')
      .waitFor();
    expect(await age.getAttribute('aria-invalid')).toBe('true');
    await age.fill('18');
    await form.getByRole('checkbox', { name: 'Working with children' }).check();
    await form
      .getByText(
        'Needs: Enhanced disclosure, risk: Working with children, aged 18 or over, valid on the day.',
      )
      .waitFor();
    await form.getByRole('button', { name: 'Save requirements' }).click();
    await page.getByText('Saved: Canoe safety cover').first().waitFor();
    // Sam stays on the shift; whoever saved is told, with a link to who and why.
    await form.getByText('1 person placed here no longer meets the requirements.').waitFor();
    const saved = (await http(`shifts/${cover.id}`)).body.data;
    expect(saved.assignments.map((a: Rec) => a.user_id)).toEqual([sam.id]);
    expect(saved.requirements).toMatchObject({ minimum_age: 18 });
    expect(saved.requirements.risk_activity_ids).toHaveLength(1);
    // A clearance deleted since it was chosen: the server refuses it beside the clearances.
    const flag = (
      await http('organisation/clearance-flags/', {
        method: 'POST',
        body: { name: 'Boat handler' },
      })
    ).body.data;
    await openScreen(page, '/');
    await openScreen(page, `/safety/requirements?kind=shift&id=${cover.id}`);
    await form.getByRole('checkbox', { name: 'Boat handler' }).check();
    await http(`organisation/clearance-flags/${flag.id}`, { method: 'DELETE' });
    await form.getByRole('button', { name: 'Save requirements' }).click();
    const clearances = form.getByRole('group', { name: 'Clearances' });
    await clearances
      .getByText('Boat handler no longer exists (it was deleted). Untick it, then save again.')
      .waitFor();
    expect(
      (await http(`shifts/${camp.id}`)).body.data.requirements.clearance_flag_ids ?? [],
    ).toEqual([]);
    await inEachLook(page, async (look) => {
      expect(await runAxe(page), `requirements ${look.join(' ')}`).toEqual([]);
      expect(await fitsWidth(page), `requirements fit ${look.join(' ')}`).toBe(true);
      // The work's long names fit their box at 1280 (it was a third of the row and cut them).
      if (look[0] === 1280)
        expect(
          await page.getByLabel('Which one').evaluate((e) => e.getBoundingClientRect().width),
        ).toBeGreaterThan(440);
      await shotAt(page, 'safety-requirements', look, { fullPage: true });
    });
    // The Safety home lists the people placed on it who will not be cleared by then.
    await openScreen(page, `/safety?work=shift:${cover.id}`);
    const onCover = page.getByRole('table', { name: /not be cleared on the day/ });
    await onCover
      .getByRole('row', { name: /Sam Second/ })
      .getByText(/Enhanced disclosure expired/)
      .waitFor();
    expect(await onCover.locator('tbody tr').count()).toBe(1);
    // A team's list (where a change of the team's requirements links): its work, as the
    // server answers it for that team (placement.test checks the server's filter).
    await openScreen(page, '/');
    await openScreen(page, `/safety?work=team:${camp.team_id}`);
    await page.getByText("The people placed on this team's work", { exact: false }).waitFor();
    const ofTeam = (await http(`vetting/?clearance=at_risk&team_id=${camp.team_id}`)).body
      .data as unknown[];
    await expect
      .poll(() =>
        page
          .getByRole('table', { name: /not be cleared on the day/ })
          .locator('tbody tr')
          .count(),
      )
      .toBe(ofTeam.length);
    await context.close();
  });

  it('the volunteer sees their check and when it expires', async () => {
    const context = await contextAt(portal.browser, LOOKS[0]);
    const page = await signIn(context, '/my', DEMO_LOGINS.volunteer);
    const card = page.getByRole('list', { name: 'My checks' });
    await card
      .getByText(
        `Enhanced disclosure: expires ${uk(day(40))}, in 40 days. Please start the renewal`,
      )
      .waitFor();
    await inEachLook(page, async (look) => {
      expect(await runAxe(page), `volunteer home ${look.join(' ')}`).toEqual([]);
      await shotAt(page, 'safety-volunteer-home', look, { fullPage: true });
    });
    // Their shifts say what each needs and how their check stands on the day.
    await page.getByRole('link', { name: 'My shifts' }).first().click();
    const needs = page.getByRole('list', { name: `This work needs: ${CAMP}` });
    await needs
      .getByText(
        `Enhanced disclosure: yours expires ${uk(day(40))}, before this work. Please start the renewal.`,
      )
      .waitFor();
    await inEachLook(page, async (look) => {
      expect(await runAxe(page), `volunteer shifts ${look.join(' ')}`).toEqual([]);
      await shotAt(page, 'safety-volunteer-shifts', look, { fullPage: true });
    });
    // And each opportunity: the demo's youth camp leader starts in two weeks, her check lasts past it.
    await page.getByRole('link', { name: 'Opportunities' }).first().click();
    await page
      .getByRole('list', { name: 'This work needs: Youth camp leader' })
      .getByText(`Enhanced disclosure: yours is valid until ${uk(day(40))}, after this work.`)
      .waitFor();
    expect(await runAxe(page)).toEqual([]);
    await shotAt(page, 'safety-volunteer-opportunities', LOOKS[0], { fullPage: true });
    await context.close();
  });
});
