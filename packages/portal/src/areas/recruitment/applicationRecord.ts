/**
 * One application as its record page shows it (issue 45): the title in words,
 * the stage history as sentences, the answers, the documents, references and
 * parental consent, read from the pipeline's record and its linked records.
 *
 * @module
 */
import { stageLabel } from './applications.js';

type Rec = Record<string, unknown>;

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const num = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v)
    ? v
    : typeof v === 'string' && /^\d{1,15}$/.test(v)
      ? Number(v)
      : null;

/** The words of an application's outcome. */
export const OUTCOME_WORDS: Readonly<Record<string, string>> = {
  pending: 'Open',
  accepted: 'Accepted',
  rejected: 'Not taken forward',
  withdrawn: 'Withdrawn',
};

/**
 * The page's title: "Grace Williams – Residential volunteers" (the person and
 * what they applied for, else the category); never an id.
 */
export function applicationTitle(person: string, appliedFor: string, category: string): string {
  const what = appliedFor || category;
  return what ? `${person} – ${what}` : `${person}’s application`;
}

/** One entry of an application's history, in words. */
export interface HistoryEntry {
  /** What happened ("Moved from Screening to Interview"). */
  what: string;
  /** Who did it ("Cara Coordinator"), '' when unknown. */
  who: string;
  /** When (ISO), '' when unknown. */
  at: string;
}

/**
 * The stored `history` of an application (stage moves and status changes) as
 * sentences, oldest first. `nameOf` names a user id ('' when unknown);
 * `reasonOf` names a closing reason id.
 */
export function historyEntries(
  history: unknown,
  applicantId: number | null,
  nameOf: (id: number) => string,
  reasonOf: (id: number) => string,
): HistoryEntry[] {
  if (!Array.isArray(history)) return [];
  return history.flatMap((raw: unknown): HistoryEntry[] => {
    if (typeof raw !== 'object' || raw === null) return [];
    const e = raw as Rec;
    const userId = num(e.user_id);
    const who = userId === null ? '' : nameOf(userId);
    const at = str(e.at);
    if (e.action === 'stage') {
      const to = stageLabel(str(e.to));
      if (!str(e.from))
        return [
          {
            what:
              userId !== null && userId === applicantId
                ? to === 'Applied'
                  ? 'Applied'
                  : `Applied (put at ${to})`
                : `Added at ${to}`,
            who,
            at,
          },
        ];
      return [{ what: `Moved from ${stageLabel(str(e.from))} to ${to}`, who, at }];
    }
    if (e.action === 'status') {
      const to = str(e.to);
      if (to === 'pending') return [{ what: 'Reopened', who, at }];
      const reasonId = num(e.closing_reason_id);
      const reason = reasonId === null ? '' : reasonOf(reasonId);
      const words = (OUTCOME_WORDS[to] ?? to).toLowerCase();
      return [{ what: `Closed: ${words}${reason ? ` (${reason})` : ''}`, who, at }];
    }
    return [];
  });
}

/** One answer to the application form. */
export interface Answer {
  question: string;
  answer: string;
}

/** The answers an application carries (its `answers`, else its `motivation`). */
export function answersOf(app: Rec): Answer[] {
  const out = (Array.isArray(app.answers) ? app.answers : []).flatMap((a: unknown) => {
    if (typeof a !== 'object' || a === null) return [];
    const r = a as Rec;
    return str(r.question) && str(r.answer)
      ? [{ question: str(r.question), answer: str(r.answer) }]
      : [];
  });
  if (out.length === 0 && str(app.motivation))
    out.push({ question: 'Why would you like to do this?', answer: str(app.motivation) });
  return out;
}

/** One document sent with an application. */
export interface ApplicationDocument {
  id: string;
  /** What it is ("Proof of identity"). */
  label: string;
  fileName: string;
  mime: string;
  size: number | null;
  url: string;
  /** When it was sent (ISO, '' when unknown). */
  uploadedAt: string;
}

/** The documents of an application (records of `…/applications/{id}/documents/`). */
export function readDocuments(rows: readonly Rec[]): ApplicationDocument[] {
  return rows.flatMap((r) =>
    str(r.url)
      ? [
          {
            id: String(r.id),
            label: str(r.name) || str(r.file_name) || 'Document',
            fileName: str(r.file_name) || str(r.name) || 'document',
            mime: str(r.mime_type),
            size: num(r.size),
            url: str(r.url),
            uploadedAt: str(r.uploaded_at),
          },
        ]
      : [],
  );
}

/** One reference of an application. */
export interface ReferenceLine {
  id: string;
  referee: string;
  received: boolean;
  requestedAt: string;
  receivedAt: string;
}

/** The references of an application (records of `/reference`). */
export function readReferences(rows: readonly Rec[]): ReferenceLine[] {
  return rows.map((r) => ({
    id: String(r.id),
    referee: str(r.referee_name) || 'A referee',
    received: r.status === 'received',
    requestedAt: str(r.requested_at),
    receivedAt: str(r.received_at),
  }));
}

/** Parental consent of an application: the latest record, in words. */
export interface ConsentLine {
  status: 'requested' | 'given' | 'refused';
  /** Who was asked (names). */
  askedOf: string[];
  askedAt: string;
  decidedAt: string;
}

/** The latest parental consent of an application (records of `/parental-consent`), or null. */
export function readConsent(rows: readonly Rec[]): ConsentLine | null {
  const latest = rows.reduce<Rec | undefined>(
    (a, b) => (a === undefined || (num(b.id) ?? 0) > (num(a.id) ?? 0) ? b : a),
    undefined,
  );
  if (!latest) return null;
  const status =
    latest.status === 'given' ? 'given' : latest.status === 'refused' ? 'refused' : 'requested';
  return {
    status,
    askedOf: (Array.isArray(latest.requested_of) ? latest.requested_of : []).flatMap(
      (g: unknown) =>
        typeof g === 'object' && g !== null && str((g as Rec).name) ? [str((g as Rec).name)] : [],
    ),
    askedAt: str(latest.requested_at),
    decidedAt: str(latest.decided_at),
  };
}
