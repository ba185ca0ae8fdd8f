import { useId, useMemo, useState, type FormEvent } from 'react';
import { describedBy } from '../../app/ui/FieldError.js';
import { useApi } from '../../app/useApi.js';
import { useLoad } from '../../app/useLoad.js';
import { useCompareText } from '../../app/locale/useCompareText.js';
import { isSafeParam } from '../../registry/paths.js';
import { normaliseList } from '../../registry/infer.js';
import { namedRecordName } from '../../presentation/index.js';
import { PersonPicker } from '../people/picker/PersonPicker.js';
import type { PersonChoice } from '../people/picker/personChoice.js';
import { ReportFormActions } from './ReportFormActions.js';
import type { ReportParam } from './reportTypes.js';

/** The organisation's skill categories, by name, for a picker. */
function useSkillCategories(wanted: boolean) {
  const api = useApi();
  const compare = useCompareText();
  const list = useLoad(
    (signal) => api.organisation.skillCategories.list({ per_page: 500 }, { signal }),
    wanted ? 'analytics:skill-categories' : null,
  );
  const data = list.status === 'success' ? list.data : undefined;
  const options = useMemo(
    () =>
      data === undefined
        ? []
        : normaliseList(data)
            .rows.flatMap((row) => {
              const id = row.id;
              const name = namedRecordName(row);
              return (typeof id === 'number' || typeof id === 'string') && name
                ? [{ id: String(id), name }]
                : [];
            })
            .sort((a, b) => compare(a.name, b.name)),
    [data, compare],
  );
  return { status: list.status, options };
}

/**
 * The records a report is about (a skill category, a person), each chosen by
 * name in a picker: never typed as an id.
 */
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
  const [people, setPeople] = useState<Record<string, PersonChoice | null>>({});
  const [error, setError] = useState<string | null>(null);
  const categories = useSkillCategories(params.some((p) => p.kind === 'skillCategory'));
  const set = (i: number, value: string) => setDraft((d) => d.map((v, j) => (j === i ? value : v)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bad = params.find((_, i) => !isSafeParam(draft[i]?.trim()));
    if (bad) {
      setError(`Choose the ${bad.label.toLowerCase()}.`);
      return;
    }
    setError(null);
    onApply(Object.fromEntries(params.map((p, i) => [p.name, draft[i]!.trim()])));
  };
  return (
    <form className="vka-filters vka-no-print" onSubmit={submit} aria-label="Report parameters">
      {params.map((p, i) =>
        p.kind === 'person' ? (
          <div className="vka-field" key={p.name}>
            <PersonPicker
              label={p.label}
              value={people[p.name] ?? null}
              purpose="choose the person this report is about"
              onChange={(choice) => {
                setPeople((all) => ({ ...all, [p.name]: choice }));
                set(i, choice?.id ?? '');
              }}
            />
          </div>
        ) : (
          <div className="vka-field" key={p.name}>
            <label htmlFor={`${id}-${p.name}`}>{p.label}</label>
            <select
              id={`${id}-${p.name}`}
              value={draft[i] ?? ''}
              {...describedBy(`${id}-error`, error)}
              onChange={(e) => set(i, e.target.value)}
            >
              <option value="">
                {categories.status === 'loading'
                  ? 'Loading categories…'
                  : categories.status === 'error'
                    ? 'Categories could not be loaded'
                    : 'Choose a category'}
              </option>
              {categories.options.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        ),
      )}
      <ReportFormActions id={id} error={error}>
        Show report
      </ReportFormActions>
    </form>
  );
}
