import { useState } from 'react';
import { DeleteButton } from '../../app/ui/DeleteButton.js';
import type { ResourceDef, ActionDef } from '../registry.js';
import { useUser } from '../../app/hooks.js';
import { errorMessage } from '../../app/states.js';
import { useNotify } from '../../app/ui/toast.js';
import { actionPath, ActionRunner, useSendAction } from './ActionRunner.js';
import { ActionLabel } from '../../app/ui/ActionIcon.js';

/**
 * The extra actions of a resource as buttons. Collection actions run on the
 * resource; item actions on one record (`id`). A direct action (a change that
 * takes no body, or a sub-resource's `store` such as "Hide team") runs from its
 * button, asking first with the two-step button when it is destructive; any
 * other action opens its panel, where missing parameters and a body are asked
 * for, then runs. Every run ends in a toast.
 */
export function ActionBar({
  def,
  params,
  scope,
  id,
  onDone,
}: {
  def: ResourceDef;
  params: Record<string, string>;
  scope: 'collection' | 'item';
  id?: string;
  /** Called after an action changed something (e.g. to reload the list or record). */
  onDone?: () => void;
}) {
  const user = useUser();
  const self = user?.id !== undefined ? String(user.id) : undefined;
  // Calls written with {currentUserId} (self-complete an induction) run only on the
  // signed-in user's own record (spec 6), with that id filled in.
  const actions = def.actions.filter(
    (a) =>
      a.scope === scope &&
      (!a.params.includes('currentUserId') || (self !== undefined && params.userId === self)),
  );
  const [open, setOpen] = useState<string | null>(null);
  if (actions.length === 0) return null;
  const known: Record<string, string> = {
    ...params,
    ...(self !== undefined ? { currentUserId: self } : {}),
  };
  if (scope === 'item' && id !== undefined) {
    for (const a of actions) if (a.idParam) known[a.idParam] = id;
  }
  const active = actions.find((a) => a.key === open);
  return (
    <div className="vkp-actions">
      <h2 className="vkp-visually-hidden">Actions</h2>
      <ul className="vkp-action-list">
        {actions.map((a) => {
          const filled = actionParams(a, known, id);
          return (
            <li key={a.key}>
              {a.direct && a.params.every((p) => filled[p] !== undefined) ? (
                <DirectActionButton action={a} params={filled} onDone={onDone} />
              ) : (
                <button
                  type="button"
                  className="vkp-button"
                  aria-expanded={open === a.key}
                  aria-controls={`action-panel-${scope}`}
                  onClick={() => setOpen(open === a.key ? null : a.key)}
                >
                  <ActionLabel>{a.label}</ActionLabel>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {active ? (
        <div id={`action-panel-${scope}`}>
          <ActionRunner
            key={active.key}
            action={active}
            known={actionParams(active, known, id)}
            onClose={() => setOpen(null)}
            onDone={onDone}
          />
        </div>
      ) : null}
    </div>
  );
}

/** One direct action: sends its request on click (on the second click when it asks first). */
function DirectActionButton({
  action,
  params,
  onDone,
}: {
  action: ActionDef;
  params: Record<string, string>;
  onDone?: () => void;
}) {
  const send = useSendAction();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = () => {
    let path: string;
    try {
      path = actionPath(action, params);
    } catch (e) {
      notify({ type: 'danger', message: `${action.label} failed: ${errorMessage(e)}` });
      return;
    }
    setBusy(true);
    send(action, path, action.payload)
      .then(
        () => onDone?.(),
        () => {}, // already toasted
      )
      .finally(() => setBusy(false));
  };
  if (action.confirm)
    return (
      <DeleteButton
        disabled={busy}
        aria-busy={busy}
        onDelete={run}
        messages={{ delete: action.label, confirmDelete: action.confirm }}
      />
    );
  return (
    <button type="button" className="vkp-button" disabled={busy} aria-busy={busy} onClick={run}>
      <ActionLabel>{action.label}</ActionLabel>
    </button>
  );
}

function actionParams(
  action: ActionDef,
  known: Record<string, string>,
  id?: string,
): Record<string, string> {
  const out = { ...known };
  if (action.idParam && id !== undefined) out[action.idParam] = id;
  return out;
}
