/**
 * Organisation handlers: the organisation itself, timezones, the e-mail
 * template preview, the query builder, diversity, safeguarding.
 *
 * @module
 */
import { QUERY_FIELDS, QUERY_OPERATORS, isOneOf } from '@volunteerkit/api-client/models';
import { ApiError, notFound, validationError, type FieldErrors } from '../errors.js';
import { ORGANISATION, USERS, organisationRecord } from '../auth/session.js';
import type { StoredRecord } from '../store/records.js';
import { countryPolygons } from '../geo/countries.js';
import { listEnvelope, readPaging } from './paging.js';
import type { Handler, RequestCtx } from './types.js';
import { named, namedCall } from '../store/collections.js';
import { organisationSettingErrors } from '../authz/policy.js';
import { DEFAULT_OFFER_HOURS } from '../domain/waitlist.js';
import { listRecords, updateRecord } from './resources.js';

/** The organisation's settings as read when it has not set them (the waitlist's, issue 48). */
export const ORGANISATION_DEFAULTS: Readonly<Record<string, unknown>> = {
  waitlist_mode: 'offer',
  waitlist_offer_hours: DEFAULT_OFFER_HOURS,
};

/** `GET /organisation/`: the organisation, with the defaults of the settings it has not set. */
export const organisationList: Handler = async (ctx) => {
  const reply = await listRecords(ctx);
  const json = reply.json as { data?: unknown } | undefined;
  if (!json || !Array.isArray(json.data)) return reply;
  return {
    ...reply,
    json: {
      ...json,
      data: (json.data as Record<string, unknown>[]).map((o) => ({
        ...ORGANISATION_DEFAULTS,
        ...o,
      })),
    },
  };
};

/**
 * `PUT /organisation/{id}`: the organisation's settings; those of the policy
 * (authz/policy.ts ORGANISATION_SETTINGS: the waitlist's mode and offer hours)
 * are checked first, 422 with field errors and nothing stored when refused.
 */
export const organisationUpdate: Handler = async (ctx) => {
  const body =
    typeof ctx.body === 'object' && ctx.body !== null && !Array.isArray(ctx.body)
      ? (ctx.body as Record<string, unknown>)
      : {};
  const current = ctx.services.store.get(ORGANISATION, {}, Number(ctx.params.id));
  const errors = organisationSettingErrors(
    body,
    current ? { ...ORGANISATION_DEFAULTS, ...current } : undefined,
    ctx.session?.user,
  );
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const reply = await updateRecord(ctx);
  const json = reply.json as { data: Record<string, unknown> };
  return { ...reply, json: { data: { ...ORGANISATION_DEFAULTS, ...json.data } } };
};

/** `GET /organisation/countries`: every country (Natural Earth), paginated, `q` filters by name. */
export const organisationCountries: Handler = (ctx) => {
  const { page, limit } = readPaging(ctx.query, 300);
  const q = (ctx.query.get('q') ?? '').trim().toLowerCase();
  const all = countryPolygons()
    .filter((c) => !q || c.name.toLowerCase().includes(q))
    .map((c) => ({ id: c.id, name: c.name }));
  return {
    json: listEnvelope(all.slice((page - 1) * limit, page * limit), page, limit, all.length),
  };
};

/** `GET /organisation/detailed/`: the organisation with counts. */
export const organisationDetailed: Handler = (ctx) => {
  const org = organisationRecord(ctx.services.store);
  if (!org) throw notFound('The organisation');
  const s = ctx.services.store;
  return {
    json: {
      data: {
        ...org,
        counts: {
          users: s.count(USERS),
          teams: s.count(named('organisation.teams')),
          roles: s.count(named('organisation.roleProfiles')),
          residential_opportunities: s.count(named('residentialOpportunities')),
        },
      },
    },
  };
};

