/**
 * The spec's extra actions that need more than the label the registry derives
 * from the path.
 *
 * Some of them are catalogue _resources_ whose only useful operation is
 * `store` (hide a team, acknowledge a login message, mark messages read,
 * dismiss notifications, request anonymisation, start an integration sync).
 * Their `store` is offered as a labelled button on the record or list they act
 * on (not as a "Create" form on a sub-record page); their other operations, if
 * the catalogue allows any, keep their generic screens. A resource whose
 * catalogue entry does not allow `store` gets no button.
 *
 * Keys are catalogue accessors: the resource's (`organisation.teams.hide`) or
 * the call's (`integrations.service.sync.remove`).
 *
 * @module
 */

/** How an extra action is presented. */
export interface ExtraActionSpec {
  /** Button label. */
  label: string;
  /**
   * Asked before a destructive action runs: the button turns into this
   * question and a second click runs it (the two-step button).
   */
  confirm?: string;
}

/**
 * Resources whose `store` becomes an action button of the resource they act on
 * (the registry finds it as for calls: the longest resource prefixing the path).
 * The button sends `POST <path>` with an empty JSON object and toasts the result.
 * Keyed by the resource's catalogue accessor.
 */
export const STORE_ACTIONS: Readonly<Record<string, ExtraActionSpec>> = {
  'organisation.teams.hide': { label: 'Hide team', confirm: 'Hide this team?' },
  'users.loginMessages.acknowledge': { label: 'Acknowledge' },
  'users.messaging.markRead': { label: 'Mark messages read' },
  'users.notifications.dismiss': {
    label: 'Dismiss notifications',
    confirm: 'Dismiss the notifications?',
  },
  'users.requestAnonymisation': {
    label: 'Request anonymisation',
    confirm: 'Request anonymisation of this person?',
  },
  'integrations.service.sync': { label: 'Start sync' },
};

/** Labels (and confirmations) of catalogue calls where the derived label reads badly, by call accessor. */
export const CALL_ACTIONS: Readonly<Record<string, ExtraActionSpec>> = {
  'integrations.service.sync.remove': { label: 'Cancel sync', confirm: 'Cancel the sync?' },
  'organisation.rotas.bulk': { label: 'Bulk update rotas' },
  'organisation.rotas.replace': { label: 'Replace rotas' },
  'events.sessions.bulkUpdateUserStatus': { label: 'Bulk update attendee status' },
  // Calls whose path reads as API words ("Recursive", "Detailed", "Diversity reports user dob").
  'organisation.teams.recursive': { label: 'Team tree' },
  'organisation.teams.teamRecursive': { label: 'A team and its sub-teams' },
  'organisation.detailed': { label: 'Organisation details' },
  'organisation.diversity.categories': { label: 'Diversity categories' },
  'organisation.diversity.questions': { label: 'Diversity questions' },
  'organisation.diversity.reports.user': { label: 'Diversity of volunteers' },
  'organisation.diversity.reports.applicant': { label: 'Diversity of applicants' },
  'organisation.diversity.reports.clearedApplicant': { label: 'Diversity of cleared applicants' },
  'organisation.diversity.reports.userDob': { label: 'Ages of volunteers' },
};
