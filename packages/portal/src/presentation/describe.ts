/**
 * One question answered for every screen: how does this field of this
 * resource show? Its label in the organisation's words, whether it is hidden,
 * what it references, its vocabulary and its format; and how one record is
 * named. Generic screens, tables, record pages, pickers, the palette and the
 * breadcrumbs all ask here.
 *
 * @module
 */
import { humanize } from '../app/text.js';
import { namedRecordName, personRecordName } from './recordNames.js';
import { REFERENCE_FIELDS, REFERENCE_TARGETS, type ReferenceTarget } from './references.js';
import { presentationOf, type FieldFormat, type ReferenceName } from './resources.js';
import { isTechnicalField } from './technical.js';
import type { VocabularyName } from './vocabularies.js';

type Row = Readonly<Record<string, unknown>>;

/** Fields whose vocabulary is the same in every resource that has no rule of its own. */
const COMMON_VOCABULARIES: Readonly<Record<string, VocabularyName>> = {
  role: 'personRole',
  role_type: 'roleType',
  advert_target: 'advertTarget',
};

/** Fields written the same way in every resource that has no rule of its own. */
const COMMON_FORMATS: Readonly<Record<string, FieldFormat>> = {
  short_advert: 'markdown',
};

/** How one field of one resource shows. */
export interface FieldPresentation {
  /** The field. */
  field: string;
  /** Its label, in sentence case, never an accessor or "ID". */
  label: string;
  /** Never shown (technical, or hidden by the resource). */
  hidden: boolean;
  /** What it references: shown as the referenced record's name. */
  reference?: ReferenceTarget;
  /** The vocabulary its values come from. */
  vocabulary?: VocabularyName;
  /** How its value is written. */
  format?: FieldFormat;
}

/** A field label from its name, never with "ID" (`category_id` -> "Category"). */
export function fieldLabel(field: string): string {
  const last = field.split('.').pop() ?? field;
  return humanize(last.replace(/_(id|ids)$/i, '')) || 'Detail';
}

/**
 * Fields of the clearance policy (issue 50) that the rota, recruitment and
 * Safety screens put into words (a shift's requirements, a confirmed gap, what
 * an applicant still needs); generic screens leave them out rather than show
 * their raw structure.
 */
const SHOWN_IN_WORDS_ELSEWHERE: ReadonlySet<string> = new Set([
  'requirements',
  'clearance_confirmed',
  'clearance_needed',
  'clearance',
]);

/**
 * How `field` of the resource `accessor` shows.
 *
 * @example
 * describeField('claims', 'authoriser_id') // { label: 'Authorised by', reference: person, … }
 * describeField('claims', 'etag').hidden // true
 */
export function describeField(accessor: string, field: string): FieldPresentation {
  const p = presentationOf(accessor);
  const kind = p.references?.[field] ?? REFERENCE_FIELDS[field]?.kind;
  const label = p.labels?.[field] ?? REFERENCE_FIELDS[field]?.label ?? fieldLabel(field);
  const vocabulary = p.vocabularies?.[field] ?? COMMON_VOCABULARIES[field];
  const format = p.formats?.[field] ?? COMMON_FORMATS[field];
  const hidden =
    (p.hidden?.includes(field) ?? false) ||
    SHOWN_IN_WORDS_ELSEWHERE.has(field) ||
    (!kind && !p.shown?.includes(field) && isTechnicalField(field));
  return {
    field,
    label,
    hidden,
    ...(kind ? { reference: REFERENCE_TARGETS[kind] } : {}),
    ...(vocabulary ? { vocabulary } : {}),
    ...(format ? { format } : {}),
  };
}

/** The fields of `record` that show, described, in the resource's column order first. */
export function visibleFields(accessor: string, fields: Iterable<string>): FieldPresentation[] {
  const order = presentationOf(accessor).columns ?? [];
  const described = [...fields].map((f) => describeField(accessor, f)).filter((f) => !f.hidden);
  const rank = (f: FieldPresentation) => {
    const i = order.indexOf(f.field);
    return i === -1 ? order.length : i;
  };
  return described.sort((a, b) => rank(a) - rank(b));
}

/**
 * A record's name: the resource's own rule, else a person's or a naming
 * field; `undefined` when the record carries no name (never its id).
 *
 * @example
 * recordName('users', { first_name: 'Oliver', last_name: 'Smith' }) // 'Oliver Smith'
 */
export function recordName(
  accessor: string,
  record: Row,
  ref: ReferenceName = () => undefined,
): string | undefined {
  const own = presentationOf(accessor).name?.(record, ref);
  return own || namedRecordName(record) || personRecordName(record);
}

/** A record's title: its name, else "Untitled <singular>" (never `#id`). */
export function recordTitleOf(
  accessor: string,
  record: Row,
  label?: string,
  ref?: ReferenceName,
): string {
  const name = recordName(accessor, record, ref);
  if (name) return name;
  const singular = presentationOf(accessor, label).singular;
  return `Untitled ${singular}`;
}
