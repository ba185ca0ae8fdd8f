// Applying with the documents an opportunity's form asks for (issue 28): the
// form lists them; an application without a required document, or with a
// file of the wrong type, is refused and writes nothing; one with the
// document stores the application and its document in one go.
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

let s: Target;
let val: string;
let valId: number;
let wildlife: number;

beforeAll(async () => {
  s = await target();
  val = await loginAs(s, DEMO_LOGINS.volunteer);
  valId = userId(s.db, DEMO_LOGINS.volunteer);
  const list = await json(await s.api('/opportunities/?per_page=200', { token: val }));
  wildlife = (list.data as { id: number; display_name: string }[]).find(
    (o) => o.display_name === 'Wildlife survey helper',
  )!.id;
});
afterAll(() => s.cleanup());

function form(files: [string, string, string][]): FormData {
  const f = new FormData();
  f.set('motivation', 'I count birds already.');
  for (const [field, name, type] of files)
    f.append(field, new Blob(['%PDF-1.4 test'], { type }), name);
  return f;
}

test('the form lists its documents; a missing or wrong document is refused and writes nothing', async () => {
  const shown = await json(
    await s.api(`/opportunities/${wildlife}/application-form/`, { token: val }),
  );
  expect(shown.data.documents).toEqual([
    { key: 'id_document', label: 'Proof of identity', required: true },
    { key: 'survey_record', label: 'A past survey record', required: false },
  ]);
  const before = digest(s.db);
  const missing = await s.api(`/opportunities/${wildlife}/apply/`, {
    method: 'POST',
    token: val,
    body: form([]),
  });
  expect(missing.status).toBe(422);
  expect((await json(missing)).errors.id_document[0]).toBe('Attach proof of identity.');
  const wrong = await s.api(`/opportunities/${wildlife}/apply/`, {
    method: 'POST',
    token: val,
    body: form([['id_document', 'id.exe', 'application/x-msdownload']]),
  });
  expect(wrong.status).toBe(422);
  expect((await json(wrong)).errors.id_document[0]).toMatch(/not a PDF, JPEG or PNG/);
  expect(digest(s.db)).toBe(before);
});

test('an application with its document stores both; the applicant reads the document back', async () => {
  const res = await s.api(`/opportunities/${wildlife}/apply/`, {
    method: 'POST',
    token: val,
    body: form([['id_document', 'passport.pdf', 'application/pdf']]),
  });
  expect(res.status).toBe(201);
  const app = (await json(res)).data as { id: number; stage: string; documents_received: number };
  expect(app).toMatchObject({ stage: 'applied', documents_received: 1 });
  const docs = await json(
    await s.api(`/users/${valId}/applications/${app.id}/documents/`, { token: val }),
  );
  expect(docs.data).toHaveLength(1);
  expect(docs.data[0]).toMatchObject({
    key: 'id_document',
    name: 'Proof of identity',
    file_name: 'passport.pdf',
  });
  const file = await s.api(new URL(docs.data[0].url as string).pathname.replace(/^\/api/, ''), {
    token: val,
  });
  expect(file.status).toBe(200);
});
