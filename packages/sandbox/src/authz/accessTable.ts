/**
 * The rule table as Markdown, generated from the data (authz/rules.ts) and the
 * catalogue, for docs/security.md (a test keeps the document in step).
 *
 * @module
 */
import { PLACEMENT_CHECKS } from './clearance.js';
import type { CatalogueEntry } from '@volunteerkit/api-client/catalogue';
import { templateOf } from './check.js';
import { ACCESS_RULES, ownershipOf, type AccessRule, type Need } from './rules.js';
import {
  DIVERSITY_FIELDS,
  DIVERSITY_READERS,
  DRAFT_READERS,
  HIDDEN_FIELDS,
  ORGANISATION_SETTINGS,
  OWN_FIELDS,
  SINGLE_LINE_FIELDS,
} from './policy.js';
import { PERSON_RECORDS, TEAM_FIELDS } from './teamScope.js';
import { VOLUNTEER_PERMISSIONS } from '../seed/permissions.js';

function need(n: Need): string {
  if ('public' in n) return 'anyone';
  if ('session' in n) return 'signed in';
  if (n.anyOf.length === 0) return '-';
  return n.anyOf.join(' or ') + (n.allOf?.length ? ` + ${n.allOf.join(' + ')}` : '');
}

function cell(rule: AccessRule, action: 'read' | 'store' | 'update' | 'delete'): string {
  const own =
    rule.ownerCan?.includes(action) || rule.recordOwner?.can.includes(action) ? 'own; ' : '';
  const text = need(rule[action]);
  return own && text === '-' ? 'own only' : `${own}${text}`;
}

