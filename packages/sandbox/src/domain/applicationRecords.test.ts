// An application's references and parental consent are one truth (issue 28):
// the staff board's lists (`/reference`, `/parental-consent`) and the
// applicant's own (under `/users/{id}/applications/{id}/`) show the same
// records, whichever side wrote them; the demo's Val and minor agree on both
// sides; the applicant's copy is read-only for them, withdrawing and documents aside.
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  DEMO_LOGINS,
  digest,
  json,
  loginAs,
  target,
  userId,
  type Target,
} from '../attack/support.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers, read field by field
type Rec = Record<string, any>;
let s: Target;
let coordinator: string;

beforeAll(async () => {
  s = await target();
  coordinator = await loginAs(s, DEMO_LOGINS.coordinator);
});
afterAll(() => s.cleanup());

const rows = async (path: string, token: string): Promise<Rec[]> => {
  const res = await s.api(path, { token });
  expect(res.status, path).toBe(200);
  return (await json(res)).data as Rec[];
};

/** The applicant's application named `name`, with its pipeline id. */
async function applicationOf(email: string, name: string): Promise<{ own: Rec; path: string }> {
  const id = userId(s.db, email);
  const own = (await rows(`/users/${id}/applications/?per_page=100`, coordinator)).find(
    (a) => a.name === name,
  )!;
  expect(own.application_id).toEqual(expect.any(Number));
  return { own, path: `/users/${id}/applications/${own.id}` };
}

/** What the board lists for a pipeline application, and what its applicant's side lists. */
async function bothSides(
  kind: 'reference' | 'parental-consent',
  own: Rec,
  path: string,
): Promise<{ board: Rec[]; mine: Rec[] }> {
  const board = (await rows(`/${kind}?per_page=500`, coordinator)).filter(
    (r) => r.application_id === own.application_id,
  );
  const sub = kind === 'reference' ? 'references' : 'parental-consent';
  const mine = await rows(`${path}/${sub}/?per_page=100`, coordinator);
  return { board, mine };
}

const statuses = (list: Rec[]) => list.map((r) => String(r.status)).sort();

test("Val's seeded references agree: 1 of 2 received on the board and on her record", async () => {
  const { own, path } = await applicationOf(DEMO_LOGINS.volunteer, 'Residential volunteers');
  const { board, mine } = await bothSides('reference', own, path);
  expect(statuses(mine)).toEqual(['received', 'requested']);
  expect(statuses(board)).toEqual(statuses(mine));
  expect(board.map((r) => r.own_id).sort()).toEqual(mine.map((r) => r.id).sort());
});

test("the minor's seeded references and parental consent agree on both sides", async () => {
  const { own, path } = await applicationOf(DEMO_LOGINS.minor, 'Young rangers summer week');
  const refs = await bothSides('reference', own, path);
  expect(statuses(refs.mine)).toEqual(['received', 'requested']);
  expect(statuses(refs.board)).toEqual(statuses(refs.mine));
  const consent = await bothSides('parental-consent', own, path);
  expect(statuses(consent.mine)).toEqual(['requested']);
  expect(statuses(consent.board)).toEqual(['requested']);
});

