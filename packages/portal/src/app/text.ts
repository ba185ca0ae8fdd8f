/**
 * Sentence-case labels from names the code uses (`skillCategories`,
 * `first_name`, `email-addresses`).
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
  url: 'URL',
  uuid: 'UUID',
  sms: 'SMS',
  gps: 'GPS',
  ip: 'IP',
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