function offsetOf(zone: string, at: Date): string {
  try {
    const part = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
    const m = /GMT([+-]\d{2}:\d{2})?/.exec(part ?? '');
    return m?.[1] ?? '+00:00';
  } catch {
    return '+00:00';
  }
}

let zones: { name: string; display_text: string; alias: string; offset: string }[] | undefined;

/** `GET /organisation/timezones/`: every IANA zone as `{name, display_text, alias}`, by offset. */
export const timezones: Handler = () => {
  if (!zones) {
    const at = new Date(Date.UTC(2025, 0, 15));
    zones = Intl.supportedValuesOf('timeZone')
      .map((name) => {
        const offset = offsetOf(name, at);
        const alias = (name.split('/').pop() ?? name).replace(/_/g, ' ');
        return { name, display_text: `(UTC${offset}) ${name.replace(/_/g, ' ')}`, alias, offset };
      })
      .sort((a, b) => {
        const n = (o: string) =>
          (o.startsWith('-') ? -1 : 1) * (Number(o.slice(1, 3)) * 60 + Number(o.slice(4, 6)));
        return n(a.offset) - n(b.offset) || a.name.localeCompare(b.name);
      });
  }
  return { json: zones.map(({ name, display_text, alias }) => ({ name, display_text, alias })) };
};

