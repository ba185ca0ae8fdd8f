import { useId, useMemo, useState } from 'react';
import { ApiError } from '@volunteerkit/api-client';
import { errorMessage } from '../../app/states.js';
import { isRecord } from '../../registry/infer.js';
import { useLoad } from '../../app/useLoad.js';
import { useApi } from '../../app/useApi.js';
import { TeamPicker } from '../teams/TeamPicker.js';
import { readTeamTree } from '../teams/teamTree.js';
import { reachLabel, savedListsFromHistory, type SavedListOption } from './savedLists.js';
import { BULK_LIMITS } from './template.js';
import { FormField, TextField } from '../../app/ui/FormField.js';
import { FieldError } from '../../app/ui/FieldError.js';

/**
 * Chooses the saved list of a bulk e-mail: one used before, or a new one made
 * of a team (sub-teams included), stored with `organisation.savedList.store`.
 * Shows how many people the chosen list reaches now (`savedList.show`).
 */
export function SavedListPicker({
  value,
  onChange,
  error,
  errorId,
}: {
  value: string;
  onChange: (id: string) => void;
  error?: string;
  errorId: string;
}) {
  const api = useApi();
  const ids = useId();
  const [created, setCreated] = useState<SavedListOption[]>([]);
  const [name, setName] = useState('');
  const [team, setTeam] = useState<string | null>(null);
  const [createError, setCreateError] = useState('');
  const history = useLoad(
    (signal) => api.bulk.email.listAll({ per_page: 100 }, { signal, maxPages: 3 }),
    'bulk',
  );
  const tree = useLoad((signal) => api.organisation.teams.recursive({}, { signal }), 'teams');
  const teams = useMemo(
    () => (tree.data === undefined ? [] : readTeamTree(tree.data)),
    [tree.data],
  );
  const options = useMemo(
    () => savedListsFromHistory(history.data ?? [], created),
    [history.data, created],
  );
  const chosen = useLoad(
    (signal) => api.organisation.savedList.show(value, {}, { signal }),
    /^\d{1,15}$/.test(value) ? value : null,
  );
  const count =
    isRecord(chosen.data) && isRecord(chosen.data.data)
      ? Number(chosen.data.data.member_count)
      : NaN;

  async function create() {
    if (name.trim() === '' || name.length > BULK_LIMITS.listName) {
      setCreateError(
        name.trim() === ''
          ? 'Name the list.'
          : `The name can have at most ${BULK_LIMITS.listName} characters.`,
      );
      return;
    }
    if (!team) {
      setCreateError('Choose the team whose members the list holds.');
      return;
    }
    try {
      const r = await api.organisation.savedList.store({
        name: name.trim(),
        team_ids: [Number(team)],
      });
      const id = isRecord(r) && isRecord(r.data) ? String(r.data.id) : '';
      setCreated((c) => [{ id, name: name.trim() }, ...c]);
      setCreateError('');
      setName('');
      onChange(id);
    } catch (e) {
      const field = e instanceof ApiError ? Object.values(e.fieldErrors ?? {})[0]?.[0] : undefined;
      setCreateError(field ? `The list was not saved: ${field}.` : errorMessage(e));
    }
  }

  return (
    <fieldset className="vkc-fieldset">
      <legend>Recipients: a saved list</legend>
      <FormField id={`${ids}-l`} label="Saved list">
        <select
          id={`${ids}-l`}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorId : '', `${ids}-reach`].filter(Boolean).join(' ')}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">
            {options.length === 0 ? 'No saved lists yet: create one below' : 'Choose a saved list'}
          </option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
        <FieldError id={errorId} error={error} />
        <p id={`${ids}-reach`} className="vkc-meta" aria-live="polite" data-testid="reach">
          {value && chosen.status === 'success'
            ? reachLabel(count)
            : value && chosen.status === 'error'
              ? errorMessage(chosen.error)
              : ''}
        </p>
      </FormField>
      <details className="vkc-create-list" open={options.length === 0 || undefined}>
        <summary>Create a saved list from a team</summary>
        <TextField
          id={`${ids}-n`}
          label="List name"
          value={name}
          maxLength={BULK_LIMITS.listName}
          onValue={setName}
        />
        <TeamPicker
          teams={teams}
          value={team}
          onChange={(id) => setTeam(id === null ? null : String(id))}
          label="Team (members of its sub-teams too)"
        />
        {createError ? (
          <p className="vkp-field-error" role="alert">
            {createError}
          </p>
        ) : null}
        <button type="button" className="vkp-button" onClick={() => void create()}>
          Save the list
        </button>
      </details>
    </fieldset>
  );
}
