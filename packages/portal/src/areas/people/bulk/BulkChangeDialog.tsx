import { useId, useState } from 'react';
import { Dialog } from '../../../app/ui/Dialog.js';
import { FormProblem } from '../../../app/ui/FormProblem.js';
import { useApi } from '../../../app/useApi.js';
import { useTeamTree } from '../../teams/useTeamTree.js';
import { flattenTeams } from '../../teams/teamTree.js';
import { TeamPicker } from '../../teams/TeamPicker.js';
import { personName } from '../../../app/displayName.js';
import type { AnyRecord } from '../../../registry/infer.js';
import { actionError } from '../usePersonData.js';
import { PERSON_STATUSES, statusLabel } from '../StatusBadge.js';
import { batchSummary, runBatch } from './runBatch.js';

/** The changes this dialog makes to every selected person. */
export type BulkChange = 'add-team' | 'remove-team' | 'status';

const TITLES: Record<BulkChange, string> = {
  'add-team': 'Add to a team',
  'remove-team': 'Remove from a team',
  status: 'Change status',
};

const teamIdsOf = (row: AnyRecord): string[] =>
  Array.isArray(row.team_ids) ? row.team_ids.map(String) : [];
const numeric = (id: string) => (/^\d{1,15}$/.test(id) ? Number(id) : id);

/**
 * Adds the selected people to a team, removes them from one, or sets their status:
 * one update a person (with the version read, `If-Match`), one at a time, with a
 * progress bar, then a summary of who was changed and who was refused and why.
 */
export function BulkChangeDialog({
  change,
  rows,
  onClose,
  onDone,
}: {
  change: BulkChange | null;
  rows: readonly AnyRecord[];
  onClose: () => void;
  /** Called with the summary once the batch has run (the list reloads). */
  onDone: (summary: string) => void;
}) {
  const api = useApi();
  const id = useId();
  const tree = useTeamTree();
  const [team, setTeam] = useState<string | null>(null);
  const [status, setStatus] = useState<string>('active');
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<[number, number] | null>(null);
  const teamName = (teamId: string) =>
    flattenTeams(tree.nodes).find(({ node }) => String(node.id) === teamId)?.node.name ??
    'the team';
  const nameOf = (row: AnyRecord) => personName(row) ?? 'Someone';

  const submit = async () => {
    if (change !== 'status' && !team) return setProblem('Choose a team.');
    setProblem(null);
    const body = (row: AnyRecord): Record<string, unknown> => {
      if (change === 'status') return { status };
      const ids = teamIdsOf(row);
      const next =
        change === 'add-team' ? [...new Set([...ids, team!])] : ids.filter((t) => t !== team);
      return { team_ids: next.map(numeric) };
    };
    const result = await runBatch(
      rows,
      async (row) => {
        await api.users.update(
          String(row.id),
          body(row),
          typeof row.etag === 'string' ? { ifMatch: row.etag } : undefined,
        );
      },
      nameOf,
      actionError,
      (n, total) => setProgress([n, total]),
    );
    setProgress(null);
    onDone(
      batchSummary(
        result,
        change === 'add-team'
          ? `added to ${teamName(team!)}`
          : change === 'remove-team'
            ? `removed from ${teamName(team!)}`
            : `set to ${statusLabel(status)}`,
      ),
    );
  };

  return (
    <Dialog open={change !== null} title={change ? TITLES[change] : ''} onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p>
          {rows.length} {rows.length === 1 ? 'person' : 'people'} selected.
        </p>
        <FormProblem problem={problem} />
        {change === 'status' ? (
          <div className="vkp-form-field">
            <label htmlFor={`${id}-status`}>New status</label>
            <select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value)}>
              {PERSON_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {statusLabel(s)}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <TeamPicker
            teams={tree.nodes}
            value={team}
            label="Team"
            onChange={(t) => setTeam(t === null ? null : String(t))}
          />
        )}
        {progress ? (
          <p>
            <progress
              value={progress[0]}
              max={progress[1]}
              aria-label={`Updating ${progress[0]} of ${progress[1]}`}
            />{' '}
            Updating {progress[0]} of {progress[1]}…
          </p>
        ) : null}
        <div className="vkp-page-actions">
          <button type="submit" className="vkp-button vkp-primary" disabled={progress !== null}>
            {change ? TITLES[change] : ''}: {rows.length}
          </button>
          <button type="button" className="vkp-button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
