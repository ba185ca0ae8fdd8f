/**
 * Display texts of the rota screens' places. Days and times are in
 * `app/dayFormat.ts`.
 *
 * @module
 */
import type { PlacesSummary } from '@volunteerkit/api-client/scheduling';

/** `1 of 3 filled, 2 left` (plus over-booking and no-shows). */
export function placesText(p: PlacesSummary): string {
  if (p.places === 0 && p.filled === 0) return 'No places';
  const parts = [
    `${p.filled} of ${p.places} filled`,
    p.remaining > 0 ? `${p.remaining} left` : 'full',
  ];
  if (p.over > 0) parts.push(`${p.over} over`);
  if (p.noShows > 0) parts.push(`${p.noShows} no-show${p.noShows > 1 ? 's' : ''}`);
  return parts.join(', ');
}
