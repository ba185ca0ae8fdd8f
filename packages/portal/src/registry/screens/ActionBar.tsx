import { useState } from 'react';
import type { ResourceDef, ActionDef } from '../registry.js';
import { useUser } from '../../app/hooks.js';
import { ActionRunner } from './ActionRunner.js';

/**
 * The extra actions of a resource as buttons. Collection actions run on the
 * resource; item actions on one record (`id`). An action opens its panel,
 * where missing parameters and a body are asked for, then runs.
 */
export function ActionBar({
  def,
  params,
  scope,
  id,
}: {
  def: ResourceDef;
  params: Record<string, string>;
  scope: 'collection' | 'item';
  id?: string;
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
        {actions.map((a) => (
          <li key={a.key}>
            <button
              type="button"
              className="vkp-button"
              aria-expanded={open === a.key}
              aria-controls={`action-panel-${scope}`}
              onClick={() => setOpen(open === a.key ? null : a.key)}
            >
              {a.label}
            </button>
          </li>
        ))}
      </ul>
      {active ? (
        <div id={`action-panel-${scope}`}>
          <ActionRunner
            key={active.key}
            action={active}
            known={actionParams(active, known, id)}
            onClose={() => setOpen(null)}
          />
        </div>
      ) : null}
    </div>
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
