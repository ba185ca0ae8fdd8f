/**
 * What a piece of work requires (issue 50), for the requirements editor: the
 * kinds of work that carry `requirements`, who may change each, a record's
 * requirements read into a form, the form checked and turned back into the
 * body the server validates, and the server's field errors put beside the
 * field they concern.
 *
 * @module
 */
import { isRecord } from '../../registry/infer.js';

/** A kind of work that can carry requirements. */
export type WorkKind = 'team' | 'rota' | 'shift' | 'event' | 'residential' | 'opportunity';

/** One kind of work: its name in words and the permissions that may change it (any of them). */
export interface WorkKindInfo {
  kind: WorkKind;
  label: string;
  /** Any one of these lets a person set its requirements (the server's rule for the record). */
  permissions: readonly string[];
}

/** The kinds of work, in the order the editor offers them. */
export const WORK_KINDS: readonly WorkKindInfo[] = [
  { kind: 'team', label: 'A team (and everything in it)', permissions: ['edit-teams'] },
  { kind: 'rota', label: 'A rota', permissions: ['edit-rotas'] },
  { kind: 'shift', label: 'A shift', permissions: ['edit-rotas'] },
  { kind: 'event', label: 'An event', permissions: ['edit-rotas', 'manage-organisation'] },
  {
    kind: 'residential',
    label: 'A residential opportunity',
    permissions: ['edit-opportunities'],
  },
  { kind: 'opportunity', label: 'An opportunity', permissions: ['edit-opportunities'] },
];

/** True when `kind` names a kind of work. */
export function isWorkKind(kind: unknown): kind is WorkKind {
  return WORK_KINDS.some((k) => k.kind === kind);
}

/** A named choice (a disclosure type, a clearance flag, a risk activity). */
export interface Choice {
  id: string;
  name: string;
  /** Its description, when it has one. */
  description?: string;
  /** Deleted or retired: kept only so a requirement naming it shows. */
  deleted?: boolean;
  /** A risk activity with children: the work is for people aged 18 or over. */
  withChildren?: boolean;
}

/** Reads the rows of a list of disclosure types, clearance flags or risk activities. */
export function readChoices(rows: readonly unknown[]): Choice[] {
  return rows.flatMap((r) => {
    if (!isRecord(r) || (typeof r.id !== 'number' && typeof r.id !== 'string')) return [];
    const name = typeof r.name === 'string' && r.name.trim() ? r.name.trim() : `#${r.id}`;
    return [
      {
        id: String(r.id),
        name,
        ...(typeof r.description === 'string' && r.description
          ? { description: r.description }
          : {}),
        ...(r.deleted === true || r.disabled === true ? { deleted: true } : {}),
        ...(r.works_with_children === true ? { withChildren: true } : {}),
      },
    ];
  });
}

/** The requirements form: ids as strings, the age as typed. */
export interface RequirementsForm {
  disclosureTypeId: string;
  flagIds: string[];
  minimumAge: string;
  riskActivityIds: string[];
}

/** An empty form: the work asks nothing. */
export const NO_REQUIREMENTS: RequirementsForm = {
  disclosureTypeId: '',
  flagIds: [],
  minimumAge: '',
  riskActivityIds: [],
};

function idList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((v) => typeof v === 'number' || typeof v === 'string').map(String)
    : [];
}

/** A record's `requirements` read into the form (empty when it has none). */
export function readRequirements(record: unknown): RequirementsForm {
  const r = isRecord(record) && isRecord(record.requirements) ? record.requirements : null;
  if (!r) return NO_REQUIREMENTS;
  return {
    disclosureTypeId:
      r.disclosure_type_id === undefined || r.disclosure_type_id === null
        ? ''
        : String(r.disclosure_type_id),
    flagIds: idList(r.clearance_flag_ids),
    minimumAge:
      typeof r.minimum_age === 'number' && Number.isFinite(r.minimum_age)
        ? String(r.minimum_age)
        : '',
    riskActivityIds: idList(r.risk_activity_ids),
  };
}

/** The form's own errors, by field. */
export type RequirementErrors = Partial<Record<keyof RequirementsForm | 'form', string>>;

/** The form's own checks before anything is sent: the age a whole number from 0 to 120. */
export function checkRequirements(form: RequirementsForm): RequirementErrors {
  const age = form.minimumAge.trim();
  if (age !== '' && (!/^\d{1,3}$/.test(age) || Number(age) > 120))
    return { minimumAge: 'Give the minimum age as a whole number of years, from 0 to 120.' };
  return {};
}

function toIds(ids: readonly string[]): (number | string)[] {
  return ids.map((id) => (/^\d+$/.test(id) ? Number(id) : id));
}

/**
 * The body's `requirements`: null when the form asks nothing (the work's
 * requirements are cleared), otherwise only the parts that are set.
 */
