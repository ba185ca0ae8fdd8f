/**
 * What the data table knows about each column: its kind of value (which decides
 * the filter control and how the server is asked to filter), its choices, and
 * whether the server can sort and filter it. Taken from the resource's column
 * overrides where given, otherwise inferred from the rows the server sent.
 *
 * @module
 */
import type { ReactNode } from 'react';

/** The kinds of value a column holds; each has its own filter control. */
export type FieldType = 'text' | 'enum' | 'date' | 'boolean' | 'number';

/** A column of the data table. */
export interface FieldMeta {
  /** Property of the row (dot path allowed for display; only top-level fields sort and filter). */
  field: string;
  /** Header text. */
  label: string;
  /** Kind of value. */
  type: FieldType;
  /** Choices of an `enum` field. */
  options?: readonly string[];
  /** How a choice reads ("leaver" as "Left"); the value itself by default. */
  optionLabel?: (value: string) => string;
  /** The server can sort by it. */
  sortable: boolean;
  /** The server can filter by it. */
  filterable: boolean;
  /** Renders the cell instead of the formatted text (e.g. a status badge). */
  render?: (value: unknown, row: Record<string, unknown>) => ReactNode;
  /** What the CSV export writes (a reference's name, a status in words); the raw value by default. */
  exportText?: (value: unknown, row: Record<string, unknown>) => unknown;
  /** Loads what `exportText` needs for the exported rows (the names of their references). */
  prepareExport?: (rows: readonly Record<string, unknown>[], signal: AbortSignal) => Promise<void>;
}

/** A column as a resource override or a caller describes it. */
export interface FieldInput {
  /** Property of the row. */
  field: string;
  /** Header text. */
  label?: string;
  /** Kind of value; inferred from the rows when absent. */
  type?: FieldType;
  /** Choices of an `enum` field. */
  options?: readonly string[];
  /** How a choice reads. */
  optionLabel?: (value: string) => string;
  /** Renders the cell. */
  render?: (value: unknown, row: Record<string, unknown>) => ReactNode;
  /** What the CSV export writes; the raw value by default. */
  exportText?: (value: unknown, row: Record<string, unknown>) => unknown;
  /** Loads what `exportText` needs for the exported rows. */
  prepareExport?: (rows: readonly Record<string, unknown>[], signal: AbortSignal) => Promise<void>;
}

/** A property name the server can sort and filter by (top level, no dots). */
export const SERVER_FIELD = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** The kind of value of `field` judged from sample values (the first non-empty one decides). */
export function inferFieldType(field: string, samples: readonly unknown[]): FieldType {
  const sample = samples.find((v) => v !== null && v !== undefined && v !== '');
  if (typeof sample === 'boolean') return 'boolean';
  if (typeof sample === 'number')
    return field === 'id' || !field.endsWith('_id') ? 'number' : 'text';
  if (typeof sample === 'string' && ISO_DATE.test(sample)) return 'date';
  if (sample === undefined && /(^|_)(date|dob)$|_(at|on)$/.test(field)) return 'date';
  return 'text';
}

/** The table's columns: the given inputs, with their types inferred from `rows` where not given. */
export function resolveFields(
  inputs: readonly FieldInput[],
  rows: readonly Record<string, unknown>[],
  humanize: (field: string) => string,
): FieldMeta[] {
  return inputs.map((input) => {
    const type =
      input.type ??
      inferFieldType(
        input.field,
        rows.slice(0, 20).map((r) => r[input.field]),
      );
    const server = SERVER_FIELD.test(input.field);
    return {
      field: input.field,
      label: input.label ?? humanize(input.field),
      type,
      ...(input.options ? { options: input.options } : {}),
      ...(input.optionLabel ? { optionLabel: input.optionLabel } : {}),
      sortable: server,
      filterable: server && (type !== 'enum' || (input.options?.length ?? 0) > 0),
      ...(input.render ? { render: input.render } : {}),
      ...(input.exportText ? { exportText: input.exportText } : {}),
      ...(input.prepareExport ? { prepareExport: input.prepareExport } : {}),
    };
  });
}

const NAMING = [
  'name',
  'display_name',
  'title',
  'first_name',
  'last_name',
  'email',
  'type',
  'status',
];

/**
 * The scalar fields of `rows` (nested objects and arrays are left to the
 * record page), naming fields first, at most `max`; `keep` drops fields no
 * one should see (the layer above decides which).
 */
export function scalarFields(
  rows: readonly Record<string, unknown>[],
  max: number,
  keep: (field: string) => boolean = () => true,
): string[] {
  const seen = new Set<string>();
  for (const row of rows.slice(0, 20))
    for (const [k, v] of Object.entries(row))
      if ((v === null || typeof v !== 'object') && keep(k)) seen.add(k);
  const rank = (f: string) => (NAMING.includes(f) ? NAMING.indexOf(f) : NAMING.length);
  return [...seen].sort((a, b) => rank(a) - rank(b)).slice(0, max);
}
