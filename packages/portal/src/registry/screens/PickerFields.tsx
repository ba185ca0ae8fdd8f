import { useMemo, type ReactNode } from 'react';
import { RoleSelector } from '@volunteerkit/widgets';
import type { Role } from '@volunteerkit/api-client';
import { useRequest } from '../../app/useRequest.js';
import { TeamPicker } from '../../areas/teams/TeamPicker.js';
import { isRecord, normaliseList } from '../infer.js';
import { describeField, recordTitleOf } from '../../presentation/describe.js';
import { presentText } from '../../presentation/PresentedValue.js';
import { useRecordName } from '../../presentation/useRecordName.js';
import { useFormatValue } from '../../app/hooks.js';
import { REFERENCE_TARGETS, type ReferenceKind } from '../../presentation/references.js';
import { fillTemplate } from '../paths.js';
import type { FormField } from './formFields.js';
import { useTeamTree } from '../../areas/teams/useTeamTree.js';
import { useApi } from '../../app/useApi.js';
import { useLoad } from '../../app/useLoad.js';
import { useServices } from '../../app/services.js';
import { useCompareText } from '../../app/locale/useCompareText.js';

/** One team of the organisation's hierarchy (the team picker, indented by level). */
export function TeamField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { nodes: teams } = useTeamTree();
  return (
    <TeamPicker
      teams={teams}
      value={value || null}
      label={label}
      onChange={(id) => onChange(id === null ? '' : String(id))}
    />
  );
}

/** Reads role profiles as the role selector's roles. */
export function readRoles(payload: unknown): Role[] {
  return normaliseList(payload).rows.flatMap((r) =>
    (typeof r.id === 'number' || typeof r.id === 'string') && typeof r.name === 'string'
      ? [
          {
            id: r.id,
            name: r.name,
            type: typeof r.type === 'string' ? r.type : 'volunteer',
            ...(typeof r.status === 'string' ? { status: r.status } : {}),
            ...(isRecord(r.family) ? { family: r.family as Role['family'] } : {}),
          } as Role,
        ]
      : [],
  );
}

/** Roles, chosen in the widgets' role selector (spec 2.6) over the organisation's role profiles. */
export function RolesField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: unknown[];
  onChange: (value: unknown[]) => void;
}) {
  const api = useApi();
  const list = useLoad(
    (signal) => api.organisation.roleProfiles.list({ per_page: 500 }, { signal }),
    'roles:profiles',
  );
  const data = list.status === 'success' ? list.data : undefined;
  const roles = useMemo(() => (data === undefined ? [] : readRoles(data)), [data]);
  return (
    <RoleSelector
      label={label}
      roles={roles}
      value={value.filter(
        (v): v is string | number => typeof v === 'string' || typeof v === 'number',
      )}
      onValueChange={(ids) => onChange(ids)}
    />
  );
}

/**
 * The label of a choice: a field of the row, a `{field}` template, or the
 * record's name by the presentation's rules for `accessor` (a person by full
 * name), else "Untitled …": never an id.
 */
export function optionLabel(
  row: Record<string, unknown>,
  label: string | undefined,
  accessor = '',
): string {
  if (!label) return recordTitleOf(accessor, row);
  if (!label.includes('{')) return typeof row[label] === 'string' ? (row[label] as string) : '';
  return label.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_m, k: string) => {
    const v = row[k];
    return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
  });
}

/**
 * Record ids: ticked in a list read from the field's `source` (e.g. the
 * organisation's rotas by name), or typed as "4, 5, 6" when there is none.
 */
