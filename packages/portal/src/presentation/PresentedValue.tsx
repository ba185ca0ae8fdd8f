import type { ReactNode } from 'react';
import { useFormatValue } from '../app/hooks.js';
import type { AnyRecord } from '../app/records.js';
import type { FieldInput } from '../app/ui/table/fields.js';
import { describeField, type FieldPresentation } from './describe.js';
import { formatDuration, formatMoney } from './formats.js';
import { formatWeekday, markdownText } from './plainFormats.js';
import { ReferenceField } from './ReferenceField.js';
import { templateText, WithPlaceholders } from './placeholders.js';
import { resolveReference } from './useReferences.js';
import type { ReferenceCache } from './referenceCache.js';
import type { ReferenceTarget } from './references.js';
import { VOCABULARIES, vocabularyLabel, type VocabularyName } from './vocabularies.js';

/** A field's value as text, by its presentation (references need {@link ReferenceField}). */
export function presentText(
  described: FieldPresentation,
  value: unknown,
  format: (value: unknown) => string,
): string {
  if (described.vocabulary && Array.isArray(value))
    return value.length === 0
      ? '—'
      : value.map((v) => vocabularyLabel(described.vocabulary!, v)).join(', ');
  if (described.vocabulary) return vocabularyLabel(described.vocabulary, value);
  if (described.format === 'money') return formatMoney(value);
  if (described.format === 'duration') return formatDuration(value);
  if (described.format === 'weekday') return formatWeekday(value);
  if (described.format === 'markdown') return markdownText(value);
  if (described.format === 'template') return templateText(value);
  return format(value);
}

/** A list of vocabulary values in a table cell: the first three in words, then how many more. */
function shortList(vocabulary: VocabularyName, values: readonly unknown[]): string {
  if (values.length === 0) return '—';
  const words = values.slice(0, 3).map((v) => vocabularyLabel(vocabulary, v));
  const more = values.length - words.length;
  return more > 0 ? `${words.join(', ')} and ${more} more` : words.join(', ');
}

/** One field of one record as people read it: a name for a reference, words for a status. */
export function PresentedValue({
  accessor,
  field,
  row,
  fallback,
}: {
  /** The resource (catalogue accessor). */
  accessor: string;
  /** The field. */
  field: string;
  /** The record. */
  row: AnyRecord;
  /** How a value without a presentation shows. */
  fallback?: (value: unknown) => ReactNode;
}) {
  const format = useFormatValue();
  const described = describeField(accessor, field);
  if (described.reference) return <ReferenceField accessor={accessor} field={field} row={row} />;
  if (!described.vocabulary && !described.format && fallback) return <>{fallback(row[field])}</>;
  if (described.format === 'template')
    return <WithPlaceholders text={presentText(described, row[field], format)} />;
  return <>{presentText(described, row[field], format)}</>;
}

/**
 * A table column by the presentation of its field: `null` for a field no one
 * sees; otherwise its label, and for references, vocabularies and money
 * the cell and filter choices that read in words.
 *
 * @example
 * presentColumn('claims', 'etag') // null
 * presentColumn('claims', 'status')?.optionLabel?.('pending') // 'Waiting for approval'
 */
export function presentColumn(
  accessor: string,
  field: string,
  cache?: ReferenceCache,
): Partial<FieldInput> | null {
  const d = describeField(accessor, field);
  if (d.hidden) return null;
  const column: Partial<FieldInput> = { label: d.label };
  if (d.reference) {
    const target = d.reference;
    column.type = 'text';
    column.render = (_value, row) => <ReferenceField accessor={accessor} field={field} row={row} />;
    if (cache) {
      column.prepareExport = (rows, signal) => loadReferences(cache, target, field, rows, signal);
      column.exportText = (value, row) =>
        value === null || value === undefined || value === ''
          ? ''
          : (resolveReference(cache, target, value, row).text ?? '');
    }
  } else if (d.vocabulary) {
    const vocabulary = d.vocabulary;
    column.type = 'enum';
    column.options = Object.keys(VOCABULARIES[vocabulary].labels);
    column.optionLabel = (value) => vocabularyLabel(vocabulary, value);
    column.render = (value) =>
      Array.isArray(value) ? shortList(vocabulary, value) : vocabularyLabel(vocabulary, value);
    column.exportText = (value) =>
      value === null || value === undefined || value === ''
        ? ''
        : Array.isArray(value)
          ? value.map((v) => vocabularyLabel(vocabulary, v)).join(', ')
          : vocabularyLabel(vocabulary, value);
  } else if (d.format === 'money') {
    column.type = 'number';
    column.render = (value) => formatMoney(value);
    // The export writes the amount as the screen does, currency included ("£85.23").
    column.exportText = (value) =>
      value === null || value === undefined || value === '' ? '' : formatMoney(value);
  } else if (d.format === 'markdown') {
    column.render = (value) => markdownText(value);
    column.exportText = (value) => (typeof value === 'string' ? value : '');
  } else if (d.format === 'template') {
    column.render = (value) => <WithPlaceholders text={templateText(value)} />;
    column.exportText = (value) => (typeof value === 'string' ? value : '');
  } else if (d.format === 'weekday') {
    column.render = (value) => formatWeekday(value);
    column.exportText = (value) => formatWeekday(value);
  } else if (d.format === 'duration') {
    column.type = 'number';
    column.render = (value) => formatDuration(value);
    column.exportText = (value) =>
      value === null || value === undefined ? '' : formatDuration(value);
  }
  return column;
}

/** Loads the names `field` of `rows` points at (one request per list), for an export. */
export async function loadReferences(
  cache: ReferenceCache,
  target: ReferenceTarget,
  field: string,
  rows: readonly AnyRecord[],
  signal?: AbortSignal,
): Promise<void> {
  const byList = new Map<string, Set<string>>();
  for (const row of rows) {
    const value = row[field];
    const list = target.listPath(row);
    if (!list || (typeof value !== 'number' && typeof value !== 'string') || value === '') continue;
    if (!byList.has(list)) byList.set(list, new Set());
    byList.get(list)!.add(String(value));
  }
  await Promise.all([...byList].map(([list, ids]) => cache.load(list, [...ids], signal)));
}
