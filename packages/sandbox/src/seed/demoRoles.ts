/**
 * The demo logins that match real jobs beyond the administrator: a team leader of two
 * bases and a deliberately limited account, the team leaders' permission group, and the
 * coordinator's teams.
 * Seeded last, so the ids of every other demo record stay as they were.
 *
 * @module
 */
import { DEMO_LOGINS, DEMO_PASSWORD, type SeedContext } from './context.js';
import { LIMITED_PERMISSIONS, TEAM_LEADER_PERMISSIONS } from './permissions.js';
import { named } from '../store/collections.js';

/** The bases the demo team leader leads. */
export const TEAM_LEADER_TEAMS = ['Callander base', 'Pitlochry base'] as const;

/** The bases the demo coordinator works for (Central Scotland). */
export const COORDINATOR_TEAMS = ['Callander base', 'Pitlochry base', 'Stirling base'] as const;

/** Seeds the team leader and the limited account, and the permission groups of the jobs. */
export function seedDemoRoles(ctx: SeedContext, coordinatorId: number, anchor: string) {
  const teams = ctx.store.all(named('organisation.teams'));
  const idOf = (name: string) => teams.find((t) => t.name === name)?.id;
  const led = TEAM_LEADER_TEAMS.map(idOf).filter((id): id is number => id !== undefined);
  const leaders = ctx.insert(named('organisation.permissionGroups'), {
    name: 'Team leaders',
    permissions: TEAM_LEADER_PERMISSIONS,
  });
  // The coordinator works for Central Scotland: the task screens open on these teams.
  const central = COORDINATOR_TEAMS.map(idOf).filter((id): id is number => id !== undefined);
  ctx.store.update(named('users'), {}, coordinatorId, { team_ids: central });
  const common = { timezone: 'Europe/London', status: 'active', start_date: '2024-03-01' };
  const leader = ctx.user(
    {
      ...common,
      email: DEMO_LOGINS.teamLeader,
      first_name: 'Tam',
      last_name: 'Leader',
      role: 'team leader',
      permissions: TEAM_LEADER_PERMISSIONS,
      permission_group_ids: [leaders.id],
      team_ids: led,
      led_team_ids: led,
    },
    { password: DEMO_PASSWORD },
  );
  const limited = ctx.user(
    {
      ...common,
      email: DEMO_LOGINS.limited,
      first_name: 'Lee',
      last_name: 'Limited',
      role: 'team leader',
      permissions: LIMITED_PERMISSIONS,
      team_ids: led.slice(0, 1),
    },
    { password: DEMO_PASSWORD },
  );
  // The coordinator's own pending claim: their approval queue lists it, never as theirs to decide.
  ctx.insert(named('claims'), {
    user_id: coordinatorId,
    team_id: central[0] ?? null,
    expense_type: 'Travel',
    amount: 18.6,
    status: 'pending',
    submitted_at: `${anchor}T08:30:00.000Z`,
    authoriser_id: null,
  });
  return { leader, limited };
}
