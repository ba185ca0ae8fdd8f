import { expect, test } from 'vitest';
import { openDb } from '../store/db.js';
import { DEMO_LOGINS, SeedContext } from './context.js';
import { DEMO_PEOPLE_COUNT, seedDemo } from './demo.js';
import { BASE_TOWNS, nearestBase } from './places.js';
import { seasonalEventName } from './activity.js';
import { day } from './people.js';
import { distanceKm } from '../geo/distance.js';

function seeded(anchor: string) {
  const db = openDb(':memory:');
  db.transaction(() => seedDemo(new SeedContext(db), anchor))();
  return db;
}

const digest = (db: ReturnType<typeof openDb>) =>
  db
    .prepare(
      `SELECT COUNT(*) AS n, SUM(length(data)) AS bytes, group_concat(id || ':' || length(data), ',') AS shape FROM records`,
    )
    .get();

test('the demo seed is deterministic for a given day and fills a living organisation', () => {
  const a = seeded('2026-03-02');
  const b = seeded('2026-03-02');
  expect(digest(a)).toEqual(digest(b));
  const one = (sql: string) => (a.prepare(sql).get() as { n: number }).n;
  const count = (c: string) => one(`SELECT COUNT(*) AS n FROM records WHERE collection = '${c}'`);
  expect(count('users')).toBeGreaterThanOrEqual(DEMO_PEOPLE_COUNT);
  expect(count('organisation.teams')).toBe(40);
  // 18 months of shifts behind the anchor day, and some ahead of it.
  expect(
    one(
      `SELECT COUNT(*) AS n FROM records WHERE collection = 'shifts' AND json_extract(data, '$.start') < '2024-10-01'`,
    ),
  ).toBeGreaterThan(0);
  expect(
    one(
      `SELECT COUNT(*) AS n FROM records WHERE collection = 'shifts' AND json_extract(data, '$.start') > '2026-03-03'`,
    ),
  ).toBeGreaterThan(50);
  for (const c of [
    'claims',
    'applications',
    'tasks',
    'events',
    'users.inductions',
    'dashboard.recentActions',
  ])
    expect(count(c), c).toBeGreaterThan(0);
  // Only the demo logins and the second volunteer of seed/volunteerDemo.ts have credentials.
  expect(one('SELECT COUNT(*) AS n FROM credentials')).toBe(Object.keys(DEMO_LOGINS).length + 1);
  a.close();
  b.close();
});

test('demo adverts belong to the nearest base', () => {
  const bases = ['Keswick base', 'Pitlochry base', 'Bakewell base', 'Skye base'];
  expect(nearestBase('Keswick', bases)).toBe('Keswick base');
  expect(nearestBase('Aberfeldy', bases)).toBe('Pitlochry base');
  expect(nearestBase('Castleton', bases)).toBe('Bakewell base');
  // Nowhere near a base (or not a demo place): none.
  expect(nearestBase('Limoges', bases)).toBeUndefined();
  expect(nearestBase('Atlantis', bases)).toBeUndefined();
});

test("demo adverts' dates follow the anchor day: advertised before it, most with dates to come", () => {
  for (const anchor of ['2026-03-02', '2031-11-27']) {
    const adverts = (
      seeded(anchor)
        .prepare(`SELECT data FROM records WHERE collection = 'residentialOpportunities'`)
        .all() as { data: string }[]
    ).map(
      (r) =>
        JSON.parse(r.data) as {
          date_advertised: string;
          available_timeslots: { start: string; end: string }[];
        },
    );
    expect(adverts.length).toBeGreaterThan(100);
    for (const a of adverts) {
      expect(a.date_advertised <= anchor, anchor).toBe(true);
      for (const slot of a.available_timeslots) expect(slot.start > anchor, anchor).toBe(true);
    }
    // About one in ten is full (no timeslots); every other one has dates to come.
    const open = adverts.filter((a) => a.available_timeslots.length > 0).length;
    expect(open / adverts.length, anchor).toBeGreaterThan(0.8);
  }
});

test("the team leader's tasks go to people of the leader's teams, so the board reads names", () => {
  const db = seeded('2026-03-02');
  const rows = (collection: string) =>
    (
      db.prepare(`SELECT id, data FROM records WHERE collection = ?`).all(collection) as {
        id: number;
        data: string;
      }[]
    ).map((r): Record<string, unknown> & { id: number } => ({
      ...(JSON.parse(r.data) as Record<string, unknown>),
      id: r.id,
    }));
  const users = rows('users');
  const leader = users.find((u) => u.email === DEMO_LOGINS.teamLeader)!;
  const led = (leader.led_team_ids as number[]).map(Number);
  const teamsOf = new Map(users.map((u) => [u.id, ((u.team_ids as number[]) ?? []).map(Number)]));
  const theirs = rows('tasks').filter(
    (t) => led.includes(Number(t.team_id)) && t.assignee_id != null,
  );
  expect(theirs.length).toBeGreaterThan(0);
  for (const task of theirs)
    expect(teamsOf.get(Number(task.assignee_id)), `task ${task.id}`).toContain(
      Number(task.team_id),
    );
});