/** Escapes text for HTML. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `GET /organisation/email-templates/new-user/preview?...`: the welcome e-mail as HTML text. */
export const emailPreview: Handler = (ctx) => {
  const org = organisationRecord(ctx.services.store);
  const first = ctx.query.get('first_name') ?? 'Alex';
  const subject = ctx.query.get('subject') ?? `Welcome to ${String(org?.name ?? 'VolunteerKit')}`;
  const body =
    ctx.query.get('body') ??
    'Your account is ready. Log in to see the opportunities waiting for you.';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: sans-serif; color: #1f2933;">
<h1>${escapeHtml(subject)}</h1>
<p>Hello ${escapeHtml(first)},</p>
<p>${escapeHtml(body)}</p>
<p>The ${escapeHtml(String(org?.name ?? 'VolunteerKit'))} team</p>
</body></html>`;
  return { text: html, contentType: 'text/html; charset=utf-8' };
};

/** A query-builder rule group. */
export interface RuleGroup {
  condition: 'AND' | 'OR';
  rules: (Rule | RuleGroup)[];
}
/** A query-builder rule. */
export interface Rule {
  field: string;
  operator: string;
  value?: unknown;
}

/** Checks a query-builder query; returns field errors keyed by rule path (e.g. `query.rules.0.field`). */
export function checkQuery(
  query: unknown,
  path = 'query',
  errors: FieldErrors = {},
  depth = 0,
): FieldErrors {
  const add = (f: string, m: string) => (errors[f] ??= []).push(m);
  if (typeof query !== 'object' || query === null || Array.isArray(query)) {
    add(path, 'must be a rule group {condition, rules}');
    return errors;
  }
  const g = query as Record<string, unknown>;
  if (depth > 8) add(path, 'is nested too deeply');
  if (g.condition !== 'AND' && g.condition !== 'OR') add(`${path}.condition`, 'must be AND or OR');
  if (!Array.isArray(g.rules) || g.rules.length === 0) {
    add(`${path}.rules`, 'must be a non-empty list');
    return errors;
  }
  g.rules.forEach((r: unknown, i) => {
    const p = `${path}.rules.${i}`;
    if (typeof r === 'object' && r !== null && 'rules' in r) {
      checkQuery(r, p, errors, depth + 1);
      return;
    }
    const rule = (r ?? {}) as Record<string, unknown>;
    if (!isOneOf(QUERY_FIELDS, rule.field))
      add(`${p}.field`, `must be one of: ${QUERY_FIELDS.join(', ')}`);
    if (!isOneOf(QUERY_OPERATORS, rule.operator))
      add(`${p}.operator`, `must be one of: ${QUERY_OPERATORS.join(', ')}`);
    else if (!['is_null', 'is_not_null'].includes(rule.operator) && rule.value === undefined)
      add(`${p}.value`, 'is required');
    else if (rule.operator === 'in' && !Array.isArray(rule.value))
      add(`${p}.value`, 'must be a list');
  });
  return errors;
}

function matches(record: StoredRecord, q: RuleGroup): boolean {
  const test = (r: Rule | RuleGroup): boolean => {
    if ('rules' in r) return matches(record, r);
    const v = record[r.field];
    const s = v === undefined || v === null ? '' : String(v).toLowerCase();
    const w = r.value === undefined || r.value === null ? '' : String(r.value).toLowerCase();
    switch (r.operator) {
      case 'equal':
        return s === w;
      case 'not_equal':
        return s !== w;
      case 'contains':
        return s.includes(w);
      case 'begins_with':
        return s.startsWith(w);
      case 'less':
        return typeof v === 'number' ? v < Number(r.value) : s < w;
      case 'greater':
        return typeof v === 'number' ? v > Number(r.value) : s > w;
      case 'is_null':
        return v === undefined || v === null || v === '';
      case 'is_not_null':
        return !(v === undefined || v === null || v === '');
      case 'in':
        return Array.isArray(r.value) && r.value.map((x) => String(x).toLowerCase()).includes(s);
      default:
        return false;
    }
  };
  return q.condition === 'AND' ? q.rules.every(test) : q.rules.some(test);
}

function queryOf(ctx: RequestCtx): RuleGroup {
  const body = ctx.body as Record<string, unknown> | undefined;
  const query =
    body && typeof body === 'object' && !Array.isArray(body) ? (body.query ?? body) : undefined;
  const errors = checkQuery(query);
  if (Object.keys(errors).length) throw validationError(errors, 'The query is not valid.');
  return query as RuleGroup;
}

/** `POST /organisation/query-builder/validate/`: `{valid: true}` or 422 with rule errors. */
export const queryValidate: Handler = (ctx) => {
  queryOf(ctx);
  return { json: { valid: true } };
};

/** `POST /organisation/query-builder/preview` `{query}`: the matching users, paginated. */
export const queryPreview: Handler = (ctx) => {
  const query = queryOf(ctx);
  const { page, limit } = readPaging(ctx.query, 20);
  const users = ctx.services.store.all(USERS).filter((u) => matches(u, query));
  const data = users.slice((page - 1) * limit, page * limit).map((u) => ({
    id: u.id,
    first_name: u.first_name,
    last_name: u.last_name,
    email: u.email,
    role: u.role,
  }));
  return { json: listEnvelope(data, page, limit, users.length) };
};

/** The diversity categories, each with the answers to choose from (one question each). */
export const DIVERSITY = [
  { id: 1, name: 'Age', answers: ['16-24', '25-34', '35-49', '50-64', '65+'] },
  { id: 2, name: 'Gender', answers: ['Woman', 'Man', 'Non-binary', 'Prefer not to say'] },
  {
    id: 3,
    name: 'Ethnicity',
    answers: ['Asian', 'Black', 'Mixed', 'White', 'Other', 'Prefer not to say'],
  },
  { id: 4, name: 'Disability', answers: ['Yes', 'No', 'Prefer not to say'] },
];

/**
 * The diversity answers kept on a person's record, by category key: its
 * `diversity` field, with a `gender` field of its own (written by an older
 * client or by staff) standing in for an unanswered gender question. Answers
 * saved with `PUT /users/{id}/diversity` override them (domain/diversity.ts).
 */
export function recordDiversity(person: Record<string, unknown>): Record<string, unknown> {
  const own =
    typeof person.diversity === 'object' && person.diversity !== null
      ? (person.diversity as Record<string, unknown>)
      : {};
  return typeof person.gender === 'string' && !('gender' in own)
    ? { gender: person.gender, ...own }
    : own;
}

/** `GET /organisation/diversity/categories`. */
export const diversityCategories: Handler = () => ({
  json: { data: DIVERSITY.map(({ id, name }) => ({ id, name })) },
});

/** `GET /organisation/diversity/questions`. */
export const diversityQuestions: Handler = () => ({
  json: {
    data: DIVERSITY.map((c) => ({
      id: c.id,
      category_id: c.id,
      question: `What is your ${c.name.toLowerCase()}?`,
      options: c.answers,
    })),
  },
});

function ageBand(dob: unknown, today: Date): string | undefined {
  if (typeof dob !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(dob)) return undefined;
  const born = new Date(`${dob.slice(0, 10)}T00:00:00Z`);
  let age = today.getUTCFullYear() - born.getUTCFullYear();
  if (
    today.getUTCMonth() < born.getUTCMonth() ||
    (today.getUTCMonth() === born.getUTCMonth() && today.getUTCDate() < born.getUTCDate())
  )
    age--;
  if (age < 16) return undefined;
  return age < 25 ? '16-24' : age < 35 ? '25-34' : age < 50 ? '35-49' : age < 65 ? '50-64' : '65+';
}

/**
 * `GET /organisation/diversity/reports/{user,applicant,cleared-applicant,user-dob}`:
 * answer counts per category, counted from the people's stored answers (their
 * `diversity` field, overridden by answers saved with `PUT /users/{id}/diversity`).
 * `user` counts active people, `applicant` applicants, `cleared-applicant`
 * applicants whose vetting is cleared, `user-dob` the age bands from dates of birth.
 */
export const diversityReport: Handler = (ctx) => {
  const store = ctx.services.store;
  const kind = ctx.path.replace(/\/$/, '').split('/').pop() ?? 'user';
  const saved = new Map<string, Record<string, unknown>>();
  for (const r of ctx.services.db
    .prepare(`SELECT scope, data FROM records WHERE collection = ? ORDER BY id`)
    .all(namedCall('users.diversity.answers')) as { scope: string; data: string }[])
    saved.set(r.scope.replace(/^userId=/, ''), JSON.parse(r.data) as Record<string, unknown>);
  const people = store
    .all(USERS)
    .filter((u) =>
      kind === 'applicant'
        ? u.status === 'applicant'
        : kind === 'cleared-applicant'
          ? u.status === 'applicant' && u.vetting_status === 'cleared'
          : u.status === 'active',
    );
  const today = new Date();
  const categories = kind === 'user-dob' ? DIVERSITY.filter((c) => c.name === 'Age') : DIVERSITY;
  return {
    json: {
      data: categories.map((c) => {
        const counts = new Map<string, number>(c.answers.map((a) => [a, 0]));
        for (const u of people) {
          const answers = { ...recordDiversity(u), ...saved.get(String(u.id)) };
          const key = c.name.toLowerCase();
          const answer =
            c.name === 'Age' && (kind === 'user-dob' || answers[key] === undefined)
              ? ageBand(u.date_of_birth, today)
              : answers[key];
          if (typeof answer === 'string' && counts.has(answer))
            counts.set(answer, (counts.get(answer) ?? 0) + 1);
        }
        return {
          category: c.name,
          answers: c.answers.map((answer) => ({ answer, count: counts.get(answer) ?? 0 })),
        };
      }),
    },
  };
};

/** `GET /organisation/safeguarding/`: the settings, with defaults until first saved. */
export const safeguardingDefaults = {
  minimum_age: 16,
  guardian_required_under: 18,
  dbs_required_for_minors: true,
  contact_email: 'safeguarding@volunteerkit.test',
};

/** Throws 403 unless the session holds the permission. */
export function requirePermission(ctx: RequestCtx, permission: string): void {
  if (!ctx.session?.user.permissions.includes(permission)) {
    throw new ApiError(403, 'forbidden', `This needs the '${permission}' permission.`);
  }
}

/** Collection key of the organisation. */
export { ORGANISATION };
