/**
 * E-mailing a person placed on work they will not be cleared for (issue 50):
 * the reference server's `clearance_reminder` on the work's own update route.
 *
 * @module
 */
import type { VolunteerKitApi } from '@volunteerkit/api-client';
import { useCan } from '../../app/useCan.js';
import type { AtRisk } from './safety.js';

/**
 * Asks the server to e-mail the person of `row` about that work (through the
 * outbox) and log it; rejects with the server's refusal.
 */
export async function sendClearanceReminder(api: VolunteerKitApi, row: AtRisk): Promise<void> {
  // The reference server's reminder, beyond the typed update inputs.
  const body: Record<string, unknown> = { clearance_reminder: { user_id: Number(row.userId) } };
  if (row.kind === 'shift') await api.shifts.update(row.workId, body);
  else if (row.kind === 'event') await api.events.update(row.workId, body);
  else if (row.kind === 'residential') await api.residentialBookings.update(row.workId, body);
  else await api.applications.update(row.workId, body);
}

/**
 * Whether the signed-in person may e-mail someone about a row's work: they
 * may see people and change that kind of work (the server's rule for the route).
 */
export function useMayRemind(): (row: Pick<AtRisk, 'kind'>) => boolean {
  const rotas = useCan('view-users', 'edit-rotas');
  const organisation = useCan('view-users', 'manage-organisation');
  const residential = useCan('view-users', 'manage-residential-bookings');
  const opportunities = useCan('view-users', 'edit-opportunities');
  return (row) =>
    row.kind === 'shift'
      ? rotas
      : row.kind === 'event'
        ? rotas || organisation
        : row.kind === 'residential'
          ? residential
          : opportunities;
}
