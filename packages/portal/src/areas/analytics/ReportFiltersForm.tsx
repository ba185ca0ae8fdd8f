import { useId, useState, type FormEvent } from 'react';
import { flattenTeams, type TeamNode } from '../teams/teamTree.js';
import {
  presetDates,
  RANGE_PRESETS,
  rangeError,
  type RangePreset,
  type ReportFilters,
} from './filters.js';

/**
 * The filters of a report: a period (preset or custom dates) and a team. The
 * choice is applied with the Apply button (or Enter), so typing a date sends
 * no half-finished request; an impossible range is explained and not applied.
 * The parent gives it a `key` of the applied filters, so it starts again from them.
 */
export function ReportFiltersForm({
  value,
  teams,
  onApply,
  today,
}: {
  value: ReportFilters;
  teams: readonly TeamNode[] | null;
  onApply: (filters: ReportFilters) => void;
  today: Date;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const setRange = (range: RangePreset) =>
    setDraft((d) => ({
      ...(d.teamId ? { teamId: d.teamId } : {}),
      range,
      ...(range === 'custom' ? { from: d.from, to: d.to } : presetDates(range, today)),
    }));
  const setDate = (which: 'from' | 'to', date: string) =>
    setDraft((d) => {
      const next: ReportFilters = { ...d, range: 'custom' };
      if (date) next[which] = date;
      else delete next[which];
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = rangeError(draft.from, draft.to);
    setError(problem);
    if (!problem) onApply(draft);
  };

  return (
    <form
      className="vka-filters vka-no-print"
      onSubmit={submit}
      aria-labelledby={`${id}-legend`}
      noValidate
    >
      <h2 id={`${id}-legend`} className="vka-filters-title">
        Filters
      </h2>
      <div className="vka-field">
        <label htmlFor={`${id}-range`}>Period</label>
        <select
          id={`${id}-range`}
          value={draft.range}
          onChange={(e) => setRange(e.target.value as RangePreset)}
        >
          {RANGE_PRESETS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </select>
      </div>
      <div className="vka-field">
        <label htmlFor={`${id}-from`}>From</label>
        <input
          id={`${id}-from`}
          type="date"
          value={draft.from ?? ''}
          max={draft.to}
          aria-invalid={error?.includes('start') || error?.includes('before') ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setDate('from', e.target.value)}
        />
      </div>
      <div className="vka-field">
        <label htmlFor={`${id}-to`}>To</label>
        <input
          id={`${id}-to`}
          type="date"
          value={draft.to ?? ''}
          min={draft.from}
          aria-invalid={error?.includes('end') ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setDate('to', e.target.value)}
        />
      </div>
      <div className="vka-field">
        <label htmlFor={`${id}-team`}>Team</label>
        <select
          id={`${id}-team`}
          value={draft.teamId ?? ''}
          disabled={teams === null}
          onChange={(e) =>
            setDraft((d) => {
              const next = { ...d };
              if (e.target.value) next.teamId = e.target.value;
              else delete next.teamId;
              return next;
            })
          }
        >
          <option value="">All teams</option>
          {flattenTeams(teams ?? []).map(({ node, level }) => (
            <option key={String(node.id)} value={String(node.id)}>
              {`${'— '.repeat(level)}${node.name}`}
            </option>
          ))}
        </select>
      </div>
      <div className="vka-field vka-field-action">
        <button type="submit" className="vkp-button vkp-primary">
          Apply filters
        </button>
      </div>
      <p id={`${id}-error`} className="vka-error" role="alert" hidden={!error}>
        {error}
      </p>
    </form>
  );
}
