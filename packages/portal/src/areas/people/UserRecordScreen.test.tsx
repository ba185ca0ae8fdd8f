import { fireEvent, render, screen, within } from '@testing-library/react';
import type { HttpClient, RequestOptions } from '@volunteerkit/api-client';
import { listPage, Harness } from '../../registry/screens/testSupport.js';
import { embeddedSubNotes } from './SubNotes.js';
import UserRecordScreen from './UserRecordScreen.js';

/**
 * A fake server for user 7's notes. `embed`: the note record carries its
 * sub-notes (`sub_notes`); otherwise it has none (as the sandbox, where the
 * catalogue only allows storing sub-notes). Note 6's list row embeds its own.
 */
function notesServer({
  embed,
  failFirstShow = false,
}: {
  embed: boolean;
  failFirstShow?: boolean;
}) {
  const calls: RequestOptions[] = [];
  const stored: Record<string, unknown>[] = [];
  let failed = false;
  const http: HttpClient = {
    request<T>(options: RequestOptions): Promise<T> {
      calls.push(options);
      const p = options.path.replace(/^\//, '');
      const reply = (body: unknown) => Promise.resolve(body as T);
      if (options.method === 'POST' && p === 'users/7/notes/5/sub-notes') {
        const record = {
          id: 100 + stored.length,
          ...(options.body as object),
          created_at: '2026-02-01T10:00:00Z',
        };
        stored.push(record);
        return reply({ data: record });
      }
      if (p === 'users/7')
        return reply({ data: { id: 7, first_name: 'Val', last_name: 'Volunteer' } });
      if (p === 'users/7/notes/')
        return reply(
          listPage([
            { id: 5, content: 'First note' },
            {
              id: 6,
              content: 'Second note',
              sub_notes: { data: [{ id: 1, content: 'Sent with the list' }] },
            },
          ]),
        );
      if (p === 'users/7/notes/5') {
        if (failFirstShow && !failed) {
          failed = true;
          return Promise.reject(Object.assign(new Error('Notes are down.'), { status: 500 }));
        }
        return reply({
          data: { id: 5, content: 'First note', ...(embed ? { sub_notes: [...stored] } : {}) },
        });
      }
      return reply(listPage([]));
    },
    cancel() {},
    cancelAll() {},
  };
  return { http, calls, stored };
}

const shows = (calls: RequestOptions[], id: number) =>
  calls.filter((c) => c.method === 'GET' && c.path.replace(/^\//, '') === `users/7/notes/${id}`)
    .length;

function renderNotes(http: HttpClient) {
  render(
    <Harness path="/people/7/notes" route="/people/:userId/:section" http={http}>
      <UserRecordScreen />
    </Harness>,
  );
}

async function addSubNote(noteId: number, text: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Add sub-note to ${noteId}` }));
  fireEvent.change(screen.getByLabelText(/^Content/), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Add sub-note' }));
}

describe("a user's notes with their sub-notes", () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the sub-notes a note carries, and a new one after adding it (server embeds them)', async () => {
    const { http, calls } = notesServer({ embed: true });
    renderNotes(http);
    expect(await screen.findByText('Loading sub-notes…')).toBeTruthy();
    // Note 6's row carries its sub-notes: shown without reading the note.
    const six = await screen.findByRole('list', { name: 'Sub-notes of note 6' });
    expect(within(six).getByText('Sent with the list')).toBeTruthy();
    expect(shows(calls, 6)).toBe(0);
    // Note 5's record has none yet.
    expect(await screen.findByText('No sub-notes yet.')).toBeTruthy();
    expect(shows(calls, 5)).toBe(1);

    await addSubNote(5, 'Called back on Tuesday');
    const five = await screen.findByRole('list', { name: 'Sub-notes of note 5' });
    expect(within(five).getByText('Called back on Tuesday')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path.replace(/^\//, '')).toBe('users/7/notes/5/sub-notes');
    expect(post.body).toEqual({ content: 'Called back on Tuesday' });
    // The note is read again, and the sub-note it now carries is listed once.
    expect(shows(calls, 5)).toBe(2);
    expect(await within(five).findByText('01/02/2026 10:00')).toBeTruthy();
    expect(within(five).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByLabelText(/^Content/)).toBeNull();
  });

  it('shows a sub-note added here even when the server does not embed them, and says the record has none', async () => {
    const { http } = notesServer({ embed: false });
    renderNotes(http);
    expect(await screen.findByText('No sub-notes in this note’s record.')).toBeTruthy();
    await addSubNote(5, 'Left a voicemail');
    const five = await screen.findByRole('list', { name: 'Sub-notes of note 5' });
    expect(within(five).getByText('Left a voicemail')).toBeTruthy();
    expect(within(five).getByText(/added now/)).toBeTruthy();
  });

  it('shows an error with a retry when the note cannot be read', async () => {
    const { http, calls } = notesServer({ embed: true, failFirstShow: true });
    renderNotes(http);
    expect(await screen.findByText(/The service had a problem/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No sub-notes yet.')).toBeTruthy();
    expect(shows(calls, 5)).toBe(2);
  });

  it('validates the sub-note before sending it', async () => {
    const { http, calls } = notesServer({ embed: true });
    renderNotes(http);
    fireEvent.click(await screen.findByRole('button', { name: 'Add sub-note to 5' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add sub-note' }));
    expect(screen.getByText('Content is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('embeddedSubNotes', () => {
  it('reads an array or an include-style { data } and tells "none embedded" from "empty"', () => {
    expect(embeddedSubNotes({ sub_notes: [{ id: 1 }, 'junk', null] })).toEqual([{ id: 1 }]);
    expect(embeddedSubNotes({ subNotes: { data: [{ id: 2 }] } })).toEqual([{ id: 2 }]);
    expect(embeddedSubNotes({ sub_notes: [] })).toEqual([]);
    expect(embeddedSubNotes({ id: 5 })).toBeUndefined();
    expect(embeddedSubNotes({ sub_notes: 'nope' })).toBeUndefined();
    expect(embeddedSubNotes(null)).toBeUndefined();
  });
});