test('demo data reads true: adverts where their base is, stays changeover to changeover, seasons and months in words', () => {
  const db = seeded('2026-12-07');
  const rows = (collection: string) =>
    (
      db
        .prepare(`SELECT id, scope, data FROM records WHERE collection = ? ORDER BY id`)
        .all(collection) as { id: number; scope: string; data: string }[]
    ).map((r): Record<string, unknown> & { id: number; scope: string } => ({
      ...(JSON.parse(r.data) as Record<string, unknown>),
      id: r.id,
      scope: r.scope,
    }));
  const teams = new Map(rows('organisation.teams').map((t) => [t.id, String(t.name)]));
  // Every advert is at its base's town or within 150 km of it (no Dorking camp run from Fort William).
  const towns = new Map(Object.entries(BASE_TOWNS));
  for (const advert of rows('residentialOpportunities')) {
    const base = teams.get(Number(advert.team_id))!;
    const place = String(advert.display_name).replace(/^.* in /, '');
    const [lat, lon] = [Number(advert.lat), Number(advert.lon)];
    const [, , , baseLat, baseLon] = towns.get(base)!;
    expect(
      distanceKm(lat, lon, baseLat, baseLon),
      `${String(advert.display_name)} run from ${base}`,
    ).toBeLessThanOrEqual(150);
    expect(String(advert.short_advert)).toContain(`Based near ${place}`);
  }
  // Every seeded stay, Val's included, runs from a changeover day to the next and never across one.
  const changeovers = new Map<number, number[]>();
  for (const c of rows('organisation.teams.changeoverDays')) {
    const team = Number(/teamId=(\d+)/.exec(c.scope)?.[1]);
    changeovers.set(team, [...(changeovers.get(team) ?? []), Number(c.weekday)]);
  }
  const weekday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();
  const stays = rows('residentialBookings');
  expect(stays.some((b) => b.guest_name === 'Val Volunteer')).toBe(true);
  for (const b of stays) {
    const days = changeovers.get(Number(b.team_id)) ?? [];
    const [from, to] = [String(b.starts_on), String(b.ends_on)];
    const what = `${String(b.guest_name)} ${from}–${to}`;
    expect(days, what).toContain(weekday(from));
    expect(days, what).toContain(weekday(to));
    for (let d = day(from, 1); d < to; d = day(d, 1)) expect(days, what).not.toContain(weekday(d));
  }
  // Names never carry an ISO month, and an event's name fits its season.
  for (const r of db
    .prepare(
      `SELECT json_extract(data, '$.name') AS n, json_extract(data, '$.title') AS t, json_extract(data, '$.display_name') AS d FROM records`,
    )
    .all() as { n: unknown; t: unknown; d: unknown }[])
    for (const name of [r.n, r.t, r.d])
      if (typeof name === 'string') expect(name).not.toMatch(/\b\d{4}-\d{2}\b/);
  for (const e of rows('events')) {
    const month = Number(String(e.start).slice(5, 7));
    if (String(e.name).startsWith('Winter'))
      expect([11, 12, 1, 2], String(e.name)).toContain(month);
    if (String(e.name).startsWith('Summer')) expect([6, 7, 8], String(e.name)).toContain(month);
  }
  expect(seasonalEventName('Winter tree planting', 7)).toBe('Summer fair stewarding');
});

test("the demo's board applications and notifications name what they are about (issue 45)", () => {
  const db = seeded('2026-12-07');
  const rows = (sql: string) =>
    (db.prepare(sql).all() as { data: string; scope: string }[]).map(
      (r): Record<string, unknown> => ({ ...(JSON.parse(r.data) as object), scope: r.scope }),
    );
  // Every application on the board names what was applied for, and the applicant has their copy.
  const board = rows(`SELECT data, scope FROM records WHERE collection = 'applications'`);
  const copies = rows(`SELECT data, scope FROM records WHERE collection = 'users.applications'`);
  expect(board.length).toBeGreaterThan(50);
  for (const app of board) expect(app.name, JSON.stringify(app)).toEqual(expect.any(String));
  const linked = new Set(copies.map((c) => c.application_id));
  const ids = db.prepare(`SELECT id FROM records WHERE collection = 'applications'`).all() as {
    id: number;
  }[];
  for (const { id } of ids) expect(linked.has(id), `application ${id}`).toBe(true);
  // Val's and the administrator's notifications each have a kind and a link; none is vague.
  const users = rows(`SELECT data, id AS scope FROM records WHERE collection = 'users'`);
  for (const email of [DEMO_LOGINS.volunteer, DEMO_LOGINS.admin]) {
    const id = String(users.find((u) => u.email === email)!.scope);
    const mine = rows(
      `SELECT data, scope FROM records WHERE collection = 'users.notifications' AND scope = 'userId=${id}'`,
    );
    expect(mine.length).toBeGreaterThanOrEqual(4);
    for (const n of mine) {
      expect(n.body).not.toBe('Open VolunteerKit for details.');
      expect(n.kind).toEqual(expect.any(String));
      expect(String(n.link)).toMatch(/^\/[a-z]/);
    }
  }
});
