/**
 * The rule table as Markdown, generated from the data (authz/rules.ts) and the
 * catalogue, for docs/security.md (a test keeps the document in step).
 *
 * @module
 */
import type { CatalogueEntry } from '@volunteerkit/api-client/catalogue';
import { templateOf } from './check.js';
import { ACCESS_RULES, ownershipOf, type AccessRule, type Need } from './rules.js';

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
