/**
 * The demo's team sites (issue 49): four site teams that have open adverts get a
 * public site (`/team-sites/{teamId}`), with text, contact details and their adverts
 * listed by the page; those the demo team leader (Tam) leads first, so a message
 * sent from their site lands in Tam's inbox.
 *
 * @module
 */
import type { SeedContext } from '../seed/context.js';
import { named } from '../store/collections.js';
import { openOpportunities, TEAM_SITES } from './site.js';

/** Seeds the demo's team sites; returns the ids of the teams that have one. */
export function seedTeamSites(ctx: SeedContext): number[] {
  const led = (team: { id: number }) =>
    ctx.store
      .all(named('users'))
      .some((p) => Array.isArray(p.led_team_ids) && p.led_team_ids.map(Number).includes(team.id));
  const teams = ctx.store
    .all(named('organisation.teams'))
    .filter((t) => t.icon === 'site' && t.disabled !== true && t.hidden !== true)
    .filter((t) => openOpportunities(ctx, t.id).length > 0)
    .sort((a, b) => Number(led(b)) - Number(led(a)) || a.id - b.id)
    .slice(0, 4);
  for (const team of teams) {
    const name = String(team.name);
    const slug = name
      .toLowerCase()
      .replace(/[^a-z]+/g, '.')
      .replace(/^\.|\.$/g, '');
    ctx.store.insert(
      TEAM_SITES,
      { teamId: String(team.id) },
      {
        title: name,
        text: `Welcome to **${name}**. Our volunteers look after paths, woodland and dry-stone walls, and stay with us for a week or for a season.\n\nNo experience is needed: we train you on site, and tools, meals and a bed are provided.`,
        contact_email: `${slug}@highlandsandhills.example`,
        contact_phone: '01234 567890',
        address: `${name}\nHighlands and Hills Volunteers`,
        published: true,
      },
    );
  }
  return teams.map((t) => t.id);
}
