/**
 * The authorisation model of the whole catalogue, as data. Each rule names a
 * path pattern (over the catalogue's normalised path templates) and who may
 * read (list, show, GET) and write (store/POST, update/PUT, delete/DELETE):
 * anyone (`public`), any signed-in user (`session`), or a signed-in user
 * holding one of some permissions (the demo organisation's names,
 * seed/permissions.ts). `owner` names the path parameter holding a user id:
 * the user with that id reaches their own records as `ownerCan` says; others
 * need the permissions. The first matching rule applies; every catalogue
 * operation must match one (authz/rules.test.ts).
 *
 * @module
 */
import {
  any,
  NOBODY,
  PUBLIC,
  rule,
  SESSION,
  type AccessRule,
  type Action,
  type Need,
} from './ruleModel.js';

export * from './ruleModel.js';

const P = '\\{[^}]+\\}';
const U = `^/users/\\{userId\\}`;
const OWN_ALL: Action[] = ['read', 'store', 'update', 'delete'];
const people = { read: any('view-users'), write: any('edit-users') };
/** Ownership decisions of rules whose records belong to nobody in particular. */
const ORG = 'organisation data, not any one person';
const SELF = "the caller's own session or credentials (handler)";
const ANON = 'anonymous log entries (rate-limited)';
const STAFF = 'staff records; the people in them reach theirs under /users/{userId}/';
const staffOnly = (path: string, note: string) =>
  rule(`${U}/(${path})(/|$)`, { ...people, owner: 'userId', ownerCan: [], note });
const ownRead = (path: string, note: string) =>
  rule(`${U}/(${path})(/|$)`, { ...people, owner: 'userId', ownerCan: ['read'], note });
const org = (path: string, read: Need, write: Need, note?: string) =>
  rule(`^/organisation/(${path})(/|$)`, { read, write, shared: ORG, ...(note ? { note } : {}) });

