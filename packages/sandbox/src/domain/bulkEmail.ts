/**
 * Saved lists and bulk e-mail (spec 1, "Communication"): a saved list names
 * people (by id) and teams (with their sub-teams), or is a saved view of the
 * people list whose filter is resolved at send time (domain/audience.ts); sending a bulk e-mail to it
 * renders the message for each recipient and writes one e-mail log group with
 * one log entry per person, which the e-mail log then shows.
 *
 * @module
 */
import { checkOwned } from '../authz/ownership.js';
import { checkListQuery } from '../authz/policy.js';
import { ApiError, notFound, validationError } from '../errors.js';
import { teamScopeOf, withinScope } from '../authz/teamScope.js';
import { emailRecipients, filterErrors } from './audience.js';
import type { StoredRecord } from '../store/records.js';
import type { Handler, RequestCtx } from '../routes/types.js';
import { bodyObject, idList, me, numParam } from './input.js';
import { named } from '../store/collections.js';
import { sendEmail } from '../outbox/outbox.js';

const SAVED = named('organisation.savedList');
const BULK = named('bulk.email');
const GROUPS = named('organisation.emailLogGroups');
const LOGS = named('organisation.emailLogGroups.logs');
const TEMPLATES = named('organisation.emailTemplates');

/** The longest subject and body a bulk e-mail may have. */
export const BULK_EMAIL_LIMITS = { name: 120, subject: 200, body: 20_000 } as const;

/** Limits of a saved table view (characters). */
export const SAVED_VIEW_LIMITS = { resource: 200, query: 4_000 } as const;

type FieldErrors = Record<string, string[]>;

function text(
  body: Record<string, unknown>,
  key: string,
  max: number,
  errors: FieldErrors,
  required = true,
): string | undefined {
  const raw = body[key];
  if (raw === undefined || raw === null || raw === '') {
    if (required) errors[key] = ['is required'];
    return undefined;
  }
  if (typeof raw !== 'string') errors[key] = ['must be a string'];
  else if (raw.trim() === '') errors[key] = ['is required'];
  else if (raw.length > max) errors[key] = [`must be at most ${max} characters`];
  else return raw;
  return undefined;
}

function ids(body: Record<string, unknown>, key: string, errors: FieldErrors): number[] {
  if (body[key] === undefined || (Array.isArray(body[key]) && body[key].length === 0)) return [];
  try {
    return idList(body, key);
  } catch {
    errors[key] = ['must be a list of ids (1 to 1000)'];
    return [];
  }
}

/**
 * `POST /organisation/saved-list/`: a saved list is either a list of people,
 * `{name, user_ids?, team_ids?}` (at least one person or team, all existing; the
 * recipients of a bulk e-mail), or a saved table view, `{name, resource, query}`
 * (the portal's saved views: a list screen and its URL query, reopened by id), with
 * `filter`, the list's API query without paging, by which the server resolves
 * whom a view of people reaches when it is used (domain/audience.ts).
 */
export const storeSavedList: Handler = (ctx) => {
  const body = bodyObject(ctx);
  const errors: FieldErrors = {};
  const name = text(body, 'name', BULK_EMAIL_LIMITS.name, errors);
  const store = ctx.services.store;
  if (body.resource !== undefined) {
    const resource = text(body, 'resource', SAVED_VIEW_LIMITS.resource, errors);
    const query = text(body, 'query', SAVED_VIEW_LIMITS.query, errors, false) ?? '';
    const filter = text(body, 'filter', SAVED_VIEW_LIMITS.query, errors, false);
    if (resource !== undefined && !/^[a-z0-9][a-z0-9/_{}-]*$/i.test(resource))
      errors.resource = ['must be a list path such as users or organisation/teams'];
    if (filter !== undefined && filterErrors(filter).length > 0)
      errors.filter = filterErrors(filter);
    if (Object.keys(errors).length > 0) throw validationError(errors);
    // A view of people filtered on what the caller may not read (authz/policy.ts): 403.
    if (resource === 'users' && filter !== undefined)
      checkListQuery(named('users'), new URLSearchParams(filter), ctx.session?.user);
    const record = store.insert(
      SAVED,
      {},
      { name, resource, query, ...(filter !== undefined ? { filter } : {}), created_by: me(ctx) },
    );
    return { status: 201, json: { data: record } };
  }
  const userIds = ids(body, 'user_ids', errors);
  const teamIds = ids(body, 'team_ids', errors);
  if (!errors.user_ids && userIds.some((id) => !store.get(named('users'), {}, id)))
    errors.user_ids = ['names someone who does not exist'];
  if (!errors.team_ids && teamIds.some((id) => !store.get(named('organisation.teams'), {}, id)))
    errors.team_ids = ['names a team that does not exist'];
  if (!errors.user_ids && !errors.team_ids && userIds.length + teamIds.length === 0)
    errors.user_ids = ['choose at least one person or team'];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const record = store.insert(
    SAVED,
    {},
    {
      name,
      user_ids: userIds,
      team_ids: teamIds,
      created_by: me(ctx),
    },
  );
  return { status: 201, json: { data: withCount(ctx, record) } };
};