export function IdsField({
  field,
  id,
  label,
  required,
  common,
  hint,
  value,
  onChange,
  params,
}: {
  field: FormField;
  id: string;
  label: string;
  required: boolean;
  common: Record<string, unknown>;
  hint: ReactNode;
  value: string;
  onChange: (value: string) => void;
  params: Readonly<Record<string, string>>;
}) {
  const { registry } = useServices();
  const source = field.source ? registry.byAccessor.get(field.source.resource) : undefined;
  let path: string | null = null;
  try {
    path = source ? fillTemplate(source.path, params) : null;
  } catch {
    path = null;
  }
  const list = useRequest<unknown>(
    path ? { method: 'GET', path, query: { per_page: 200, limit: 200 } } : null,
    `ids:${path ?? ''}`,
  );
  const rows = list.status === 'success' ? normaliseList(list.data).rows : [];
  if (!path || list.status === 'error' || (list.status === 'success' && rows.length === 0))
    return (
      <>
        <label htmlFor={id}>
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </label>
        {hint ?? (
          <p id={`${id}-hint`} className="vkp-field-hint">
            Numbers separated by commas, e.g. 4, 5, 6.
          </p>
        )}
        <input
          {...common}
          aria-describedby={[common['aria-describedby'], hint ? '' : `${id}-hint`]
            .filter(Boolean)
            .join(' ')}
          inputMode="numeric"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </>
    );
  const chosen = new Set(value.split(/[\s,]+/).filter(Boolean));
  const valueKey = field.source?.value ?? 'id';
  return (
    <fieldset
      className="vkp-checklist"
      aria-describedby={common['aria-describedby'] as string | undefined}
    >
      <legend>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {hint}
      {list.status === 'loading' ? <p className="vkp-field-hint">Loading choices…</p> : null}
      <ul>
        {rows.map((row) => {
          const v = String(row[valueKey] ?? '');
          if (!/^\d{1,15}$/.test(v)) return null;
          const resource = field.source?.resource ?? '';
          return (
            <li key={v}>
              <label className="vkp-checkbox">
                <input
                  type="checkbox"
                  name={field.name}
                  value={v}
                  checked={chosen.has(v)}
                  onChange={(e) => {
                    const next = new Set(chosen);
                    if (e.target.checked) next.add(v);
                    else next.delete(v);
                    onChange([...next].join(', '));
                  }}
                  onBlur={common.onBlur as () => void}
                />
                {field.source?.label ? (
                  optionLabel(row, field.source.label, resource) || recordTitleOf(resource, {})
                ) : (
                  <RecordChoiceName accessor={resource} row={row} detail={field.source?.detail} />
                )}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/**
 * A record of a checklist by its name (the presentation's rule, references read
 * in batches) and, with `detail`, one of its fields in words after it:
 * "Ada Lovelace (Confirmed)". Never an id.
 */
function RecordChoiceName({
  accessor,
  row,
  detail,
}: {
  accessor: string;
  row: Record<string, unknown>;
  detail?: string;
}) {
  const format = useFormatValue();
  const name = useRecordName(accessor, row) ?? recordTitleOf(accessor, {});
  if (!detail || row[detail] === null || row[detail] === undefined || row[detail] === '')
    return <>{name}</>;
  return (
    <>
      {name} ({presentText(describeField(accessor, detail), row[detail], format)})
    </>
  );
}

/**
 * One record another resource holds (a person, a category, a room), chosen by
 * its name from the target's list (the presentation's reference rule); the
 * current value stays a choice while the list loads or when it is not listed.
 */
export function ReferenceSelect({
  common,
  kind,
  row,
  value,
  onChange,
}: {
  common: Record<string, unknown>;
  kind: ReferenceKind;
  row: Readonly<Record<string, unknown>>;
  value: string;
  onChange: (value: string) => void;
}) {
  const target = REFERENCE_TARGETS[kind];
  const compare = useCompareText();
  const path = target.listPath(row);
  const list = useRequest<unknown>(
    path ? { method: 'GET', path, query: { per_page: 500 } } : null,
    `reference:${path ?? ''}`,
  );
  const rows = list.status === 'success' ? normaliseList(list.data).rows : [];
  const choices = rows.flatMap((r) => {
    const v = typeof r.id === 'number' || typeof r.id === 'string' ? String(r.id) : '';
    return v ? [{ value: v, label: target.name(r) ?? `Untitled ${target.singular}` }] : [];
  });
  choices.sort((a, b) => compare(a.label, b.label));
  const known = !value || choices.some((c) => c.value === value);
  return (
    <select {...common} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{list.status === 'loading' ? 'Loading…' : 'None'}</option>
      {known ? null : (
        <option value={value}>{list.status === 'loading' ? 'Loading…' : target.missing}</option>
      )}
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </select>
  );
}