/** The Markdown table: one row per rule, with the catalogue paths it covers. */
export function accessTableMarkdown(catalogue: readonly CatalogueEntry[]): string {
  const covered = new Map<AccessRule, string[]>();
  for (const entry of catalogue) {
    const template = templateOf(entry);
    const rule = ACCESS_RULES.find((r) => r.pattern.test(template));
    if (!rule) continue;
    const list = covered.get(rule) ?? [];
    if (!list.includes(template)) list.push(template);
    covered.set(rule, list);
  }
  const rows = ACCESS_RULES.map((rule) => {
    const paths = covered.get(rule) ?? [];
    const shown = paths
      .slice(0, 3)
      .map((p) => `\`${p}\``)
      .join(', ');
    const more = paths.length > 3 ? ` and ${paths.length - 3} more` : '';
    const esc = (s: string) => s.replace(/\|/g, '\\|');
    return `| ${esc(shown + more)} | ${cell(rule, 'read')} | ${cell(rule, 'store')} | ${cell(rule, 'update')} | ${cell(rule, 'delete')} | ${esc(ownershipOf(rule) ?? '')} | ${esc(rule.note ?? '')} |`;
  });
  return [
    '| Paths | Read (list, show, GET) | Store (POST) | Update (PUT) | Delete | Owner | Note |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/**
 * The record and field policy (authz/policy.ts) and the team leader's scope
 * (authz/teamScope.ts) as Markdown, for docs/security.md (a test keeps the
 * document in step).
 */
export function policyMarkdown(): string {
  const code = (names: readonly string[]) => names.map((n) => `\`${n}\``).join(', ');
  const own = Object.entries(OWN_FIELDS).map(
    ([collection, fields]) => `| \`${collection}\` | ${code(fields)} |`,
  );
  const hidden = Object.entries(HIDDEN_FIELDS).flatMap(([collection, fields]) =>
    fields.map(
      (h) =>
        `| \`${collection}\` | \`${h.field}\` | ${h.seenWith.join(' or ')} | ${h.ownerField ? `the person themself (\`${h.ownerField}\`)` : `the caller's own entries (\`${h.personField}\`)`} |`,
    ),
  );
  const scoped = [
    ...Object.entries(TEAM_FIELDS).map(([c, f]) => `| \`${c}\` | the record's \`${f}\` |`),
    ...Object.entries(PERSON_RECORDS).map(
      ([c, f]) => `| \`${c}\` | the team of the person in \`${f}\` |`,
    ),
    '| `dashboard.recentActions` | their own, and those about a person, team or record of their teams |',
    '| `organisation.savedList` | their own lists only |',
    '| files (`/api/_files/…`) | the files of the people of their teams |',
    '| reports | their teams (a report without a team filter is refused) |',
  ];
  return [
    '**Fields a person may set on their own record** (an allow-list; anything else sent changed is refused, 403 `forbidden_field`; `date_of_birth` only while unset and not flagged a minor):',
    '',
    '| Collection | Fields |',
    '| --- | --- |',
    ...own,
    '',
    '**Who may act on a person** (the single routes, `POST /bulk/` for each person of the list, all or nothing, and `request-anonymisation` ask the same question):',
    '',
    '| Act | Refused when |',
    '| --- | --- |',
    "| edit | the person is a staff account and the caller is not an administrator (their own record excepted), or outside a team leader's teams |",
    "| status (block) | as edit; and one's own account |",
    "| delete | as edit; and one's own account |",
    '| erase | as edit (a person may ask for their own erasure) |',
    '',
    `A staff account: an administrator, anyone holding a permission beyond a volunteer's (${code(VOLUNTEER_PERMISSIONS)}), or teams they lead.`,
    '',
    "**Fields holding other people's data** (shown, filtered and sorted on only with the permission; error bodies too):",
    '',
    '| Collection | Field | Read in full with | Otherwise |',
    '| --- | --- | --- | --- |',
    ...hidden,
    '',
    `**Diversity data** (special-category, equal-opportunities data): a person's answers to the diversity questions, ${code(DIVERSITY_FIELDS)} on their record. Read only by the person and ${DIVERSITY_READERS.join(' or ')}: single records, lists, list filters and sorts, saved views of people and what uses them (bulk actions and e-mail), 412 bodies; the people CSV exports are made from those lists. The query builder has no such field. The reports made of them (\`/organisation/diversity/reports/*\`, \`/reports/overview/diversity\`) need ${DIVERSITY_READERS.join(' or ')} too. Nobody writes them through the user record (403 \`forbidden_field\`): an answer is given, changed or declined through \`/users/{userId}/diversity/{questionId}\`, checked against the question's choices, by the person or by staff who hold edit-users and ${DIVERSITY_READERS.join(' or ')}. The date of birth is not diversity data (it decides consent and guardians), the age-band report made of it is.`,
    '',
    `**Single-line text** (control characters refused, 422): ${code(SINGLE_LINE_FIELDS)}.`,
    '',
    "**The organisation's settings** (`PUT /organisation/{id}`: a value outside these, or a setting sent by someone who may not set it, is refused, 422 with field errors, nothing stored):",
    '',
    '| Field | Set by | Values | What it does |',
    '| --- | --- | --- | --- |',
    ...Object.entries(ORGANISATION_SETTINGS).map(
      ([field, s]) => `| \`${field}\` | ${s.setBy.join(' or ')} | ${s.values} | ${s.note} |`,
    ),
    '',
    `**Draft opportunities** (\`published: false\`): listed, shown, their form read and applied to only with ${DRAFT_READERS.join(' or ')}; for anyone else they do not exist (404).`,
    '',
    '**A team leader reaches** (any permission notwithstanding):',
    '',
    '| What | Within their teams when |',
    '| --- | --- |',
    ...scoped,
    '',
    "**Placing people on work** (authz/clearance.ts, issue 50): each route asks what the person lacks on the work's dates (a disclosure type, or one of a higher level, clearance flags, a minimum age, risk activities; a check counts when issued by the first day and unexpired on the last). The safeguarding setting `clearance_gaps` decides: `block` (422 `not_cleared`, the gaps in words) or `warn` (409 `clearance_unconfirmed` until sent again with `confirm_clearance_gap: {reason}`, then kept on the placement and written to the person's activity log with who and why). A person on the blacklist (by e-mail) is refused in both, and a volunteer placing themself is told nothing about it (409 `placement_refused`).",
    '',
    '| Route | Asks when | Work and dates |',
    '| --- | --- | --- |',
    ...PLACEMENT_CHECKS.map((p) => `| ${p.route} | ${p.when} | ${p.work} |`),
  ].join('\n');
}
