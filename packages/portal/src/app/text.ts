/**
 * The portal's text helpers: sentence-case labels from names the code uses
 * (`skillCategories`, `first_name`, `email-addresses`), and text compared the
 * way the reader's language does: sorted by its collation (`Intl.Collator`:
 * Welsh puts "Ll" after "L…") and searched with accents and case folded
 * ("Sian" finds "Siân").
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

const collators = new Map<string, Intl.Collator>();

/**
 * The collator of language `tag` (cached): numbers compared as numbers
 * ("Shift 2" before "Shift 10"), case a tie-breaker only.
 */
export function collatorFor(tag = 'en-GB'): Intl.Collator {
  let collator = collators.get(tag);
  if (!collator) {
    collator = new Intl.Collator(tag, { numeric: true });
    collators.set(tag, collator);
  }
  return collator;
}

/**
 * Compares two texts as language `tag` sorts them (for `Array.prototype.sort`).
 *
 * @example
 * ['Lowri', 'Llinos'].sort((a, b) => compareText(a, b, 'cy')) // ['Lowri', 'Llinos']
 */
export function compareText(a: string, b: string, tag = 'en-GB'): number {
  return collatorFor(tag).compare(a, b);
}

/**
 * A text as searches compare it: lower case, accents and other marks removed
 * ("Siân" -> "sian", "Ffŵrn" -> "ffwrn"), runs of spaces made one.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * `true` when `text` contains `query`, accents and case aside; a blank query
 * matches everything.
 *
 * @example
 * matchesText('Siân Evans', 'sian') // true
 */
export function matchesText(text: string, query: string): boolean {
  return foldText(text).includes(foldText(query));
}
