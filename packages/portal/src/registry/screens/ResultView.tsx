import { useEffect, useMemo } from 'react';
import type { ResponseKind } from '@volunteerkit/api-client';
import { Empty } from '../../app/states.js';
import { inferColumns, normaliseList, normaliseRecord } from '../infer.js';
import { RecordTable } from './RecordTable.js';
import { ReadableFields } from './ReadableValue.js';

/**
 * Shows a call's result readably (never as JSON): a table for lists, a
 * definition list for a record (nested values as tables and lists), text in a
 * `<pre>` (HTML previews are shown in a sandboxed frame without scripts),
 * and a download link for files. Unexpected shapes never throw.
 */
export function ResultView({
  data,
  kind,
  label,
}: {
  data: unknown;
  kind: ResponseKind;
  label: string;
}) {
  if (kind === 'binary') return <BinaryResult data={data} label={label} />;
  if (kind === 'text') {
    const text = typeof data === 'string' ? data : '';
    if (/<[a-z][\s\S]*>/i.test(text))
      return <iframe className="vkp-preview" title={`${label} preview`} sandbox="" srcDoc={text} />;
    return <pre className="vkp-json">{text || '(empty)'}</pre>;
  }
  if (data === null || data === undefined || data === '')
    return <Empty>Done. The server returned no content.</Empty>;
  const list = normaliseList(data);
  if (
    Array.isArray(data) ||
    (typeof data === 'object' && Array.isArray((data as { data?: unknown }).data))
  ) {
    if (list.rows.length === 0) return <Empty>No results.</Empty>;
    return (
      <RecordTable
        caption={label}
        rows={list.rows}
        columns={inferColumns(list.rows, 8)}
        rowKey={(_r, i) => String(i)}
      />
    );
  }
  const record = normaliseRecord(data);
  if (record) return <ReadableFields record={record} />;
  return <pre className="vkp-json">{String(data)}</pre>;
}

function BinaryResult({ data, label }: { data: unknown; label: string }) {
  const url = useMemo(() => (data instanceof Blob ? URL.createObjectURL(data) : null), [data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (!(data instanceof Blob)) return <Empty>The server returned no file.</Empty>;
  return url ? (
    <a
      className="vkp-button"
      href={url}
      download={`${label.replace(/[^A-Za-z0-9-]+/g, '-').toLowerCase()}.pdf`}
    >
      Download {label}
    </a>
  ) : null;
}