function withCount(ctx: RequestCtx, list: StoredRecord) {
  // A saved table view of another list, or one without its filter, names no people.
  if (typeof list.resource === 'string' && (list.resource !== 'users' || !list.filter)) return list;
  return { ...list, member_count: emailRecipients(ctx, list).length };
}

/** `GET /organisation/saved-list/{id}`: the list with `member_count`, the people it reaches now. */
export const showSavedList: Handler = (ctx) => {
  const id = numParam(ctx, 'id', 'Saved list');
  const list = ctx.services.store.get(SAVED, {}, id);
  if (!list) throw notFound(`Saved list ${id}`);
  checkOwned(ctx, list);
  return { json: { data: withCount(ctx, list) } };
};

/** `{first_name}`, `{last_name}`, `{email}` and `{organisation}` replaced by the person's values (text, not markup). */
export function renderForRecipient(
  template: string,
  person: Record<string, unknown>,
  organisation: string,
): string {
  const values: Record<string, string> = {
    first_name: typeof person.first_name === 'string' ? person.first_name : '',
    last_name: typeof person.last_name === 'string' ? person.last_name : '',
    email: typeof person.email === 'string' ? person.email : '',
    organisation,
  };
  return template.replace(/\{(first_name|last_name|email|organisation)\}/g, (_, k: string) =>
    String(values[k]),
  );
}

/**
 * `POST /bulk/email/` `{saved_list_id, subject?, body?, email_template_id?}`:
 * subject and body default to the template's. Writes the bulk e-mail, one
 * e-mail log group and a log entry per recipient, in one transaction.
 */
export const sendBulkEmail: Handler = (ctx) => {
  const body = bodyObject(ctx);
  const store = ctx.services.store;
  const errors: FieldErrors = {};
  let template: StoredRecord | undefined;
  if (body.email_template_id !== undefined && body.email_template_id !== null) {
    const tid = Number(body.email_template_id);
    template = Number.isInteger(tid) && tid > 0 ? store.get(TEMPLATES, {}, tid) : undefined;
    if (!template) errors.email_template_id = ['no e-mail template has this id'];
  }
  const fallback = (key: 'subject' | 'body') =>
    body[key] === undefined && typeof template?.[key] === 'string' ? template[key] : body[key];
  const merged = { ...body, subject: fallback('subject'), body: fallback('body') };
  const subject = text(merged, 'subject', BULK_EMAIL_LIMITS.subject, errors);
  const message = text(merged, 'body', BULK_EMAIL_LIMITS.body, errors);
  const listId = Number(body.saved_list_id);
  const list = Number.isInteger(listId) && listId > 0 ? store.get(SAVED, {}, listId) : undefined;
  if (body.saved_list_id === undefined) errors.saved_list_id = ['is required'];
  else if (!list) errors.saved_list_id = ['no saved list has this id'];
  const recipients = list ? emailRecipients(ctx, list) : [];
  const scope = teamScopeOf(ctx);
  if (scope && recipients.some((u) => !withinScope(scope, 'users', u)))
    throw new ApiError(
      403,
      'outside_team',
      `The list reaches people outside your teams; a team leader e-mails only their own teams (${scope.names.join(', ')}).`,
    );
  if (list && recipients.length === 0) errors.saved_list_id = ['the saved list reaches no one'];
  if (Object.keys(errors).length > 0 || !list || !subject || !message)
    throw validationError(errors);

  const organisation = String(store.all(named('organisation'))[0]?.name ?? '');
  const sentAt = new Date().toISOString();
  const sender = me(ctx);
  const data = ctx.services.db.transaction(() => {
    const email = store.insert(
      BULK,
      {},
      {
        saved_list_id: list.id,
        saved_list_name: list.name,
        email_template_id: template?.id ?? null,
        subject,
        body: message,
        status: 'sent',
        recipient_count: recipients.length,
        sent_at: sentAt,
        sent_by: sender,
      },
    );
    const group = store.insert(
      GROUPS,
      {},
      {
        name: subject,
        bulk_email_id: email.id,
        saved_list_id: list.id,
        saved_list_name: list.name,
        count: recipients.length,
        sent_at: sentAt,
        sent_by: sender,
      },
    );
    const scope = { groupId: String(group.id) };
    for (const person of recipients) {
      const name = [person.first_name, person.last_name].filter(Boolean).join(' ');
      const personal = {
        subject: renderForRecipient(subject, person, organisation),
        body: renderForRecipient(message, person, organisation),
      };
      store.insert(LOGS, scope, {
        user_id: person.id,
        to: person.email,
        name,
        ...personal,
        status: 'sent',
        sent_at: sentAt,
      });
      // The e-mail itself goes through the outbox (GET /api/_sandbox/emails).
      if (typeof person.email === 'string' && person.email)
        sendEmail(
          ctx.services.db,
          {
            to: person.email,
            toName: name,
            subject: personal.subject,
            text: personal.body,
            kind: 'bulk',
            userId: person.id,
          },
          Date.parse(sentAt),
        );
    }
    return store.update(BULK, {}, email.id, { email_log_group_id: group.id });
  })();
  return { status: 201, json: { data } };
};
