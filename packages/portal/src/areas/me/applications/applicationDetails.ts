/**
 * A person's applications as they follow them: the stage among their
 * recruitment category's stages, the references received and outstanding,
 * parental consent (for minors), and the answers they gave, read from
 * `/users/{userId}/applications/` and its `references/` and
 * `parental-consent/` sub-resources.
 *
 * @module
 */
import { etagField } from '../../../app/fieldValues.js';
import type { AnyRecord } from '../../../registry/infer.js';
import { readStages, stageLabel } from '../../recruitment/applications.js';
import { ENGLISH_MY_TEXTS, type MyTexts } from '../myTexts.js';

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Parental consent of an application: asked, given or refused (`null`: not asked). */
export type ConsentState = 'requested' | 'given' | 'refused' | null;

/** One application as its applicant (or their guardian) follows it. */
export interface ApplicationDetail {
  /** Record id. */
  id: string;
  /** What was applied for. */
  name: string;
  /** The opportunity applied to, when known. */
  opportunityId: string | null;
  /** Current stage name, as a heading ("References"). */
  stage: string;
  /** The category's stages in order, as headings (empty when unknown). */
  stages: string[];
  /** `pending` (open), `accepted`, `rejected` or `withdrawn`. */
  status: string;
  /** When it was sent (ISO), if known. */
  appliedAt: string;
  /** References by referee, with whether each came back. */
  references: { id: string; referee: string; received: boolean }[];
  /** Parental consent state, and the record to answer it on. */
  consent: ConsentState;
  consentId: string | null;
  consentEtag: string | undefined;
  /** Who was asked for consent (names), and when (ISO, '' when unknown). */
  consentAskedOf: string[];
  consentAskedAt: string;
  /** Who gave or refused it (a name, '' when unknown), and when (ISO, '' when unknown). */
  consentDecidedBy: string;
  consentDecidedAt: string;
  /** Answers to the application form's questions. */
  answers: { question: string; answer: string }[];
}

/** The latest parental consent record of an application (highest id), if any. */
function latest(rows: readonly AnyRecord[]): AnyRecord | undefined {
  return rows.reduce<AnyRecord | undefined>(
    (a, b) => (a === undefined || Number(b.id) > Number(a.id) ? b : a),
    undefined,
  );
}

/** Who was asked for a consent and who answered it, by name (from its `requested_of`). */
function consentPeople(consent: AnyRecord | undefined) {
  const asked = (Array.isArray(consent?.requested_of) ? consent.requested_of : []).flatMap(
    (g: unknown) =>
      g && typeof g === 'object' && str((g as AnyRecord).name)
        ? [{ id: String((g as AnyRecord).id), name: str((g as AnyRecord).name) }]
        : [],
  );
  const decider = asked.find((g) => g.id === String(consent?.guardian_id));
  return {
    consentAskedOf: asked.map((g) => g.name),
    consentAskedAt: str(consent?.requested_at),
    consentDecidedBy: decider?.name ?? '',
    consentDecidedAt: str(consent?.decided_at),
  };
}

/** Reads an application with its references, consent records and its category's stage records. */
export function readApplicationDetail(
  app: AnyRecord,
  references: readonly AnyRecord[],
  consents: readonly AnyRecord[],
  stageRows: readonly AnyRecord[],
): ApplicationDetail {
  const consent = latest(consents);
  const status = str(consent?.status);
  const answers = Array.isArray(app.answers) ? (app.answers as unknown[]) : [];
  return {
    id: String(app.id),
    name: str(app.name) || 'Application',
    opportunityId:
      app.opportunity_id === undefined || app.opportunity_id === null
        ? null
        : String(app.opportunity_id),
    stage: stageLabel(str(app.stage)),
    stages: readStages(stageRows).map((s) => s.label),
    status: str(app.status) || 'pending',
    appliedAt: str(app.applied_at),
    references: references.map((r) => ({
      id: String(r.id),
      referee: str(r.referee_name) || 'A referee',
      received: r.status === 'received',
    })),
    consent: consent ? (status === 'given' || status === 'refused' ? status : 'requested') : null,
    consentId: consent ? String(consent.id) : null,
    consentEtag: consent ? etagField(consent.etag) : undefined,
    ...consentPeople(consent),
    answers: answers.flatMap((a) =>
      a && typeof a === 'object' && typeof (a as AnyRecord).answer === 'string'
        ? [{ question: str((a as AnyRecord).question), answer: str((a as AnyRecord).answer) }]
        : [],
    ),
  };
}

/**
 * What an open application waits for, in the words of `t` (parental consent,
 * each reference outstanding).
 */
export function waitingFor(detail: ApplicationDetail, t: MyTexts = ENGLISH_MY_TEXTS): string[] {
  if (detail.status !== 'pending') return [];
  const out: string[] = [];
  if (detail.consent === 'requested') out.push(t.text.consentWaiting);
  for (const r of detail.references)
    if (!r.received) out.push(t.fill(t.text.referenceRequested, { name: r.referee }));
  return out;
}

/** The words of a consent state in `t`. */
export function consentWords(
  state: ConsentState,
  { text }: MyTexts = ENGLISH_MY_TEXTS,
): string | null {
  return state === 'given'
    ? text.consentGiven
    : state === 'refused'
      ? text.consentRefused
      : state === 'requested'
        ? text.consentWaiting
        : null;
}

/**
 * Who was asked for parental consent and when, or who gave or refused it and
 * when, in `t` ("Asked of Morag Fraser on 01/12/2026."); `null` when unknown.
 */
export function consentPeopleWords(
  detail: ApplicationDetail,
  formatDay: (iso: string) => string,
  { text, fill }: MyTexts = ENGLISH_MY_TEXTS,
): string | null {
  if (detail.consent === 'requested' && detail.consentAskedOf.length > 0)
    return fill(text.consentAskedOf, {
      names: detail.consentAskedOf.join(', '),
      date: formatDay(detail.consentAskedAt),
    });
  if ((detail.consent === 'given' || detail.consent === 'refused') && detail.consentDecidedBy)
    return fill(detail.consent === 'given' ? text.consentGivenBy : text.consentRefusedBy, {
      name: detail.consentDecidedBy,
      date: formatDay(detail.consentDecidedAt),
    });
  return null;
}

/** "1 of 2 references received" in `t`, or `null` when none were asked for. */
export function referenceWords(
  detail: ApplicationDetail,
  { text, fill }: MyTexts = ENGLISH_MY_TEXTS,
): string | null {
  const n = detail.references.length;
  if (n === 0) return null;
  const got = detail.references.filter((r) => r.received).length;
  return fill(text.referencesReceived, { got, count: n });
}