test('a reference received on the board shows on the applicant side, and back', async () => {
  const { own, path } = await applicationOf(DEMO_LOGINS.volunteer, 'Residential volunteers');
  const before = await bothSides('reference', own, path);
  const awaited = before.board.find((r) => r.status === 'requested')!;
  const put = await s.api(`/reference/${awaited.id}`, {
    method: 'PUT',
    token: coordinator,
    json: { status: 'received', received_at: '2026-01-02T10:00:00.000Z' },
  });
  expect(put.status).toBe(200);
  let after = await bothSides('reference', own, path);
  expect(statuses(after.mine)).toEqual(['received', 'received']);
  expect(after.mine.find((r) => r.id === awaited.own_id)?.received_at).toBe(
    '2026-01-02T10:00:00.000Z',
  );

  // Staff ask for a third reference on the board: it is on the applicant's list too.
  const asked = await s.api('/reference', {
    method: 'POST',
    token: coordinator,
    json: { application_id: own.application_id, referee_name: 'Shona Bell', status: 'requested' },
  });
  expect(asked.status).toBe(201);
  const stored = (await json(asked)).data as Rec;
  // The answer is what is stored, with its twin's id and current etag.
  const shown = await s.api(`/reference/${stored.id}`, { token: coordinator });
  expect((await json(shown)).data).toEqual(stored);
  after = await bothSides('reference', own, path);
  expect(after.mine.find((r) => r.id === stored.own_id)).toMatchObject({
    referee_name: 'Shona Bell',
    status: 'requested',
  });

  // Written on the applicant's side (staff through the person's record): the board follows.
  const viaUser = await s.api(`${path}/references/${stored.own_id}`, {
    method: 'PUT',
    token: coordinator,
    json: { status: 'received' },
  });
  expect(viaUser.status).toBe(200);
  after = await bothSides('reference', own, path);
  expect(after.board.find((r) => r.id === stored.id)?.status).toBe('received');

  // Deleted on the board: gone from both.
  const del = await s.api(`/reference/${stored.id}`, { method: 'DELETE', token: coordinator });
  expect(del.status).toBe(204);
  after = await bothSides('reference', own, path);
  expect(after.board.some((r) => r.id === stored.id)).toBe(false);
  expect(after.mine.some((r) => r.id === stored.own_id)).toBe(false);
});

test("a guardian's consent on the minor's application shows on the board", async () => {
  const guardian = await loginAs(s, DEMO_LOGINS.guardian);
  const { own, path } = await applicationOf(DEMO_LOGINS.minor, 'Young rangers summer week');
  const [consent] = await rows(`${path}/parental-consent/`, guardian);
  const put = await s.api(`${path}/parental-consent/${consent!.id}`, {
    method: 'PUT',
    token: guardian,
    json: { status: 'given', note: 'Happy for Ewan to go.' },
  });
  expect(put.status).toBe(200);
  const { board } = await bothSides('parental-consent', own, path);
  expect(board).toHaveLength(1);
  expect(board[0]).toMatchObject({
    status: 'given',
    own_id: consent!.id,
    note: 'Happy for Ewan to go.',
  });
});

test("the applicant's copy is read-only for them but for withdrawing; documents they may still upload", async () => {
  const val = await loginAs(s, DEMO_LOGINS.volunteer);
  const { own, path } = await applicationOf(DEMO_LOGINS.volunteer, 'Residential volunteers');
  const before = digest(s.db);
  const refused = [
    await s.api(path, { method: 'PUT', token: val, json: { stage: 'offered' } }),
    await s.api(path, { method: 'DELETE', token: val }),
    await s.api(`/users/${own.user_id ?? userId(s.db, DEMO_LOGINS.volunteer)}/applications/`, {
      method: 'POST',
      token: val,
      json: { name: 'Made up', stage: 'offered', status: 'accepted' },
    }),
    await s.api(`${path}/references/`, {
      method: 'POST',
      token: val,
      json: { referee_name: 'My friend', status: 'received' },
    }),
  ];
  // Nor may they record a reference for themself on the board's list.
  refused.push(
    await s.api('/reference', {
      method: 'POST',
      token: val,
      json: { application_id: own.application_id, referee_name: 'Me', status: 'received' },
    }),
  );
  // A change of their own copy other than withdrawing is a 422 naming the field
  // (domain/withdrawApplication.ts); the rest is not theirs to write.
  expect(refused.map((r) => r.status)).toEqual([422, 403, 403, 403, 403]);
  expect(digest(s.db)).toBe(before);
  expect((await s.api(path, { token: val })).status).toBe(200);

  const form = new FormData();
  form.append('name', 'Reference letter');
  form.append('file', new Blob(['%PDF-1.4 letter'], { type: 'application/pdf' }), 'letter.pdf');
  const upload = await s.api(`${path}/documents/`, { method: 'POST', token: val, body: form });
  expect(upload.status).toBe(201);
  const docs = await rows(`${path}/documents/`, val);
  expect(docs.some((d) => d.name === 'Reference letter')).toBe(true);
});
