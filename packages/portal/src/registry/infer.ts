/**
 * Infers list columns and form fields from records when a resource has no
 * override, and reads list payloads defensively (the server may answer with
 * `{data, meta}`, a bare array, or something unexpected).
 *
 * @module
 */
import {
  getPath,
  isRecord,
  normaliseList,
  normaliseRecord,
  type AnyRecord,
  type NormalisedList,
} from '../app/records.js';
import { describeField } from '../presentation/describe.js';
import { presentationOf } from '../presentation/resources.js';
import type { ColumnSpec, FieldSpec } from './overrides.js';

export { getPath, isRecord, normaliseList, normaliseRecord };
export type { AnyRecord, NormalisedList };

const PREFERRED = [
  'name',
  'display_name',
  'title',
  'first_name',
  'last_name',
  'email',
  'type',
  'status',
];
const HIDDEN = /(^|_)(password|token|secret|hash)($|_)/i;

/**
 * Columns for rows: naming fields first, then other scalar fields, at most
 * `max` columns, labelled by the presentation of `accessor`'s fields; ids,
 * etags, internal URLs and other technical fields are left out. Nested
 * objects and arrays are left to the record page.
 */
export function inferColumns(rows: readonly AnyRecord[], max = 6, accessor = ''): ColumnSpec[] {
  const seen = new Map<string, number>();
  for (const row of rows.slice(0, 20)) {
    for (const [k, v] of Object.entries(row)) {
      if (HIDDEN.test(k) || describeField(accessor, k).hidden) continue;
      if (v !== null && typeof v === 'object') continue;
      seen.set(k, (seen.get(k) ?? 0) + 1);
    }
  }
  // The resource's own column order first, then naming fields, then the rest.
  const order = [...(presentationOf(accessor).columns ?? []), ...PREFERRED];
  const keys = [...seen.keys()].sort((a, b) => {
    const pa = order.indexOf(a);
    const pb = order.indexOf(b);
    if (pa !== -1 || pb !== -1) return (pa === -1 ? 99 : pa) - (pb === -1 ? 99 : pb);
    return 0;
  });
  return keys
    .slice(0, max)
    .map((field) => ({ field, label: describeField(accessor, field).label }));
}

const READ_ONLY = new Set([
  'id',
  'created_at',
  'updated_at',
  'deleted_at',
  'created_by',
  'updated_by',
]);

/** A field type and rules from a property name and a sample value. */
export function inferField(name: string, sample: unknown): FieldSpec {
  const lower = name.toLowerCase();
  if (typeof sample === 'boolean') return { name, type: 'checkbox' };
  if (typeof sample === 'number') return { name, type: 'number', rules: 'number' };
  if (sample !== null && typeof sample === 'object') return { name, type: 'json' };
  if (/(^|_)email($|_)/.test(lower)) return { name, type: 'email', rules: 'email' };
  if (/(^|_)(url|website|link)($|_)/.test(lower)) return { name, type: 'url', rules: 'url' };
  if (lower === 'timezone') return { name, type: 'timezone' };
  if (
    /(^|_)(date|dob)$|_on$|(^|_)(start|end)_date/.test(lower) &&
    (typeof sample !== 'string' || /^\d{4}-\d{2}-\d{2}$/.test(sample))
  )
    return { name, type: 'date', rules: 'dateISO' };
  if (/(^|_)time$/.test(lower)) return { name, type: 'time', rules: 'time' };
  if (typeof sample === 'string' && sample.length > 120) return { name, type: 'textarea' };
  if (/(^|_)(content|description|body|notes?|message|text)$/.test(lower))
    return { name, type: 'textarea' };
  return { name, type: 'text' };
}

/**
 * Form fields for a resource from a sample record (the record being edited,
 * or the first row of its list). Server-owned fields are left out.
 */
export function inferFields(sample: AnyRecord | null | undefined): FieldSpec[] {
  if (!sample) return [];
  return Object.entries(sample)
    .filter(([k]) => !READ_ONLY.has(k) && !HIDDEN.test(k) && !k.endsWith('_url'))
    .map(([k, v]) => inferField(k, v));
}

/** The title of a record: its override field, or the first naming field (never its id). */
export function recordTitle(record: AnyRecord, titleField?: string): string {
  const fields = titleField ? [titleField] : [];
  fields.push('name', 'display_name', 'title', 'subject', 'label');
  for (const f of fields) {
    const v = getPath(record, f);
    if (typeof v === 'string' && v.trim()) return v;
  }
  const first = record.first_name;
  const last = record.last_name;
  if (typeof first === 'string' || typeof last === 'string')
    return [first, last].filter((x) => typeof x === 'string').join(' ');
  return 'Untitled record';
}
