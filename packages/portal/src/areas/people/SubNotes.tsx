import { useState } from 'react';
import { useFormatValue } from '../../app/hooks.js';
import { Empty, ErrorState, Loading, errorMessage } from '../../app/states.js';
import { useServices } from '../../app/services.js';
import { useNotify } from '../../app/ui/toast.js';
import { useRequest } from '../../app/useRequest.js';
import { isRecord, normaliseRecord, type AnyRecord } from '../../registry/infer.js';
import type { FieldSpec } from '../../registry/overrides.js';
import { childParams, type ResourceDef } from '../../registry/registry.js';
import { collectionPath, recordPath } from '../../registry/requests.js';
import { RecordForm } from '../../registry/screens/RecordForm.js';

/**
 * The fields of a note record that may carry its sub-notes: the catalogue
 * only allows storing sub-notes (`POST /users/{userId}/notes/{noteId}/sub-notes`,
 * no list), so the portal shows those a server embeds in the note, as an
 * array or as an `include`-style `{ data: [...] }`.
 */
export const EMBEDDED_SUB_NOTE_FIELDS = ['sub_notes', 'subNotes', 'sub-notes'] as const;

/**
 * The sub-notes embedded in a note record: their rows, or `undefined` when the
 * record carries none of the fields (the server does not embed them).
 */
export function embeddedSubNotes(note: AnyRecord | null | undefined): AnyRecord[] | undefined {
  if (!note) return undefined;
  for (const field of EMBEDDED_SUB_NOTE_FIELDS) {
    const value = note[field];
    if (Array.isArray(value)) return value.filter(isRecord);
    if (isRecord(value) && Array.isArray(value.data)) return value.data.filter(isRecord);
  }
  return undefined;
}

const TEXT_FIELDS = ['content', 'body', 'text', 'note', 'description', 'title', 'name'];

function subNoteText(row: AnyRecord): string {
  for (const f of TEXT_FIELDS) {
    const v = row[f];
    if (typeof v === 'string' && v.trim()) return v;
  }
  return row.id !== undefined ? `Sub-note #${String(row.id)}` : 'Sub-note';
}

function idOf(row: AnyRecord): string | undefined {
  return typeof row.id === 'string' || typeof row.id === 'number' ? String(row.id) : undefined;
}

const DEFAULT_FIELDS: FieldSpec[] = [
  { name: 'content', type: 'textarea', rules: 'required|max:5000' },
];

/**
 * A note's sub-notes, under the note in the user's record: those embedded in
 * the note row, else in the note record (read when the row has none), plus
 * those added here since the screen opened (from the server's answer to the
 * store). "Add sub-note" opens an inline form validated like every form.
 */
export function SubNotes({
  notes,
  sub,
  userId,
  noteId,
  row,
}: {
  /** The notes resource (`/users/{userId}/notes/`). */
  notes: ResourceDef;
  /** The sub-notes resource (`/users/{userId}/notes/{noteId}/sub-notes`). */
  sub: ResourceDef;
  userId: string;
  noteId: string;
  /** The note as its list sent it. */
  row: AnyRecord;
}) {
  const { http } = useServices();
  const notify = useNotify();
  const format = useFormatValue();
  const parentParams = { [notes.parentParam ?? 'userId']: userId };
  const fromRow = embeddedSubNotes(row);
  // The list row has no sub-notes: read the note record, which may embed them.
  const readRecord = fromRow === undefined && notes.screens.has('show');
  const record = useRequest<unknown>(
    readRecord
      ? {
          method: 'GET',
          path: recordPath(notes, parentParams, noteId, 'show'),
          template: notes.path,
        }
      : null,
    `sub-notes:${userId}:${noteId}`,
  );
  const [added, setAdded] = useState<AnyRecord[]>([]);
  const [adding, setAdding] = useState(false);
  const [saveState, setSaveState] = useState<0 | 1 | 2>(0);
  const [error, setError] = useState<unknown>(null);

  const fromServer =
    fromRow ??
    (record.status === 'success' ? embeddedSubNotes(normaliseRecord(record.data)) : undefined);
  const serverIds = new Set((fromServer ?? []).map(idOf).filter(Boolean));
  const justAdded = added.filter((a) => {
    const id = idOf(a);
    return !id || !serverIds.has(id);
  });
  const rows = [...(fromServer ?? []), ...justAdded];
  const headingId = `sub-notes-${noteId}`;
  const canAdd = sub.screens.has('create');
  const fields = sub.overrides.fields ?? DEFAULT_FIELDS;

  const body =
    readRecord && record.status === 'loading' ? (
      <Loading label="Loading sub-notes…" />
    ) : readRecord && record.status === 'error' ? (
      <ErrorState error={record.error} onRetry={record.reload} />
    ) : rows.length === 0 ? (
      <Empty>
        {fromServer === undefined ? 'No sub-notes in this note’s record.' : 'No sub-notes yet.'}
      </Empty>
    ) : (
      <ul className="vkp-sub-notes" aria-labelledby={headingId}>
        {rows.map((r, i) => {
          const when = r.created_at ?? r.updated_at;
          return (
            <li key={idOf(r) ?? `row-${i}`}>
              <p className="vkp-sub-note-text">{subNoteText(r)}</p>
              {when !== undefined || justAdded.includes(r) ? (
                <p className="vkp-sub-note-meta">
                  {when !== undefined ? format(when) : null}
                  {justAdded.includes(r)
                    ? when !== undefined
                      ? ' · added now'
                      : 'Added now'
                    : null}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    );

  return (
    <section className="vkp-sub-notes-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="vkp-sub-heading">
        Sub-notes<span className="vkp-visually-hidden"> of note {noteId}</span>
      </h3>
      {body}
      {canAdd ? (
        adding ? (
          <div className="vkp-inline-form">
            <RecordForm
              draftKey={`${sub.key}:${userId}:${noteId}:create`}
              fields={fields}
              initial={null}
              saveState={saveState}
              submitLabel="Add sub-note"
              error={error}
              onSubmit={async (values) => {
                setSaveState(1);
                setError(null);
                try {
                  const result = await http.request<unknown>({
                    method: 'POST',
                    path: collectionPath(sub, childParams(sub, parentParams, noteId)),
                    body: values,
                    template: sub.path,
                  });
                  const saved = normaliseRecord(result);
                  setAdded((list) => [...list, saved && isRecord(saved) ? saved : values]);
                  setSaveState(0);
                  setAdding(false);
                  notify({ message: 'Sub-note: added.' });
                  if (readRecord) record.reload();
                  return true;
                } catch (e) {
                  setSaveState(0);
                  setError(e);
                  notify({ type: 'danger', message: errorMessage(e) });
                  return false;
                }
              }}
            />
            <button
              type="button"
              className="vkp-button"
              onClick={() => {
                setAdding(false);
                setError(null);
              }}
            >
              Cancel<span className="vkp-visually-hidden"> adding a sub-note to {noteId}</span>
            </button>
          </div>
        ) : (
          <button type="button" className="vkp-button" onClick={() => setAdding(true)}>
            Add sub-note<span className="vkp-visually-hidden"> to {noteId}</span>
          </button>
        )
      ) : null}
    </section>
  );
}
