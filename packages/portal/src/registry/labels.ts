/**
 * Human labels for catalogue paths and accessor names.
 *
 * @module
 */

const WORDS: Record<string, string> = {
  api: 'API',
  pdf: 'PDF',
  oauth: 'OAuth',
  id: 'ID',
  dob: 'date of birth',
  todos: 'to-dos',
  rota: 'rota',
};

/**
 * Turns `email-addresses`, `skillCategories` or `new_user` into a sentence-case
 * label: "Email addresses", "Skill categories", "New user".
 */
export function humanize(name: string): string {
  const words = name
    .replace(/\{[^}]*\}/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_\-/.]+/)
    .filter(Boolean)
    .map((w) => WORDS[w.toLowerCase()] ?? w.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

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
