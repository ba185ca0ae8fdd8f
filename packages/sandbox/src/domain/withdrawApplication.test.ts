// An applicant withdraws their own open application: the pipeline's record
// closes as withdrawn (history says so) and their copy follows; anything else
// on the copy is refused and leaves the data untouched, and nobody else may
// write there (staff close applications on the recruitment board).
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  asPerson,
  type callerAs,
  DEMO_LOGINS,
  digest,
  target,
  type Target,
} from '../attack/support.js';
import { SECOND_VOLUNTEER } from '../seed/volunteerDemo.js';
import { WITHDRAW_REASON_MAX } from './withdrawApplication.js';

let s: Target;
let val: ReturnType<typeof callerAs>;
let coordinator: ReturnType<typeof callerAs>;
let sam: ReturnType<typeof callerAs>;
let valId: number;
let own: { id: number; application_id: number };

beforeAll(async () => {
  s = await target();
  ({ call: val, id: valId } = await asPerson(s, DEMO_LOGINS.volunteer));
  ({ call: coordinator } = await asPerson(s, DEMO_LOGINS.coordinator));
  ({ call: sam } = await asPerson(s, SECOND_VOLUNTEER));
  const list = await val('/opportunities/?per_page=200');
  const trail = (list.body.data as { id: number; display_name: string }[]).find(
    (o) => o.display_name === 'Trail team volunteer',
  )!;
  const applied = await val(`/opportunities/${trail.id}/apply/`, 'POST', {
    motivation: 'I love mending paths.',
  });
  expect(applied.status).toBe(201);
  own = applied.body.data as typeof own;
}, 60_000);
afterAll(() => s.cleanup());

const path = () => `/users/${valId}/applications/${own.id}`;

async function refusedUntouched(
  call: () => Promise<{ status: number; body: Record<string, unknown> }>,
  status: number,
) {
  const before = digest(s.db);
  const res = await call();
  expect(res.status).toBe(status);
  expect(digest(s.db)).toBe(before);
  return res.body;
}

test('anything but a withdrawal is refused with field errors, and nothing changes', async () => {
  const cases: [Record<string, unknown>, string, number?][] = [
    // The field guard answers 403 for a status or owner an applicant may never set.
    [{ status: 'accepted' }, 'status', 403],
    [{ status: 'withdrawn', user_id: 1 }, 'user_id', 403],
    [{}, 'status'],
    [{ status: 'withdrawn', stage: 'offered' }, 'stage'],
    [{ status: 'withdrawn', withdraw_reason: 42 }, 'withdraw_reason'],
    [
      { status: 'withdrawn', withdraw_reason: 'x'.repeat(WITHDRAW_REASON_MAX + 1) },
      'withdraw_reason',
    ],
  ];
  for (const [body, field, status] of cases) {
    const answer = await refusedUntouched(() => val(path(), 'PUT', body), status ?? 422);
    expect(Object.keys((answer.errors ?? {}) as object)).toContain(field);
  }
});

test("nobody but the applicant may write the applicant's copy", async () => {
  await refusedUntouched(() => coordinator(path(), 'PUT', { status: 'withdrawn' }), 403);
  await refusedUntouched(() => sam(path(), 'PUT', { status: 'withdrawn' }), 403);
  await refusedUntouched(
    () =>
      coordinator(`/users/${valId}/applications/`, 'POST', { name: 'Made up', status: 'pending' }),
    403,
  );
});

test('Val withdraws: the board and her own list both read withdrawn, once', async () => {
  const res = await val(path(), 'PUT', {
    status: 'withdrawn',
    withdraw_reason: ' Exams this term ',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.data).toMatchObject({ id: own.id, status: 'withdrawn' });

  const mine = await val(path());
  expect(mine.body.data).toMatchObject({ status: 'withdrawn', closed_at: expect.any(String) });
  const board = await coordinator(`/applications/${own.application_id}`);
  expect(board.body.data).toMatchObject({
    status: 'withdrawn',
    withdraw_reason: 'Exams this term',
    closed_at: expect.any(String),
  });
  const history = board.body.data.history as Record<string, unknown>[];
  expect(history.at(-1)).toMatchObject({
    action: 'status',
    from: 'pending',
    to: 'withdrawn',
    user_id: valId,
    by: 'applicant',
  });

  // Closed now: a second withdrawal is a 409 and changes nothing.
  const again = await refusedUntouched(() => val(path(), 'PUT', { status: 'withdrawn' }), 409);
  expect(again.code).toBe('application_closed');
});
