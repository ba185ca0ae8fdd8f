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

/** Who may do something. */
export type Need =
  { public: true } | { session: true } | { anyOf: readonly string[]; allOf?: readonly string[] };

/** The four actions of the table. */
export type Action = 'read' | 'store' | 'update' | 'delete';

/** Who may do each action on the paths a rule covers. */
export interface AccessRule {
  /** Path pattern over normalised templates (e.g. `^/users/\{userId\}/notes`). */
  pattern: RegExp;
  /** Needs by action. */
  read: Need;
  store: Need;
  update: Need;
  delete: Need;
  /** Path parameter naming the owning user. */
  owner?: string;
  /** What the owner may do without any permission. */
  ownerCan?: readonly Action[];
  /** One line for the docs. */
  note?: string;
}

/** Anyone, without a token. */
export const PUBLIC: Need = { public: true };
/** Any signed-in user. */
export const SESSION: Need = { session: true };
/** Nobody (only the owner, when the rule has one). */
export const NOBODY: Need = { anyOf: [] };
/** A signed-in user holding one of the permissions. */
export const any = (...permissions: string[]): Need => ({ anyOf: permissions });

type RuleInput = Omit<AccessRule, 'pattern' | 'store' | 'update' | 'delete'> & {
  write?: Need;
  store?: Need;
  update?: Need;
  delete?: Need;
};

function rule(pattern: string, input: RuleInput): AccessRule {
  const write = input.write ?? NOBODY;
  return {
    ...input,
    pattern: new RegExp(pattern),
    store: input.store ?? write,
    update: input.update ?? write,
    delete: input.delete ?? write,
  };
}

const P = '\\{[^}]+\\}';
const U = `^/users/\\{userId\\}`;
const OWN_ALL: Action[] = ['read', 'store', 'update', 'delete'];
const people = { read: any('view-users'), write: any('edit-users') };
const staffOnly = (path: string, note: string) =>
  rule(`${U}/(${path})(/|$)`, { ...people, owner: 'userId', ownerCan: [], note });
const ownRead = (path: string, note: string) =>
  rule(`${U}/(${path})(/|$)`, { ...people, owner: 'userId', ownerCan: ['read'], note });
const org = (path: string, read: Need, write: Need, note?: string) =>
  rule(`^/organisation/(${path})(/|$)`, { read, write, ...(note ? { note } : {}) });

