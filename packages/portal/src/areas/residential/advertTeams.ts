import type { VolunteerKitApi } from '@volunteerkit/api-client';
import { normaliseList } from '../../registry/infer.js';

/**
 * The team of the newest residential advert: where a residential screen opens for a
 * user without teams of their own (every base with adverts has rooms in the demo).
 */
export async function newestAdvertTeam(
  api: VolunteerKitApi,
  signal: AbortSignal,
): Promise<string[]> {
  const reply = await api.residentialOpportunities.list(
    { limit: 1, s: 'date_advertised', o: 'desc' },
    { signal, public: false },
  );
  const team = (normaliseList(reply).rows[0] as { team_id?: unknown } | undefined)?.team_id;
  return typeof team === 'number' || typeof team === 'string' ? [String(team)] : [];
}