export function requirementsBody(form: RequirementsForm): Record<string, unknown> | null {
  const body: Record<string, unknown> = {};
  if (form.disclosureTypeId) body.disclosure_type_id = toIds([form.disclosureTypeId])[0];
  if (form.flagIds.length > 0) body.clearance_flag_ids = toIds(form.flagIds);
  const age = form.minimumAge.trim();
  if (age !== '') body.minimum_age = Number(age);
  if (form.riskActivityIds.length > 0) body.risk_activity_ids = toIds(form.riskActivityIds);
  return Object.keys(body).length > 0 ? body : null;
}

/**
 * The server's field errors (`requirements.clearance_flag_ids.0`, …) put
 * under the form's fields; any other field's error goes to `form`.
 */
export function requirementErrorsFrom(
  fieldErrors: Readonly<Record<string, readonly string[]>>,
  form: RequirementsForm,
  names: { flags: readonly Choice[]; activities: readonly Choice[] },
): RequirementErrors {
  const out: RequirementErrors = {};
  const add = (key: keyof RequirementErrors, message: string) => {
    out[key] = out[key] ? `${out[key]} ${message}` : message;
  };
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const message = messages[0] ?? 'is not valid';
    const [, part, index] = /^requirements\.([a-z_]+)(?:\.(\d+))?$/.exec(field) ?? [];
    const nameAt = (ids: readonly string[], choices: readonly Choice[]) => {
      const id = index === undefined ? undefined : ids[Number(index)];
      return choices.find((c) => c.id === id)?.name ?? (id ? `#${id}` : '');
    };
    // "must be the id of…" (gone) and "names a deleted…" (retired) in words, with what to do.
    const gone = /^must be the id of|^names a deleted/.test(message);
    const ticked = (name: string, fallback: string) =>
      gone
        ? `${name || fallback} no longer exists (it was deleted). Untick it, then save again.`
        : `${name || fallback}: ${message}.`;
    switch (part) {
      case 'disclosure_type_id':
        add(
          'disclosureTypeId',
          gone
            ? 'This disclosure check no longer exists (it was deleted). Choose another, then save again.'
            : `The disclosure check ${message}.`,
        );
        break;
      case 'clearance_flag_ids':
        add('flagIds', ticked(nameAt(form.flagIds, names.flags), 'A clearance'));
        break;
      case 'risk_activity_ids':
        add(
          'riskActivityIds',
          ticked(nameAt(form.riskActivityIds, names.activities), 'A risk activity'),
        );
        break;
      case 'minimum_age':
        add('minimumAge', `The minimum age ${message}.`);
        break;
      default:
        // Not about a requirement (the people already placed, say): the server's sentence.
        add('form', message);
    }
  }
  return out;
}

/** The form's requirements in words, for the summary: "Enhanced disclosure, Minibus driver, aged 18 or over". */
export function requirementsInWords(
  form: RequirementsForm,
  names: { types: readonly Choice[]; flags: readonly Choice[]; activities: readonly Choice[] },
): string[] {
  const words: string[] = [];
  const named = (choices: readonly Choice[], id: string) =>
    choices.find((c) => c.id === id)?.name ?? `#${id}`;
  if (form.disclosureTypeId) words.push(named(names.types, form.disclosureTypeId));
  for (const id of form.flagIds) words.push(named(names.flags, id));
  const ages = [form.minimumAge.trim() === '' ? 0 : Number(form.minimumAge)];
  for (const id of form.riskActivityIds) {
    const activity = names.activities.find((a) => a.id === id);
    words.push(`risk: ${activity?.name ?? `#${id}`}`);
    if (activity?.withChildren) ages.push(18);
  }
  const age = Math.max(...ages.filter((n) => Number.isFinite(n)));
  if (age > 0) words.push(`aged ${age} or over`);
  return words;
}

/** One piece of work to choose in the editor. */
export interface WorkItem {
  id: string;
  /** Its name, and for dated work its day ("Youth camp: night walk, 05/02/2027"). */
  label: string;
  /** Its requirements as stored. */
  requirements: RequirementsForm;
  /** True when it asks anything. */
  requires: boolean;
  /** Its ETag, when the list carried one. */
  etag?: string;
}

/** Reads the rows of a list of work into the items of the chooser, sorted by label. */
export function readWorkItems(kind: WorkKind, rows: readonly unknown[]): WorkItem[] {
  return rows
    .flatMap((r) => {
      if (!isRecord(r) || (typeof r.id !== 'number' && typeof r.id !== 'string')) return [];
      const name =
        [r.title, r.name, r.display_name, r.headline].find(
          (v): v is string => typeof v === 'string' && v.trim() !== '',
        ) ?? `#${r.id}`;
      const start = [r.start, r.starts_at, r.start_date].find(
        (v): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v),
      );
      const when =
        start && (kind === 'shift' || kind === 'event')
          ? `, ${start.slice(0, 10).split('-').reverse().join('/')}`
          : '';
      const requirements = readRequirements(r);
      return [
        {
          id: String(r.id),
          label: `${name.trim()}${when}`,
          requirements,
          requires: requirementsBody(requirements) !== null,
          ...(typeof r.etag === 'string' ? { etag: r.etag } : {}),
        },
      ];
    })
    .sort((a, b) =>
      kind === 'shift' || kind === 'event' ? 0 : a.label.localeCompare(b.label, 'en-GB'),
    );
}