/** The rules, most specific first. */
export const ACCESS_RULES: readonly AccessRule[] = [
  // 7.2 Authentication: the login calls are open; the handlers apply the attempt limits.
  rule('^/auth/api(/refresh|/token)?$', {
    read: NOBODY,
    write: PUBLIC,
    note: 'login, refresh, exchange',
  }),
  rule('^/auth/mobile/(request-token|verify-token)$', { read: NOBODY, write: PUBLIC }),
  rule('^/auth/mobile/organisations$', { read: SESSION }),
  rule('^/auth/mobile$', {
    read: SESSION,
    store: PUBLIC,
    delete: SESSION,
    note: 'own device sessions only (handler)',
  }),
  // 7.3 Public residential search and the calls it makes.
  rule('^/residential-opportunities', {
    read: SESSION,
    store: any('create-opportunities'),
    update: any('edit-opportunities'),
    delete: any('delete-opportunities'),
    note: 'list is public (public_search=true)',
  }),
  rule('^/geocode', { read: SESSION, write: any('manage-organisation'), note: 'search is public' }),
  rule('^/organisation/timezones$', { read: PUBLIC }),
  rule('^/opportunities/(log/search|log-apply-action)$', { read: NOBODY, write: PUBLIC }),
  // 7.4 Dashboard.
  rule('^/(telemetry|contact-us)$', { read: NOBODY, write: SESSION }),
  rule('^/(search|system-info|calendar)(/|$)', { read: SESSION }),
  rule('^/dashboard/recent-actions(/|$)', {
    read: any('view-users', 'edit-users', 'manage-organisation'),
    write: any('manage-organisation'),
    note: 'written by the server for every change (domain/recentActions.ts)',
  }),
  rule(
    '^/(dashboard|mobile/dashboard|directory|documents|folders|news|motivations|hub|images)(/|$)',
    {
      read: SESSION,
      write: any('manage-organisation'),
    },
  ),
  // 7.5 Analytics.
  rule('^/analytics/.*/export$', { read: any('view-analytics'), write: any('create-exports') }),
  rule('^/analytics', { read: any('view-analytics'), write: any('view-analytics') }),
  // 7.6 Activities, applications, bulk, chats, claims.
  rule('^/applications', { read: any('view-applications'), write: any('edit-opportunities') }),
  rule('^/bulk/email$', {
    read: any('edit-users'),
    write: { anyOf: ['edit-users'], allOf: ['manage-email-templates'] },
    note: 'sending writes the e-mail log',
  }),
  rule('^/bulk', { read: any('edit-users'), write: any('edit-users') }),
  rule('^/chats', { read: SESSION, write: SESSION }),
  rule('^/claims', {
    read: any('view-users', 'edit-users'),
    write: any('edit-users'),
    note: 'a decision: only the claimant authorisers, never their own (handler)',
  }),
  rule('^/(activities|activity-map|address-book|barcodes)(/|$)', {
    read: SESSION,
    write: any('edit-users', 'manage-organisation'),
  }),
  // 7.7 Events.
  rule('^/events', { read: SESSION, write: any('edit-rotas', 'manage-organisation') }),
  // 7.8 Exports, files, integrations, multi-region.
  rule('^/exports', { read: any('create-exports'), write: any('create-exports') }),
  rule('^/files/types$', { read: SESSION }),
  rule('^/files$', {
    read: SESSION,
    store: SESSION,
    update: any('manage-organisation'),
    delete: any('manage-organisation'),
  }),
  rule('^/integrations', { read: any('manage-integrations'), write: any('manage-integrations') }),
  rule('^/multi-region', { read: any('manage-organisation'), write: any('manage-organisation') }),
  // 7.9 Opportunities, recruitment, references, shifts, residential.
  rule(`^/opportunities/${P}/(apply|contact)$`, {
    read: any('view-applications'),
    store: SESSION,
    update: any('edit-opportunities'),
    delete: any('edit-opportunities'),
    note: 'any signed-in user may apply or write to the contact',
  }),
  rule(`^/opportunities/${P}/notes$`, {
    read: any('edit-opportunities'),
    write: any('edit-opportunities'),
  }),
  rule('^/opportunities', {
    read: any('view-opportunities'),
    store: any('create-opportunities'),
    update: any('edit-opportunities'),
    delete: any('delete-opportunities'),
  }),
  rule('^/(parental-consent|reference)$', {
    read: any('view-applications'),
    store: SESSION,
    update: any('view-applications'),
    delete: any('view-applications'),
  }),
  rule('^/shifts$', {
    read: any('view-rotas'),
    write: any('edit-rotas'),
    update: any('edit-rotas', 'view-rotas'),
    note: 'without edit-rotas: only signing oneself up or cancelling one own place (handler)',
  }),
  rule('^/repeating-shifts$', { read: any('view-rotas'), write: any('edit-rotas') }),
  rule('^/(residential-bookings|residential-availability)', {
    read: any('view-residential'),
    write: any('manage-residential-bookings'),
  }),
  rule(`^/(organisation/)?teams/${P}/residential/`, {
    read: any('view-residential'),
    write: any('manage-residential-rooms'),
  }),
  // 7.10 Rotas.
  rule('^/(rota|organisation/rota|organisation/rotas)(/|$)', {
    read: any('view-rotas'),
    write: any('edit-rotas'),
  }),
  // 7.11 Organisation configuration.
  rule('^/organisation$', { read: SESSION, write: any('manage-organisation') }),
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
  org('saved-list', SESSION, SESSION),
  org('\\{helpdesk\\}-tickets', SESSION, SESSION),
  // 7.12 Teams, team sites and tasks.
  rule('^/organisation/teams', { read: SESSION, write: any('edit-teams') }),
  rule('^/organisation/', {
    read: SESSION,
    write: any('manage-organisation'),
    note: 'every other setting',
  }),
  rule(`^/teams/${P}/site/(contact-us|log-file-download)$`, { read: NOBODY, write: SESSION }),
  rule('^/(teams|team-site-hero)(/|$)', {
    read: SESSION,
    write: any('edit-teams'),
    note: 'team search is public',
  }),
  rule('^/tasks', { read: SESSION, write: any('edit-teams', 'edit-users') }),
  // 7.13 Users: a user reaches their own records; others need the people permissions.
  rule('^/users$', {
    read: any('view-users'),
    store: any('create-users'),
    update: any('edit-users'),
    delete: any('delete-users'),
    owner: 'id',
    ownerCan: ['read', 'update'],
    note: 'own record: read, and update of the fields a user may set',
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
  }),
  rule(`${U}/(password|two-factor)(/|$)`, {
    read: NOBODY,
    write: any('edit-users'),
    owner: 'userId',
    ownerCan: OWN_ALL,
  }),
  rule(`${U}/diversity`, {
    read: any('view-user-diversity'),
    write: any('edit-users'),
    owner: 'userId',
    ownerCan: OWN_ALL,
  }),
  rule(`${U}/blocked/can-be-blocked$`, { read: any('block-users') }),
  rule(`${U}/(denied-permissions|role-profiles|role-consents)(/|$)`, {
    read: any('view-users'),
    write: any('manage-permissions'),
    owner: 'userId',
    ownerCan: ['read'],
  }),
  staffOnly('notes|touchpoints|blocked', 'staff records about the person'),
  ownRead(
    'vetting|tags|supervisors|logs|guardians/logs|recognitions|expenses/authorisers',
    'the person reads, staff write',
  ),
  rule(`${U}/`, { ...people, owner: 'userId', ownerCan: OWN_ALL, note: 'every other sub-record' }),
  rule('^/vetting$', people),
  // 7.14 Reports, 7.15 Heartbeat.
  rule('^/reports', { read: any('view-reports'), write: any('view-reports') }),
  rule('^/heartbeat$', { read: any('view-users') }),
];

/** The rule of a normalised path template, or undefined (then nobody may call it). */
export function ruleFor(template: string): AccessRule | undefined {
  return ACCESS_RULES.find((r) => r.pattern.test(template));
}
