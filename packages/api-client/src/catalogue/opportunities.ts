/**
 * Spec 7.9: opportunities, recruitment, references, shifts, residential. The
 * residential opportunity resources and the public log calls live in
 * publicSearch.ts.
 *
 * @module
 */
import { defineArea } from './define.js';
import type { CatalogueEntry } from './types.js';

const { resource, call } = defineArea('opportunities', '7.9');

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
  // Extensions (catalogue/extensions.ts): QR check-in, the spec's barcodes (issue 48).
  call('shifts.checkInCode', 'GET', '/shifts/{shiftId}/check-in-code', {
    description:
      "The signed-in person's check-in code for their place on the shift (shown as a QR code): signed, unguessable, naming nobody.",
  }),
  call('shifts.checkIn', 'POST', '/shifts/{shiftId}/check-in', {
    description:
      'The signed-in person checks themselves in on their shift, from an hour before it starts until it ends.',
    body: 'none',
  }),
  call('checkIns.record', 'POST', '/check-ins', {
    description:
      'A kiosk records the check-in a scanned or typed code names (`{code, scanned_at?}`): the attendance on the shift, once; answers the first name to greet.',
  }),
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
