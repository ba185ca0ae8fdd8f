import { useId, useState, type FormEvent } from 'react';
import { describedBy } from '../../app/ui/FieldError.js';
import { isSafeParam } from '../../registry/paths.js';
import { ReportFormActions } from './ReportFormActions.js';
import type { ReportParam } from './reportTypes.js';

/** The path parameters a report needs (e.g. a dynamic skill category ID), checked before use. */
export function ReportParamsForm({
  params,
  values,
  onApply,
}: {
  params: readonly ReportParam[];
  values: readonly string[];
  onApply: (values: Record<string, string>) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string[]>([...values]);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bad = params.find((_, i) => !isSafeParam(draft[i]?.trim()));
    if (bad) {
      setError(`Enter the ${bad.label.toLowerCase()}: letters, digits, - or _.`);
      return;
    }
    setError(null);
    onApply(Object.fromEntries(params.map((p, i) => [p.name, draft[i]!.trim()])));
  };
  return (
    <form className="vka-filters vka-no-print" onSubmit={submit} aria-label="Report parameters">
      {params.map((p, i) => (
        <div className="vka-field" key={p.name}>
          <label htmlFor={`${id}-${p.name}`}>{p.label}</label>
          <input
            id={`${id}-${p.name}`}
            value={draft[i] ?? ''}
            inputMode="numeric"
            {...describedBy(`${id}-error`, error)}
            onChange={(e) => setDraft((d) => d.map((v, j) => (j === i ? e.target.value : v)))}
          />
        </div>
      ))}
      <ReportFormActions id={id} error={error}>
        Show report
      </ReportFormActions>
    </form>
  );
}
