import {
  defaultValidationMessages,
  isPresent,
  parseRules,
  testRule,
  type ParsedRule,
  type ValidationMessages,
} from './rules.js';

/** Options of {@link validateField}. */
export interface ValidateFieldOptions {
  /** The field's name; shown as `{Field}` (humanised: `first_name` -> "First name"). */
  field?: string;
  /** The text shown as `{Field}` instead of the humanised field name. */
  label?: string;
  /** All values of the form, for rules that look at other fields (`required_without_all`). */
  values?: Readonly<Record<string, unknown>>;
  /** Custom messages of this field, by rule. */
  messages?: ValidationMessages;
  /**
   * Whether the user has left (blurred) the field. Rules run only on fields that
   * were left or hold a value, so `touched: false` with an empty value yields `null`.
   * @default true
   */
  touched?: boolean;
}

/**
 * Turns a field name into the `{Field}` text: separators become spaces and the first
 * letter is upper-cased.
 *
 * @example
 * humaniseFieldName('first_name'); // "First name"
 */
export function humaniseFieldName(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.\s]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Fills `{Field}` (`{field}` lower-case), `{N}` (or `{0}`) and `{args}` in a message template. */
export function formatValidationMessage(template: string, field: string, rule: ParsedRule): string {
  return template
    .replace(/\{Field\}/g, field)
    .replace(/\{field\}/g, field.toLowerCase())
    .replace(/\{N\}|\{0\}/g, rule.args[0] ?? '')
    .replace(/\{args\}/g, rule.args.join(', '));
}

/**
 * Validates one value against `|`-separated rules (spec 5.1) and returns the first
 * failing rule's message, or `null` when the value passes.
 *
 * @throws {import('./rules.js').ValidationRuleError} for an unknown rule.
 * @example
 * validateField('', 'required', { field: 'email' });            // "Email is required"
 * validateField('ab', 'min:3', { field: 'name' });              // "The minimum length is 3"
 * validateField('x', 'email', { messages: { email: 'Nope' } }); // "Nope"
 * validateField('', 'required', { touched: false });            // null (not left yet)
 */
export function validateField(
  value: unknown,
  rules: string | readonly string[],
  options: ValidateFieldOptions = {},
): string | null {
  if (options.touched === false && !isPresent(value)) return null;
  const parsed = parseRules(rules);
  for (const rule of parsed) {
    if (testRule(rule, value, { values: options.values })) continue;
    const label =
      options.label ?? (options.field ? humaniseFieldName(options.field) : 'This field');
    const template = options.messages?.[rule.name] ?? defaultValidationMessages[rule.name];
    return formatValidationMessage(template, label, rule);
  }
  return null;
}
