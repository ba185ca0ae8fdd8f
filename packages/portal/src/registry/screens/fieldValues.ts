/**
 * Converting between API values and form inputs, and keeping drafts so a form
 * survives a session hiccup (token expiry, re-sign-in, reload).
 *
 * @module
 */
import { VolunteerKitError } from '@volunteerkit/api-client';
import type { FieldSpec } from '../overrides.js';
import { getPath, isRecord, type AnyRecord } from '../infer.js';
import type { FormField } from './formFields.js';

/** A field of either kind: a catalogue override/inferred field or a typed form field. */
type AnyField = FieldSpec | FormField;

/** One name/value pair of a `pairs` field. */
export interface Pair {
  /** Property name. */
  key: string;
  /** Value as typed. */
  value: string;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;
const UK_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** `2026-11-24` -> `24/11/2026` (the date text input's format); other text as is. */
export function isoToDateText(value: string): string {
  const m = ISO_DAY.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

/** `24/11/2026` -> `2026-11-24`; `null` when it is not a day of the calendar. */
export function dateTextToIso(text: string): string | null {
  const m = UK_DAY.exec(text.trim());
  if (!m) return ISO_DAY.test(text.trim()) && text.trim().length === 10 ? text.trim() : null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d)
    return null;
  return `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function scalarText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return '';
  return String(value);
}

/** The input value of an API value. */
export function toInput(field: AnyField, value: unknown): unknown {
  switch (field.type) {
    case 'checkbox':
      return value === true;
    case 'json':
      return value === undefined || value === null ? '' : JSON.stringify(value, null, 2);
    case 'date':
      return typeof value === 'string' ? isoToDateText(value) : '';
    case 'ids':
      return Array.isArray(value)
        ? value.map(scalarText).filter(Boolean).join(', ')
        : scalarText(value);
    case 'list':
      return Array.isArray(value) ? value.map(scalarText).join('\n') : scalarText(value);
    case 'roles':
      return Array.isArray(value)
        ? value.filter((v) => typeof v === 'number' || typeof v === 'string')
        : [];
    case 'permissions':
      return Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];
    case 'rows': {
      const sub = (field as FormField).fields ?? [];
      return Array.isArray(value)
        ? value.filter(isRecord).map((row) => {
            const out: AnyRecord = {};
            for (const f of sub) out[f.name] = toInput(f, row[f.name]);
            return out;
          })
        : [];
    }
    case 'pairs':
      return isRecord(value)
        ? Object.entries(value).map(([key, v]): Pair => ({ key, value: scalarText(v) }))
        : [];
    default:
      return scalarText(value);
  }
}

/**
 * Thrown when an input does not convert (a date that is not a day, a list of ids with a word...).
 * A `VolunteerKitError` (kind `VolunteerKitError`) named `FieldValueError`.
 */
export class FieldValueError extends VolunteerKitError {
  /** The field at fault. */
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    // VolunteerKitError names the error after its kind; this one keeps its own name.
    this.name = 'FieldValueError';
    this.field = field;
  }
}

/** A typed pair value: whole numbers and decimals as numbers, true/false as booleans. */
export function pairValue(text: string): unknown {
  const t = text.trim();
  if (/^-?\d{1,15}(\.\d+)?$/.test(t)) return Number(t);
  if (t === 'true' || t === 'false') return t === 'true';
  return text;
}

function labelOf(field: AnyField): string {
  return field.label ?? field.name;
}

/** The API value of an input value. */
export function fromInput(field: AnyField, value: unknown): unknown {
  if (field.type === 'checkbox') return value === true;
  if (field.type === 'roles') return Array.isArray(value) ? value : [];
  if (field.type === 'permissions')
    return Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];
  if (field.type === 'rows') {
    const sub = (field as FormField).fields ?? [];
    const rows = Array.isArray(value) ? value.filter(isRecord) : [];
    return rows
      .filter((row) =>
        sub.some((f) => row[f.name] !== '' && row[f.name] !== undefined && row[f.name] !== false),
      )
      .map((row) => {
        const out: AnyRecord = {};
        for (const f of sub) {
          const v = row[f.name];
          if (v === '' || v === undefined) continue;
          out[f.name] = fromInput(f, v);
        }
        return out;
      });
  }
  if (field.type === 'pairs') {
    const out: AnyRecord = {};
    for (const p of Array.isArray(value) ? (value as Pair[]) : []) {
      const key = typeof p.key === 'string' ? p.key.trim() : '';
      if (!key) continue;
      if (!/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(key))
        throw new FieldValueError(
          field.name,
          `"${key}" cannot be a name here: use one word of letters and digits, without spaces.`,
        );
      out[key] = pairValue(p.value ?? '');
    }
    return out;
  }
  const text =
    typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  switch (field.type) {
    case 'number':
    case 'team':
    case 'reference': {
      if (text.trim() === '') return null;
      const n = Number(text.replace(/,/g, ''));
      return Number.isFinite(n) ? n : text;
    }
    case 'ids': {
      const parts = text.split(/[\s,]+/).filter(Boolean);
      if (!parts.every((p) => /^\d{1,15}$/.test(p)))
        throw new FieldValueError(
          field.name,
          `${labelOf(field)}: enter whole numbers separated by commas.`,
        );
      return parts.map(Number);
    }
    case 'list':
      return text
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
    case 'date': {
      if (text.trim() === '') return null;
      const iso = dateTextToIso(text);
      if (!iso)
        throw new FieldValueError(field.name, `${labelOf(field)}: enter a date as dd/mm/yyyy.`);
      return iso;
    }
    case 'json':
      if (text.trim() === '') return null;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new FieldValueError(field.name, `${labelOf(field)} is not valid JSON.`);
      }
    default:
      return text;
  }
}

/** Sets `value` at a dotted path of `target` (`address.line1`), creating objects on the way. */
export function setPath(target: AnyRecord, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    if (!isRecord(node[part])) node[part] = {};
    node = node[part] as AnyRecord;
  }
  node[parts[parts.length - 1]!] = value;
}

/** Whether an input value is empty (left out of a new record's body). */
export function isEmptyInput(value: unknown): boolean {
  return value === '' || value === undefined || (Array.isArray(value) && value.length === 0);
}

/** The initial input values of fields, from a record (dotted names read nested values). */
export function initialInputs(fields: readonly AnyField[], record: AnyRecord | null): AnyRecord {
  const values: AnyRecord = {};
  for (const f of fields) values[f.name] = toInput(f, record ? getPath(record, f.name) : undefined);
  return values;
}

/**
 * The body of a create or edit request; empty fields are left out on create.
 * Dotted names build nested objects (`address.line1` -> `{address: {line1}}`).
 */
export function buildBody(
  fields: readonly AnyField[],
  values: AnyRecord,
  mode: 'create' | 'edit',
): AnyRecord {
  const body: AnyRecord = {};
  for (const field of fields) {
    const raw = values[field.name];
    if (mode === 'create' && isEmptyInput(raw)) continue;
    setPath(body, field.name, fromInput(field, raw));
  }
  return body;
}

export { clearDrafts, readDraft, writeDraft } from './drafts.js';
