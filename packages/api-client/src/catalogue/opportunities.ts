/**
 * Spec 7.9: opportunities, recruitment, references, shifts, residential. The
 * residential opportunity resources and the public log calls live in
 * publicSearch.ts.
 *
 * @module
 */
import { defineArea } from './define.js';
import type { CatalogueEntry } from './types.js';

const { resource } = defineArea('opportunities', '7.9');

/** Opportunities, recruitment, references, shifts and residential (spec 7.9). */
export const opportunitiesEntries: CatalogueEntry[] = [
  resource('opportunities', '/opportunities/', undefined, { model: 'Opportunity' }),
  resource('opportunities.supervisors', '/opportunities/{opportunityId}/supervisors/'),
  resource('opportunities.related', '/opportunities/{opportunityId}/related', undefined, {
    model: 'Opportunity',
  }),
  // A visitor without an account reads a published opportunity's form and applies (issue 44).
  resource(
    'opportunities.applicationForm',
    '/opportunities/{opportunityId}/application-form/',
    undefined,
    {
      open: ['list', 'show'],
    },
  ),
  resource('opportunities.apply', '/opportunities/{opportunityId}/apply/', undefined, {
    open: ['store'],
  }),
  resource('opportunities.contact', '/opportunities/{opportunityId}/contact/'),
  resource('opportunities.notes', '/opportunities/{opportunityId}/notes/'),
  resource('parentalConsent', '/parental-consent/'),
  resource('reference', '/reference/'),
  resource('repeatingShifts', '/repeating-shifts/'),
  resource('residentialBookings', '/residential-bookings/'),
  resource('shifts', '/shifts/'),
  resource('residentialAvailability', '/residential-availability/'),
  resource('residentialAvailability.team', '/residential-availability/team/'),
  resource(
    'organisation.teams.residentialRooms',
    '/organisation/teams/{teamId}/residential/rooms/',
  ),
  resource(
    'organisation.teams.residentialRooms.unavailablePeriods',
    '/organisation/teams/{teamId}/residential/rooms/{roomId}/unavailable-periods/',
  ),
  resource('teams.changeoverDays', '/teams/{teamId}/residential/changeover-days/'),
  resource(
    'organisation.teams.changeoverDays',
    '/organisation/teams/{teamId}/residential/changeover-days/',
  ),
];
