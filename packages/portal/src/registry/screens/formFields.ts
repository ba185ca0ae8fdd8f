/**
 * The fields of the portal's typed forms: every input kind a staff member
 * fills in (never a JSON text box), and how fields are derived from a record
 * whose shape is only known from data (nested objects become dotted fields,
 * lists of values a list field, lists of records a repeating group, anything
 * else name/value pairs).
 *
 * @module
 */
import type { FieldSpec } from '../overrides.js';
import { inferField, isRecord } from '../infer.js';
import { describeField } from '../../presentation/describe.js';
import type { ReferenceKind } from '../../presentation/references.js';
import { vocabularyOptions } from '../../presentation/vocabularies.js';

/** An input kind of a typed form. */
export type FormFieldType =
  | Exclude<NonNullable<FieldSpec['type']>, 'json'>
  /** One of `options`. */
  | 'select'
  /** Numbers typed as "4, 5, 6", or ticked in a list read from `source`. */
  | 'ids'
  /** Texts typed one per line. */
  | 'list'
  /** One team, chosen in the team tree. */
  | 'team'
  /** One record another resource holds (a person, a category), chosen by its name. */
  | 'reference'
  /** Roles, chosen in the role selector. */
  | 'roles'
  /** A repeating group of `fields` (a list of records). */
  | 'rows'
  /** Free name/value pairs (for records whose fields are not known). */
  | 'pairs';

/** One field of a typed form. */
export interface FormField extends Omit<FieldSpec, 'type'> {
  /** Input kind. @default 'text' */
  type?: FormFieldType;
  /** Choices of a `select` (value and label). */
  options?: readonly { value: string; label: string }[];
  /** Sub-fields of a `rows` group. */
  fields?: readonly FormField[];
  /**
   * For `ids`: the catalogue resource (accessor) whose list offers the records
   * (its `{param}`s filled from the known params). Each record is named by
   * `label` (a field or a `{field}` template) or, without it, by the
   * presentation's rule for the resource; `detail` is a field shown after the
   * name in brackets, in the presentation's words ("Ada Lovelace (Confirmed)").
   */
  source?: { resource: string; label?: string; value?: string; detail?: string };
  /** For `reference`: what the field points at (its names are read from the target's list). */
  reference?: ReferenceKind;
  /** For an end `time`: the field holding the start (spec 5.2 end-time rules). */
  start?: string;
  /** One line under the label. */
  hint?: string;
}

/**
 * The fields of a form in the presentation's words for the resource `accessor`:
 * technical fields (etag, internal ids, URLs) left out, labels without "ID" or
 * field names, references chosen by name (a team in the team tree, any other
 * record in a list of names). Fields a resource names itself are kept as they are.
 */
export function presentFormFields(accessor: string, fields: readonly FormField[]): FormField[] {
  return fields.flatMap((f): FormField[] => {
    const top = f.name.split('.')[0] ?? f.name;
    const d = describeField(accessor, top);
    if (d.hidden) return [];
    if (f.name !== top) return [f];
    const label = f.label ?? d.label;
    // A list of records (a shift's assignments): its item fields are presented alike.
    if (f.type === 'rows' && f.fields)
      return [{ ...f, label, fields: presentFormFields(accessor, f.fields) }];
    if (d.reference && (!f.type || f.type === 'number' || f.type === 'text'))
      return [
        d.reference.kind === 'team'
          ? { ...f, label, type: 'team' }
          : { ...f, label, type: 'reference', reference: d.reference.kind },
      ];
    if (d.vocabulary && (!f.type || f.type === 'text') && !f.options)
      return [{ ...f, label, type: 'select', options: vocabularyOptions(d.vocabulary) }];
    return [{ ...f, label }];
  });
}

/** Labels of `select` choices from values (`no_show` -> "No show"). */
export function choices(values: readonly string[]): { value: string; label: string }[] {
  return values.map((value) => ({
    value,
    label: (value.charAt(0).toUpperCase() + value.slice(1)).replace(/_/g, ' '),
  }));
}

const MAX_DEPTH = 3;

/**
 * The typed fields of one inferred field, given a sample value: nested objects
 * become dotted fields (`address.line1`), lists of scalars a `list` (or `ids`
 * for numbers), lists of records a `rows` group; other shapes name/value pairs.
 */
export function expandField(field: FieldSpec, sample: unknown, depth = 0): FormField[] {
  if (field.type !== 'json') return [field as FormField];
  const base = { name: field.name, ...(field.label ? { label: field.label } : {}) };
  if (Array.isArray(sample)) {
    if (sample.length > 0 && sample.every((v) => typeof v === 'number'))
      return [{ ...base, type: 'ids' }];
    const records = sample.filter(isRecord);
    if (records.length > 0 && records.length === sample.length) {
      const first = records[0]!;
      const fields = Object.entries(first)
        .filter(([, v]) => v === null || typeof v !== 'object')
        .map(([k, v]) => inferField(k, v) as FormField);
      return [{ ...base, type: 'rows', fields }];
    }
    return [{ ...base, type: 'list' }];
  }
  if (isRecord(sample) && depth < MAX_DEPTH && Object.keys(sample).length > 0)
    return Object.entries(sample).flatMap(([k, v]) =>
      expandField(inferField(`${field.name}.${k}`, v), v, depth + 1).map((f) => ({
        ...f,
        label: f.label ?? labelOfPath(f.name),
      })),
    );
  return [{ ...base, type: 'pairs' }];
}

/** "Address: line 1" for `address.line1`. */
function labelOfPath(path: string): string {
  const words = (s: string) => s.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');
  const parts = path.split('.').map(words);
  const last = parts.pop() ?? path;
  const head = parts.map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join(': ');
  return head ? `${head}: ${last}` : last.charAt(0).toUpperCase() + last.slice(1);
}

/** The typed fields of inferred fields, reading nested shapes from a sample record. */
export function expandFields(
  fields: readonly FieldSpec[],
  sample: Record<string, unknown> | null,
): FormField[] {
  return fields.flatMap((f) => expandField(f, sample?.[f.name]));
}
