/**
 * The catalogue's extensions: entries the spec's catalogue (sections 7.2-7.15)
 * does not list, added for a reason written here. Each one is a
 * catalogue entry like any other (a client accessor, an authorisation rule in
 * the sandbox); the spec golden test (spec-paths.test.ts) accepts exactly these
 * beyond the spec.
 *
 * @module
 */

/** An addition beyond the spec's catalogue. */
export interface CatalogueExtension {
  /** `call <METHOD> <path>` or `resource <path>`, as the golden test keys entries. */
  key: string;
  /** Why it exists. */
  reason: string;
}

/** Every extension of the catalogue. */
export const CATALOGUE_EXTENSIONS: readonly CatalogueExtension[] = [
  {
    key: 'call POST /auth/api/logout',
    reason:
      'Server-side sign-out: the spec has no logout call, so a token would keep working and refreshing after sign-out until its refresh window ends. `logout()` calls it.',
  },
  {
    key: 'call POST /auth/api/forgot-password',
    reason:
      "\"Forgot your password?\" from a sign-in screen: the spec's `/users/{userId}/forgot-password` needs the person's id, which someone signed out does not know. It e-mails a link whose second half is the spec's call, `PUT /users/{userId}/forgot-password/{id}`.",
  },
  {
    key: 'call GET /users/{userId}/calendar-feed',
    reason:
      "A volunteer's live calendar feed (issue 48): a subscription URL calendar apps refresh without a session, behind a secret token kept hashed. This tells whether one exists; the spec has no resource for it.",
  },
  {
    key: 'call POST /users/{userId}/calendar-feed',
    reason:
      'Makes (or resets) the calendar feed URL, answered once; the old URL stops at once (issue 48).',
  },
  {
    key: 'call DELETE /users/{userId}/calendar-feed',
    reason: 'Stops the calendar feed (issue 48).',
  },
  {
    key: 'call GET /shifts/{shiftId}/check-in-code',
    reason:
      "QR check-in (issue 48): the spec lists barcodes (7.6) but no way to tie one to a person's place on a shift. This answers the person's own signed code for their place.",
  },
  {
    key: 'call POST /shifts/{shiftId}/check-in',
    reason:
      'A volunteer checks themselves in on their phone within the shift’s time window (issue 48).',
  },
  {
    key: 'call POST /check-ins',
    reason:
      "A check-in kiosk records the attendance a scanned code names (issue 48), as staff record it on the shift's assignment.",
  },
];
