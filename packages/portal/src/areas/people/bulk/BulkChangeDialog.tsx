import { useId, useState } from 'react';
import { useApi } from '../../../app/useApi.js';
import { useTeamTree } from '../../teams/useTeamTree.js';
import { flattenTeams } from '../../teams/teamTree.js';
import { TeamPicker } from '../../teams/TeamPicker.js';
import { actionError } from '../usePersonData.js';
import { PERSON_STATUSES, statusLabel } from '../StatusBadge.js';
import { audienceSize, savedListFor, type Audience } from './audience.js';
import { BulkDialogFrame } from './BulkDialogFrame.js';
import { batchSummary, readBatchResult } from './bulkResult.js';
import { useLedTeams } from '../../teams/useLedTeams.js';

/** The changes this dialog makes to everyone it reaches. */
export type BulkChange = 'add-team' | 'remove-team' | 'status' | 'delete';

const TITLES: Record<BulkChange, string> = {
  'add-team': 'Add to a team',
  'remove-team': 'Remove from a team',
  status: 'Change status',
  delete: 'Delete people',
};

/**
 * Adds everyone in the audience to a team, removes them from one, sets their
 * status or deletes them (two steps, with the count): one request
 * (`POST /bulk/`) that the server resolves and applies, then a summary of who
 * was changed and who was refused and why.
 */
export function BulkChangeDialog({
  change,
  audience,
  onClose,
  onDone,
}: {
  change: BulkChange | null;
  audience: Audience;
  onClose: () => void;
  /** Called with the summary once the action has run (the list reloads). */
  onDone: (summary: string) => void;
}) {
  const api = useApi();
  const id = useId();
  const tree = useTeamTree();
  const led = useLedTeams(tree.nodes);
  const [team, setTeam] = useState<string | null>(null);
  const [status, setStatus] = useState<string>('active');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const count = audienceSize(audience);
  const teamName = (teamId: string) =>
    flattenTeams(tree.nodes).find(({ node }) => String(node.id) === teamId)?.node.name ??
    'the team';
  const needsTeam = change === 'add-team' || change === 'remove-team';

  const submit = async () => {
    if (!change) return;
    if (needsTeam && !team) return setProblem('Choose a team.');
    if (change === 'delete' && !confirming) return setConfirming(true);
    setProblem(null);
    setBusy(true);
    try {
      const listId = await savedListFor(api, audience);
      const answer = await api.bulk.store({
        action: change,
        saved_list_id: listId,
        ...(needsTeam ? { team_id: Number(team) } : {}),
        ...(change === 'status' ? { status } : {}),
      });
      const did =
        change === 'add-team'
          ? `added to ${teamName(team!)}`
          : change === 'remove-team'
            ? `removed from ${teamName(team!)}`
            : change === 'status'
              ? `set to ${statusLabel(status)}`
              : 'deleted';
      onDone(batchSummary(readBatchResult(answer), did));
    } catch (e) {
      setProblem(actionError(e));
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };

  const people = `${count} ${count === 1 ? 'person' : 'people'}`;
  return (
    <BulkDialogFrame
      open={change !== null}
      title={change ? TITLES[change] : ''}
      audience={audience}
      problem={problem}
      busy={busy}
      busyLabel={`Updating ${people}…`}
      submitLabel={
        change === 'delete'
          ? confirming
            ? `Yes, delete ${people}`
            : `Delete ${people}…`
          : `${change ? TITLES[change] : ''}: ${count}`
      }
      onSubmit={() => void submit()}
      onClose={onClose}
    >
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
      ) : needsTeam ? (
        <TeamPicker
          teams={led.nodes}
          value={team}
          label="Team"
          onChange={(t) => setTeam(t === null ? null : String(t))}
        />
      ) : confirming ? (
        <p role="alert">
          This deletes {people} and cannot be undone. Press “Yes, delete {people}” to go ahead.
        </p>
      ) : (
        <p>Everyone listed above is deleted, with their records.</p>
      )}
      {led.note ? <p className="vkr-help">{led.note}</p> : null}
    </BulkDialogFrame>
  );
}
