import { useId, useMemo, useState } from 'react';
import { FormProblem } from '../../app/ui/FormProblem.js';
import { LoadedRows, RecordsTable } from '../../app/ui/RecordsTable.js';
import { usePanelActions } from '../../app/usePanelActions.js';
import { TeamPicker } from '../teams/TeamPicker.js';
import { INVITATION_STATUSES, readInvitations, type Invitation } from './eventRecords.js';
import { PANEL_PAGE as PAGE, type EventPanelProps } from './useEventContext.js';
import { useLoad } from '../../app/useLoad.js';
import { PersonApart, usePeopleApart } from '../../presentation/usePeopleApart.js';
import {
  AddPersonForm,
  InlineForm,
  RemoveButton,
  StatusOptions,
  statusWords,
} from './panelParts.js';

const INVITATION_COLUMNS = ['Invited', 'Kind', 'Status', 'Actions'];
/** A picked record's id (the pickers offer records read from the API, so their ids are numbers). */
const numeric = (id: string) => Number(id);

/** An event's invitations: invite a person or a team, see and change each one's status. */
export function InvitationsPanel({ eventId, context, announce }: EventPanelProps) {
  const api = context.api.events.invitations(eventId);
  const ids = useId();
  const list = useLoad((signal) => api.listAll(PAGE, { signal, maxPages: 10 }), eventId);
  const rows = useMemo(() => (list.status === 'success' ? readInvitations(list.data) : []), [list]);
  const [team, setTeam] = useState<string | null>(null);
  const [pending, setPending] = useState<Record<string, { from: string; to: string }>>({});
  const { problem, setProblem, busy, run } = usePanelActions(list.reload, announce);
  const invitedPeople = useMemo(
    () => new Set(rows.filter((r) => r.kind === 'person').map((r) => r.targetId)),
    [rows],
  );
  const nameOf = (r: Invitation) =>
    r.kind === 'person' ? context.personName(r.targetId) : context.teamName(r.targetId);
  const apart = usePeopleApart(
    rows.filter((r) => r.kind === 'person').map((r) => ({ name: nameOf(r), userId: r.targetId })),
  );

  return (
    <section className="vke-panel" aria-labelledby={`${ids}-h`}>
      <h2 id={`${ids}-h`}>Invitations</h2>
      <div className="vke-invite">
        <AddPersonForm
          label="Invite a person"
          submitLabel="Invite person"
          pickerLabel="Person to invite"
          exclude={invitedPeople}
          busy={busy}
          missing="Choose a person to invite."
          onProblem={setProblem}
          onAdd={(person, chosen) =>
            run(() => api.store({ user_id: numeric(person) }), `${chosen.name} invited.`)
          }
        />
        <InlineForm
          label="Invite a team"
          submitLabel="Invite team"
          busy={busy}
          onSubmit={() => {
            if (!team) return setProblem('Choose a team to invite.');
            const name = context.teamName(team);
            void run(() => api.store({ team_id: numeric(team) }), `Team ${name} invited.`).then(
              (ok) => ok && setTeam(null),
            );
          }}
        >
          <TeamPicker
            teams={context.teams}
            value={team}
            label="Team to invite"
            onChange={(id) => setTeam(id === null ? null : String(id))}
          />
        </InlineForm>
      </div>
      <FormProblem problem={problem} />
      <LoadedRows
        state={list}
        loading="Loading invitations…"
        empty={rows.length === 0}
        whenEmpty={<p>Nobody is invited yet.</p>}
      >
        <div className="vke-invitations">
          <RecordsTable caption="Invitations" columns={INVITATION_COLUMNS} busy={busy}>
            {rows.map((r) => {
              const name = nameOf(r);
              // A choice not yet saved is kept only for the status it was made against.
              const draft = pending[r.id];
              const chosen = draft?.from === r.status ? draft.to : r.status;
              return (
                <tr key={r.id}>
                  <td className="vke-invitation-name">
                    {name}
                    {r.kind === 'person' ? <PersonApart line={apart(r.targetId)} /> : null}
                  </td>
                  <td className="vke-invitation-kind">{r.kind === 'person' ? 'Person' : 'Team'}</td>
                  <td className="vke-invitation-status" data-testid="invitation-status">
                    {statusWords(r.status)}
                  </td>
                  <td className="vke-row-actions">
                    <select
                      aria-label={`New status for ${name}`}
                      value={chosen}
                      onChange={(e) =>
                        setPending({ ...pending, [r.id]: { from: r.status, to: e.target.value } })
                      }
                    >
                      <StatusOptions statuses={new Set([...INVITATION_STATUSES, r.status])} />
                    </select>
                    <button
                      type="button"
                      className="vkp-button"
                      disabled={busy || chosen === r.status}
                      aria-label={`Set status of ${name}`}
                      onClick={() =>
                        void run(
                          () => api.update(r.id, { status: chosen }),
                          `${name}: ${statusWords(chosen).toLowerCase()}.`,
                        ).then(() => {
                          // Saved or refused, the select shows the stored status again (a
                          // refused choice must not sit there looking like the status).
                          setPending(({ [r.id]: _done, ...rest }) => rest);
                        })
                      }
                    >
                      Set status
                    </button>
                    <RemoveButton
                      label={`Remove ${name}`}
                      disabled={busy}
                      onRemove={() =>
                        void run(() => api.delete(r.id), `Invitation of ${name} removed.`)
                      }
                    />
                  </td>
                </tr>
              );
            })}
          </RecordsTable>
        </div>
      </LoadedRows>
    </section>
  );
}
