/**
 * Human labels for catalogue paths and accessor names.
 *
 * @module
 */

import { humanize } from '../app/text.js';

export { humanize };

/** The label of a resource or call path: its last literal segments, humanized. */
export function labelOfPath(template: string): string {
  const literals = template
    .split('/')
    .filter((p) => p && !/^\{[^}]*\}$/.test(p))
    .map((p) => p.replace(/\{[^}]*\}/g, ''));
  const last = literals[literals.length - 1] ?? template;
  return humanize(last) || humanize(literals.join(' '));
}

/** The label of a path including its parent literals, for places without context (navigation). */
export function fullLabelOfPath(template: string): string {
  const literals = template
    .split('/')
    .filter((p) => p && !/^\{[^}]*\}$/.test(p) && p !== 'organisation')
    .map((p) => p.replace(/\{[^}]*\}/g, ''));
  return humanize(literals.join(' ')) || humanize(template);
}

/**
 * The header of a list column: its override label, else the humanized field
 * (`first_name` -> "First name", `organisation.name` -> "Organisation name").
 *
 * @example
 * columnLabel({ field: 'created_at' }) // 'Created at'
 */
export function columnLabel(column: { field: string; label?: string }): string {
  if (column.label) return column.label;
  return humanize(column.field.replace(/\./g, ' ')) || column.field;
}

/**
 * Navigation labels where the one derived from the path reads badly, keyed by
 * catalogue accessor (`organisation.rotas`). Everything else keeps
 * {@link fullLabelOfPath}.
 */
export const NAV_LABELS: Readonly<Record<string, string>> = {
  dashboard: 'Dashboard data',
  'dashboard.recentActions': 'Recent actions',
  mobileDashboard: 'Mobile app dashboard',
  systemInfo: 'System information',
  users: 'People',
  'activities.overlapping': 'Overlapping activities',
  reference: 'References',
  parentalConsent: 'Parental consents',
  rota: 'Rota planner',
  'organisation.rota': 'Rota settings',
  'organisation.rotas': 'Rotas',
  'residentialOpportunities.countries': 'Residential countries',
  'residentialOpportunities.counties': 'Residential counties',
  'residentialAvailability.team': 'Residential availability by team',
  claims: 'Expense claims',
  'organisation.expenses': 'Expense settings',
  'organisation.expenses.rates': 'Expense rates',
  'organisation.expenses.types': 'Expense types',
  'bulk.tasks': 'Bulk task updates',
  contactUs: 'Contact us messages',
  'organisation.emailLogGroups': 'E-mail log',
  'organisation.emailTemplates': 'E-mail templates',
  'bulk.email': 'Bulk e-mail',
  bulk: 'Bulk operations',
  'bulk.imports': 'Bulk imports',
  'exports.fields': 'Export fields',
  'exports.fields.users': 'Export fields for people',
  'files.types': 'File types',
  motivations: 'Motivations',
  'organisation.motivations': 'Motivation settings',
  'organisation.skillCategories': 'Skill categories',
  organisation: 'Organisation settings',
  'organisation.teams': 'Teams',
  teams: 'Teams (all)',
  'organisation.savedList': 'Saved lists',
  geocode: 'Geocoding',
  'geocode.countryPolygons': 'Country boundaries',
  'geocode.retrieve': 'Geocode lookup',
  'integrations.service': 'Integration services',
  multiRegion: 'Multi-region',
  'organisation.oauth': 'OAuth settings',
  'organisation.oauth.clients': 'OAuth clients',
  analytics: 'Analytics overview',
  'analytics.organisationStats': 'Organisation stats',
  'analytics.startersLeavers': 'Starters and leavers',
  'analytics.training': 'Training',
};

/** The navigation label of a resource by accessor: {@link NAV_LABELS}, else `derived`. */
export function navLabelOf(accessor: string, derived: string): string {
  return NAV_LABELS[accessor] ?? derived;
}
