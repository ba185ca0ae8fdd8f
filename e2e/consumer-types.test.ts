import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packCached, type PackedPackage } from '../scripts/pack.mjs';
import { createConsumer, tsc } from './support/consumer.js';

// Typed data from the packed api-client, as an outside developer gets it: strict
// TypeScript reads the fields of people, shifts, claims and residential
// availability, types each query and body, and refuses a misspelt field. Runs
// against the BUILT package (the test command builds first).

let dir: string;
/** tsc's exit status and output for the one program of good.ts and the misspelt files. */
let status: number | null = null;
let output = '';

/** Reads typed fields; compiles with no error. */
const GOOD = `
import { createClient } from '@volunteerkit/api-client';
import { usersApi } from '@volunteerkit/api-client/areas';
import { createHttpClient } from '@volunteerkit/api-client/http';
import type { Claim, Notification, ResidentialAvailability, ResidentialBooking, Shift, User, UserInput } from '@volunteerkit/api-client/models';

const client = createClient({ baseURL: 'https://org.example/api/' });

export async function read(): Promise<string[]> {
  const people = await client.users.list({ per_page: 25, sort: 'last_name', filter: { status: 'active' } });
  const person: User | undefined = people.data[0];
  const lines = people.data.map((u) => \`\${u.first_name ?? ''} \${u.last_name ?? ''} <\${u.email}>\`);
  const status: 'active' | 'applicant' | 'inactive' | 'leaver' | 'blocked' | 'locked' | undefined = person?.status;
  const teams: number[] | undefined = person?.team_ids;
  const page: number = people.meta.pagination.current_page;

  const shift: Shift = (await client.shifts.show(7)).data;
  const title: string = shift.title;
  const places: number = shift.places;
  const onShift: number[] = shift.assignments.map((a) => a.user_id);
  const mine = await client.shifts.listAll({ user_id: 12, from: '2030-01-01' });
  await client.shifts.update(shift.id, { sign_up: true });
  await client.shifts.update(shift.id, { cancel_place: true, cancel_reason: 'Ill' });

  const claims: Claim[] = await client.claims.listAll({ filter: { status: 'pending' }, sort: '-submitted_at' });
  const total: number = claims.reduce((sum, c) => sum + c.amount, 0);
  const kinds: (string | undefined)[] = claims.map((c) => c.expense_type);

  const rooms = await client.residentialAvailability.list({ from: '2030-01-01', to: '2030-01-31' });
  const room: ResidentialAvailability | undefined = rooms.data[0];
  const from: string = rooms.window.from;
  const beds: number[] = rooms.data.map((r) => r.beds);
  const closed: (string | null)[] = rooms.data.flatMap((r) => r.unavailable.map((u) => u.reason));
  const booked: string[] = rooms.data.flatMap((r) => r.booked.map((b) => b.starts_on));

  const body: UserInput = { email: 'ann@example.org', first_name: 'Ann', team_ids: [3] };
  const stored: User = (await client.users.store(body)).data;
  await client.users.update(stored.id, { status: 'leaver', leave_date: '2030-02-01' });

  // The reference server's records, and one area alone through /areas.
  const users = usersApi(createHttpClient({ baseURL: 'https://org.example/api/' }));
  const notes: Notification[] = await users.notifications(stored.id).listAll({ unread: 'true' });
  const unread: (string | undefined)[] = notes.filter((n) => n.read === false).map((n) => n.title);
  const stays: ResidentialBooking[] = await client.residentialBookings.listAll({ filter: { team_id: 3 } });
  const nights: (string | null | undefined)[] = stays.map((b) => b.starts_on);
  await client.events.sessions(4).attendees(9).update(stored.id, { status: 'attended' });
  return [String(unread), String(nights), ...lines, String(status), String(teams), String(page), title, String(places), String(onShift),
    String(mine.length), String(total), String(kinds), String(room?.room_name), from, String(beds),
    String(closed), String(booked)];
}
`;

/** One misspelling each; every one must fail to compile, naming the field. */
const MISSPELT: Record<string, [string, string]> = {
  'user.ts': ['frist_name', `(await client.users.show(1)).data.frist_name`],
  'shift.ts': ['titel', `(await client.shifts.show(1)).data.titel`],
  'claim.ts': ['ammount', `(await client.claims.listAll())[0]?.ammount`],
  'room.ts': ['bedz', `(await client.residentialAvailability.list()).data[0]?.bedz`],
  'query.ts': ['form', `await client.residentialAvailability.list({ form: '2030-01-01' })`],
  'body.ts': ['emial', `await client.users.store({ emial: 'ann@example.org' })`],
  'filter.ts': ['stauts', `await client.users.list({ filter: { stauts: 'active' } })`],
  'record.ts': ['guest_nmae', `(await client.residentialBookings.show(1)).data.guest_nmae`],
  'area.ts': ['titel', `(await usersApi(client).notifications(1).show(2)).data.titel`],
};

beforeAll(() => {
  const packed = (packCached() as PackedPackage[]).filter(
    (pkg) => pkg.name === '@volunteerkit/api-client',
  );
  dir = createConsumer(packed, { react: 19 });
  writeFileSync(join(dir, 'good.ts'), GOOD);
  for (const [file, [, expression]] of Object.entries(MISSPELT)) {
    writeFileSync(
      join(dir, file),
      `import { createClient } from '@volunteerkit/api-client';\n` +
        `import { usersApi } from '@volunteerkit/api-client/areas';\n` +
        `const client = createClient({ baseURL: '/api/' });\n` +
        `export const value = async () => ${expression};\n`,
    );
  }
  const config = (files: string[]) =>
    JSON.stringify({
      compilerOptions: {
        module: 'node16',
        moduleResolution: 'node16',
        target: 'es2022',
        lib: ['es2023', 'dom'],
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: [],
      },
      files,
    });
  // One program for the good file and the misspelt ones (one TypeScript start, the
  // packages' types read and checked once): each file is a module, so what one says
  // cannot change how another checks, and every diagnostic names its file.
  writeFileSync(join(dir, 'tsconfig.json'), config(['good.ts', ...Object.keys(MISSPELT)]));
  const result = tsc(dir, 'tsconfig.json');
  status = result.status;
  output = result.stdout + result.stderr;
});

/** tsc's diagnostics, one per entry (a line that does not start with a space begins one). */
const diagnostics = () =>
  output
    .split('\n')
    .filter((line) => line !== '')
    .reduce<string[]>(
      (all, line) =>
        /^\s/.test(line) && all.length > 0
          ? all.slice(0, -1).concat(`${all.at(-1)}\n${line}`)
          : [...all, line],
      [],
    );

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('typed data from the packed api-client', () => {
  test('strict TypeScript reads typed fields of users, shifts, claims and availability', () => {
    // Nothing is said about good.ts, the packages' own types (skipLibCheck: false) or the
    // configuration: every diagnostic is one of a misspelt file's.
    expect(
      diagnostics().filter((d) => !Object.keys(MISSPELT).some((file) => d.startsWith(`${file}(`))),
    ).toEqual([]);
  });

  test('a misspelt field, query parameter or body field does not compile', () => {
    expect(status).not.toBe(0);
    const out = output;
    for (const [file, [name]] of Object.entries(MISSPELT)) {
      const errors = out.split('\n').filter((line) => line.startsWith(`${file}(`));
      expect(errors.join('\n'), file).toMatch(/error TS(2339|2551|2353|2561)/);
      expect(errors.join('\n'), file).toContain(`'${name}'`);
    }
  });
});
