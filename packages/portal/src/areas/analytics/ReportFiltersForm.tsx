import { useId, useState, type FormEvent } from 'react';
import { teamOptions, type TeamNode } from '../teams/teamTree.js';
import {
  presetDates,
  RANGE_PRESETS,
  rangeError,
  type RangePreset,
  type ReportFilters,
} from './filters.js';
import { ReportFormActions } from './ReportFormActions.js';
import { DayInput } from '../../app/ui/DayInput.js';

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
      <DateField
        id={id}
        bound="from"
        label="From"
        draft={draft}
        error={error}
        invalid={Boolean(error?.includes('start') || error?.includes('before'))}
        onChange={setDate}
      />
      <DateField
        id={id}
        bound="to"
        label="To"
        draft={draft}
        error={error}
        invalid={Boolean(error?.includes('end'))}
        onChange={setDate}
      />
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
          {teamOptions(teams ?? []).map(({ node, label }) => (
            <option key={String(node.id)} value={String(node.id)}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <ReportFormActions id={id} error={error} primary>
        Apply filters
      </ReportFormActions>
    </form>
  );
}

/** One end of the custom period, typed day first; the form checks that `from` is not after `to`. */
function DateField({
  id,
  bound,
  label,
  draft,
  error,
  invalid,
  onChange,
}: {
  id: string;
  bound: 'from' | 'to';
  label: string;
  draft: ReportFilters;
  error: string | null;
  invalid: boolean;
  onChange: (bound: 'from' | 'to', date: string) => void;
}) {
  return (
    <div className="vka-field">
      <label htmlFor={`${id}-${bound}`}>{label}</label>
      {/* The order of the two ends is the form's check (rangeError), said once under the form. */}
      <DayInput
        id={`${id}-${bound}`}
        value={draft[bound] ?? ''}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onValue={(day) => onChange(bound, day)}
      />
    </div>
  );
}