/** The rules, most specific first. */
export const ACCESS_RULES: readonly AccessRule[] = [
  // 7.2 Authentication: the login calls are open; the handlers apply the attempt limits.
  rule('^/auth/api/logout$', {
    read: NOBODY,
    write: SESSION,
    shared: SELF,
    note: "sign-out (an extension): ends the caller's own session family",
  }),
  rule('^/auth/api/forgot-password$', {
    read: NOBODY,
    write: PUBLIC,
    shared: SELF,
    note: 'forgot password (an extension): the same answer for any address; rate-limited per address and e-mail',
  }),
  rule('^/auth/api(/refresh|/token)?$', {
    read: NOBODY,
    write: PUBLIC,
    shared: SELF,
    note: "login, refresh, exchange (inside the caller's session family)",
  }),
  rule('^/auth/mobile/(request-token|verify-token)$', {
    read: NOBODY,
    write: PUBLIC,
    shared: SELF,
    note: 'rate-limited; a two-factor account also needs its code',
  }),
  rule('^/auth/mobile/organisations$', { read: SESSION, shared: SELF }),
  rule('^/auth/mobile$', {
    read: SESSION,
    store: PUBLIC,
    delete: SESSION,
    shared: SELF,
    note: 'own device sessions only (handler)',
  }),
  // 7.3 Public residential search and the calls it makes.
  rule('^/residential-opportunities', {
    read: SESSION,
    store: any('create-opportunities'),
    update: any('edit-opportunities'),
    delete: any('delete-opportunities'),
    shared: ORG,
    note: 'list is public (public_search=true)',
  }),
  rule('^/geocode', {
    read: SESSION,
    write: any('manage-organisation'),
    shared: ORG,
    note: 'search is public',
  }),
  rule('^/organisation/timezones$', { read: PUBLIC, shared: ORG }),
  rule('^/opportunities/(log/search|log-apply-action)$', {
    read: NOBODY,
    write: PUBLIC,
    shared: ANON,
  }),
  // 7.4 Dashboard.
  rule('^/(telemetry|contact-us)$', { read: NOBODY, write: SESSION, shared: ANON }),
  rule('^/(search|system-info|calendar)(/|$)', { read: SESSION, shared: ORG }),
  rule('^/dashboard/recent-actions(/|$)', {
    read: any('view-users', 'edit-users', 'manage-organisation'),
    write: any('manage-organisation'),
    shared: ORG,
    note: 'written by the server for every change (domain/recentActions.ts)',
  }),
  rule(
    '^/(dashboard|mobile/dashboard|directory|documents|folders|news|motivations|hub|images)(/|$)',
    { read: SESSION, write: any('manage-organisation'), shared: ORG },
  ),
  // 7.5 Analytics.
  rule('^/analytics/.*/export$', {
    read: any('view-analytics'),
    write: any('create-exports'),
    shared: ORG,
  }),
  rule('^/analytics', { read: any('view-analytics'), write: any('view-analytics'), shared: ORG }),
  // 7.6 Activities, applications, bulk, chats, claims.
  rule('^/applications', {
    read: any('view-applications'),
    write: any('edit-opportunities'),
    recordOwner: { field: 'user_id', can: ['read'] },
    note: 'an applicant reads their own applications',
  }),
  rule('^/bulk/email$', {
    read: any('edit-users'),
    write: { anyOf: ['edit-users'], allOf: ['manage-email-templates'] },
    shared: ORG,
    note: 'sending writes the e-mail log',
  }),
  rule('^/bulk', { read: any('edit-users'), write: any('edit-users'), shared: ORG }),
  rule('^/chats', {
    read: any('view-users', 'edit-users'),
    write: any('view-users', 'edit-users'),
    shared: 'staff conversations; volunteers use their own messaging under /users/{userId}/',
  }),
  rule('^/claims', {
    read: any('view-users', 'edit-users'),
    write: any('edit-users'),
    recordOwner: { field: 'user_id', can: ['read', 'store'] },
    note: 'a claimant files and reads their own; nobody decides their own claim, and a claim never changes claimant (domain/expenses.ts)',
  }),
  rule('^/(activities|activity-map|address-book|barcodes)(/|$)', {
    read: SESSION,
    write: any('edit-users', 'manage-organisation'),
    shared: ORG,
  }),
  // 7.7 Events.
  rule(`^/events/${P}/sessions/${P}/attendees(/|$)`, {
    read: any('view-users', 'edit-users', 'edit-rotas'),
    write: any('edit-rotas', 'manage-organisation'),
    recordOwner: { field: 'user_id', can: ['read'] },
    note: 'a person reads their own attendance',
  }),
  rule('^/events', {
    read: SESSION,
    write: any('edit-rotas', 'manage-organisation'),
    shared: ORG,
  }),
  // 7.8 Exports, files, integrations, multi-region.
  rule('^/exports', { read: any('create-exports'), write: any('create-exports'), shared: ORG }),
  rule('^/files/types$', { read: SESSION, shared: ORG }),
  rule('^/files$', {
    read: SESSION,
    store: SESSION,
    update: any('manage-organisation'),
    delete: any('manage-organisation'),
    shared: ORG,
    note: 'at most 20 files per upload',
  }),
  rule('^/integrations', {
    read: any('manage-integrations'),
    write: any('manage-integrations'),
    shared: ORG,
  }),
  rule('^/multi-region', {
    read: any('manage-organisation'),
    write: any('manage-organisation'),
    shared: ORG,
  }),
  // 7.9 Opportunities, recruitment, references, shifts, residential.
  rule(`^/opportunities/${P}/application-form$`, {
    read: PUBLIC,
    write: any('edit-opportunities'),
    shared: ORG,
    note: "public read: a visitor sees a published opportunity's form (handler: 404 for drafts and internal adverts); signed in, it needs 'view-opportunities'",
  }),
  rule(`^/opportunities/${P}/apply$`, {
    read: any('view-applications'),
    store: PUBLIC,
    update: any('edit-opportunities'),
    delete: any('edit-opportunities'),
    shared:
      'the caller applies as themself; a visitor without an account applies as a new person (publicApply/apply.ts: published opportunities only, rate-limited per address and per e-mail, honeypot and form token)',
    note: 'public write: anyone may apply to a published opportunity',
  }),
  rule(`^/opportunities/${P}/(apply|contact)$`, {
    read: any('view-applications'),
    store: SESSION,
    update: any('edit-opportunities'),
    delete: any('edit-opportunities'),
    shared: 'the caller applies or writes as themself (handler)',
    note: 'any signed-in user may apply or write to the contact',
  }),
  rule(`^/opportunities/${P}/notes$`, {
    read: any('edit-opportunities'),
    write: any('edit-opportunities'),
    shared: ORG,
  }),
  rule('^/opportunities', {
    read: any('view-opportunities'),
    store: any('create-opportunities'),
    update: any('edit-opportunities'),
    delete: any('delete-opportunities'),
    shared: ORG,
  }),
  rule('^/(parental-consent|reference)$', {
    read: any('view-applications'),
    write: any('view-applications'),
    shared:
      "staff record them; each is also on the applicant's application, kept in step (domain/applicationRecords.ts), where guardians give consent",
  }),
  rule(`^/shifts/${P}/(check-in-code|check-in)$`, {
    read: SESSION,
    write: SESSION,
    shared:
      "the caller's own place on the shift only (domain/checkIn.ts): their code, and checking themselves in within the shift's window",
  }),
  rule('^/check-ins$', {
    read: NOBODY,
    write: any('edit-rotas'),
    shared:
      "a kiosk at the base records the attendance a signed check-in code names, once, within the caller's team scope (domain/checkIn.ts); the code names nobody",
  }),
  rule('^/shifts$', {
    read: any('view-rotas'),
    write: any('edit-rotas'),
    update: any('edit-rotas', 'view-rotas'),
    shared:
      "rota data; without 'edit-rotas' a shift shows only the caller's own assignments (domain/personShifts.ts), and an update only signs the caller up or cancels their own place (domain/shiftSignup.ts)",
  }),
  rule('^/repeating-shifts$', {
    read: any('view-rotas'),
    write: any('edit-rotas'),
    shared: 'rota data',
  }),
  rule('^/residential-bookings', {
    read: any('manage-residential-bookings'),
    write: any('manage-residential-bookings'),
    recordOwner: { field: 'user_id', can: ['read', 'store', 'update'] },
    note: 'a guest reads their own bookings, books for themself and cancels their own (domain/residentialBooking.ts: nothing else)',
  }),
  rule('^/residential-availability', {
    read: any('view-residential'),
    write: any('manage-residential-bookings'),
    shared: ORG,
  }),
  rule(`^/(organisation/)?teams/${P}/residential/`, {
    read: any('view-residential'),
    write: any('manage-residential-rooms'),
    shared: ORG,
  }),
  // 7.10 Rotas.
  rule('^/(rota|organisation/rota|organisation/rotas)(/|$)', {
    read: any('view-rotas'),
    write: any('edit-rotas'),
    shared: ORG,
  }),
  // 7.11 Organisation configuration.
  rule('^/organisation$', {
    read: SESSION,
    write: any('manage-organisation'),
    shared: ORG,
    note: "the organisation's own record (`PUT /organisation/{id}`): its settings (the waitlist's mode and offer hours, issue 48) take only the values authz/policy.ts ORGANISATION_SETTINGS allows (422 with field errors)",
  }),
  org('detailed|countries|diversity/categories|diversity/questions', SESSION, NOBODY),
  org('diversity/reports', any('view-user-diversity'), NOBODY),
  org(
    'permission-groups|permissions|permission-categories',
    any('manage-permissions', 'edit-users'),
    any('manage-permissions'),
  ),
  org(
    'email-templates|email-log-groups',
    any('manage-email-templates'),
    any('manage-email-templates'),
  ),
  org('webhooks|oauth', any('manage-integrations'), any('manage-integrations')),
  org(
    'query-builder/preview',
    { anyOf: ['use-query-builder'], allOf: ['view-users'] },
    { anyOf: ['use-query-builder'], allOf: ['view-users'] },
    'the preview lists people',
  ),
  org('query-builder', any('use-query-builder'), any('use-query-builder')),
  org(
    'blacklist|login-messages/\\{id\\}/logs',
    any('manage-organisation'),
    any('manage-organisation'),
  ),
  rule('^/organisation/saved-list(/|$)', {
    read: any('edit-users'),
    store: SESSION,
    update: NOBODY,
    delete: NOBODY,
    recordOwner: { field: 'created_by', can: ['read'] },
    note: 'a list is read by its author, or by staff who send bulk e-mail',
  }),
  rule('^/organisation/\\{helpdesk\\}-tickets(/|$)', {
    read: any('manage-organisation'),
    write: any('manage-organisation'),
    recordOwner: { field: 'user_id', can: ['read', 'store', 'update'] },
    note: 'a user files, reads and adds to their own tickets',
  }),
  // 7.12 Teams, team sites and tasks.
  rule('^/organisation/teams', { read: SESSION, write: any('edit-teams'), shared: ORG }),
  rule('^/organisation/', {
    read: SESSION,
    write: any('manage-organisation'),
    shared: ORG,
    note: 'every other setting',
  }),
  rule(`^/teams/${P}/site/contact-us$`, {
    read: NOBODY,
    write: PUBLIC,
    shared: ANON,
    note: 'a visitor contacts a team from its public site without an account: rate-limited per address and e-mail, a honeypot (teamSite/site.ts)',
  }),
  rule(`^/teams/${P}/site/log-file-download$`, { read: NOBODY, write: SESSION, shared: ANON }),
  rule('^/(teams|team-site-hero)(/|$)', {
    read: SESSION,
    write: any('edit-teams'),
    shared: ORG,
    note: 'team search is public',
  }),
  rule('^/tasks', { read: SESSION, write: any('edit-teams', 'edit-users'), shared: ORG }),
  // 7.13 Users: a user reaches their own records; others need the people permissions.
  rule('^/users$', {
    read: any('view-users'),
    store: any('create-users'),
    update: any('edit-users'),
    delete: any('delete-users'),
    owner: 'id',
    ownerCan: ['read', 'update'],
    note: "own record: read, and update of the fields a user may set; an administrator's status, role, permissions and e-mail change only by an administrator",
  }),
  rule(`^/users/\\{currentUserId\\}/inductions/self-complete/${P}$`, {
    read: NOBODY,
    write: NOBODY,
    owner: 'currentUserId',
    ownerCan: ['update'],
    note: 'only under the signed-in user own id (spec 6)',
  }),
  rule(`${U}/two-factor/trust-computer$`, {
    read: NOBODY,
    write: NOBODY,
    owner: 'userId',
    ownerCan: ['store', 'update'],
    note: 'bound to the password and session version',
  }),
  rule(`${U}/forgot-password(/|$)`, {
    read: NOBODY,
    store: any('edit-users'),
    update: PUBLIC,
    delete: NOBODY,
    owner: 'userId',
    ownerCan: [],
    note: 'staff send a reset or welcome e-mail; setting the password is open, its single-use link being the credential (auth/passwordLinks.ts)',
  }),
  rule(`${U}/(password|two-factor)(/|$)`, {
    read: NOBODY,
    write: any('edit-users'),
    owner: 'userId',
    ownerCan: OWN_ALL,
    note: "another person's: an administrator only (or the reset e-mail); own: the current password or code",
  }),
  rule(`${U}/diversity`, {
    read: any('view-user-diversity'),
    write: { anyOf: ['edit-users'], allOf: ['view-user-diversity'] },
    owner: 'userId',
    ownerCan: OWN_ALL,
    note: "special-category data (authz/policy.ts DIVERSITY_FIELDS): staff change answers only if they may read them; the user record's own diversity fields are hidden from everyone else",
  }),
  rule(`${U}/blocked/can-be-blocked$`, { read: any('block-users'), shared: STAFF }),
  rule(`${U}/(denied-permissions|role-profiles|role-consents)(/|$)`, {
    read: any('view-users'),
    write: any('manage-permissions'),
    owner: 'userId',
    ownerCan: ['read'],
  }),
  rule(`${U}/calendar-feed$`, {
    read: NOBODY,
    write: NOBODY,
    owner: 'userId',
    ownerCan: ['read', 'store', 'delete'],
    note: "the person's own calendar feed only (calendar/feed.ts): its URL is a credential, so nobody else reads or resets it",
  }),
  staffOnly('notes|touchpoints|blocked', 'staff records about the person'),
  ownRead(
    'vetting|tags|supervisors|logs|guardians/logs|recognitions|expenses/authorisers',
    'the person reads, staff write',
  ),
  ownRead(
    'guardians',
    "who may give a minor's consent: staff write the links, each change logged in the guardian log",
  ),
  ownRead(
    'inductions',
    'staff assign inductions; the person completes theirs through self-complete',
  ),
  ownRead(
    'residential-bookings|claims|parental-consents',
    'copies of records decided elsewhere (/residential-bookings, /claims, the application): read here',
  ),
  rule(`${U}/expenses(/|$)`, {
    ...people,
    owner: 'userId',
    ownerCan: ['read', 'store'],
    note: 'the claimant submits and reads their claims; a sent claim changes only by its authorisers (authz/duties.ts)',
  }),
  rule(`${U}/applications(/${P})?/?$`, {
    read: people.read,
    write: NOBODY,
    owner: 'userId',
    ownerCan: ['read', 'update'],
    note: 'the applicant follows their copy of the staff application (domain/applicationCopy.ts) and may withdraw it (domain/withdrawApplication.ts); staff move and close it through /applications/, never here, so the two cannot drift',
  }),
  rule(`${U}/applications/\\{applicationId\\}/documents(/|$)`, {
    ...people,
    owner: 'userId',
    ownerCan: ['read', 'store'],
    note: "the applicant reads and uploads their application's documents; staff change them",
  }),
  ownRead(
    'applications',
    "the records under an application (references, parental consent): staff record them, the applicant reads them; referees and guardians answer through the board's records (domain/applicationRecords.ts)",
  ),
  rule(`${U}/`, { ...people, owner: 'userId', ownerCan: OWN_ALL, note: 'every other sub-record' }),
  rule('^/vetting$', { ...people, shared: STAFF }),
  // 7.14 Reports, 7.15 Heartbeat.
  rule('^/reports/overview/diversity(/|$)', {
    read: { anyOf: ['view-reports'], allOf: ['view-user-diversity'] },
    write: { anyOf: ['view-reports'], allOf: ['view-user-diversity'] },
    shared: ORG,
    note: 'counts of diversity answers: also needs view-user-diversity (authz/policy.ts DIVERSITY_FIELDS)',
  }),
  rule('^/reports', { read: any('view-reports'), write: any('view-reports'), shared: ORG }),
  rule('^/heartbeat$', { read: any('view-users'), shared: ORG }),
];

/** The rule of a normalised path template, or undefined (then nobody may call it). */
export function ruleFor(template: string): AccessRule | undefined {
  return ACCESS_RULES.find((r) => r.pattern.test(template));
}
