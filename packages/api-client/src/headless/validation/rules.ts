import { VolunteerKitError, type VolunteerKitErrorKind } from '../../errors/errors.js';
import { isValidPublicUrl } from './url.js';

/** The rule names of the generic form validation (spec 5.1). */
export type ValidationRuleName =
  | 'required'
  | 'required_without_all'
  | 'object'
  | 'min'
  | 'max'
  | 'email'
  | 'url'
  | 'date'
  | 'dateISO'
  | 'time'
  | 'number'
  | 'digits'
  | 'modulo';

/** One rule parsed from a rule string such as `min:3`. */
export interface ParsedRule {
  name: ValidationRuleName;
  /** The comma-separated arguments after the colon. */
  args: string[];
}

/** Custom messages of one field, by rule name; `{Field}` and `{N}` are filled in. */
export type ValidationMessages = Partial<Record<ValidationRuleName, string>>;

/**
 * Thrown when a rule string names an unknown rule or gives a rule a bad argument;
 * a programming error, never a user error.
 */
export class ValidationRuleError extends VolunteerKitError {
  static override readonly kind: VolunteerKitErrorKind = 'ValidationRuleError';
  constructor(
    message: string,
    /** The rule text that could not be used. */
    readonly rule: string,
  ) {
    super(message);
  }
}

/**
 * The spec's messages (5.1). `{Field}` is the field's label and `{N}` the rule's number.
 * `required_without_all` and `time` have no stated message; these defaults are ours.
 */
export const defaultValidationMessages: Readonly<Record<ValidationRuleName, string>> = {
  required: '{Field} is required',
  required_without_all: '{Field} is required',
  object: '{Field} is required',
  min: 'The minimum length is {N}',
  max: 'The maximum length is {N}',
  email: 'Please enter a valid email address',
  url: 'Please enter a valid URL',
  date: 'Please enter a valid date',
  dateISO: 'Please enter a valid date',
  time: 'Please enter a valid time',
  number: 'Please enter a number',
  digits: 'Please enter a number',
  modulo: 'Number must be divisible by {N}',
};

const RULE_NAMES = new Set<string>(Object.keys(defaultValidationMessages));
const NUMERIC_ARG = new Set<ValidationRuleName>(['min', 'max', 'modulo']);
const parsedCache = new Map<string, ParsedRule[]>();

/**
 * Parses a `|`-separated rule string (or a list of rule strings).
 *
 * @throws {ValidationRuleError} for an unknown rule or a missing/invalid number.
 * @example
 * parseRules('required|min:3'); // [{ name: 'required', args: [] }, { name: 'min', args: ['3'] }]
 */
export function parseRules(rules: string | readonly string[]): ParsedRule[] {
  const key = typeof rules === 'string' ? rules : rules.join('|');
  const cached = parsedCache.get(key);
  if (cached) return cached;
  const parsed: ParsedRule[] = [];
  for (const raw of key.split('|')) {
    const text = raw.trim();
    if (text === '') continue;
    const colon = text.indexOf(':');
    const name = colon === -1 ? text : text.slice(0, colon);
    const args =
      colon === -1
        ? []
        : text
            .slice(colon + 1)
            .split(',')
            .map((a) => a.trim())
            .filter((a) => a !== '');
    if (!RULE_NAMES.has(name)) {
      throw new ValidationRuleError(`Unknown validation rule "${name}" in "${key}".`, text);
    }
    const rule = { name: name as ValidationRuleName, args };
    if (NUMERIC_ARG.has(rule.name)) {
      const n = Number(args[0]);
      if (args.length !== 1 || !Number.isFinite(n) || (rule.name === 'modulo' && n === 0)) {
        throw new ValidationRuleError(
          `Rule "${name}" needs one ${rule.name === 'modulo' ? 'non-zero ' : ''}number, e.g. "${name}:3".`,
          text,
        );
      }
    }
    if (rule.name === 'required_without_all' && args.length === 0) {
      throw new ValidationRuleError(
        'Rule "required_without_all" needs field names, e.g. "required_without_all:email,phone".',
        text,
      );
    }
    parsed.push(rule);
  }
  if (parsedCache.size > 500) parsedCache.clear();
  parsedCache.set(key, parsed);
  return parsed;
}

/**
 * Whether a value is present in the sense of the `required` rule: `null`, `undefined`,
 * `NaN`, an empty array, an invalid date and an empty (or whitespace-only) string are
 * absent; `true`, `false`, `0`, valid dates and objects are present.
 *
 * @example
 * isPresent(false); // true
 * isPresent([]);    // false
 */
export function isPresent(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'number') return !Number.isNaN(value);
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  return true;
}

/** HTML's "valid e-mail address" pattern, the standard one browsers use. */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const NUMBER = /^-?(?:\d+|\d{1,3}(?:,\d{3})+)(?:\.\d+)?$|^-?\.\d+$/;
const DIGITS = /^\d+$/;
const DATE_ISO = /^(\d{4})([-/])(\d{2})\2(\d{2})$/;
const TIME = /^(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?$/;

function lengthOf(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  return Array.from(String(value)).length;
}

/** A decimal as an integer and a power of ten: `-1.25` is `{ digits: -125n, scale: 2 }`. */
interface Decimal {
  digits: bigint;
  scale: number;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d{1,3}))?$/i;

/**
 * Reads a number exactly as written, so arithmetic on it is exact: a typed value
 * as the `number` rule accepts it (`1,000.50`, `.5`, `1.15`), a number by its
 * shortest decimal spelling (`1e-7` included), a rule's divisor in any decimal
 * spelling (`0.05`, `5e-2`).
 */
function toDecimal(value: unknown, typed: boolean): Decimal | undefined {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    text = String(value);
  } else if (typeof value === 'string' && (!typed || NUMBER.test(value.trim()))) {
    text = value.trim().replace(/,/g, '');
  } else return undefined;
  const m = DECIMAL.exec(text);
  if (!m || (m[2] === '' && !m[3])) return undefined;
  const fraction = m[3] ?? '';
  const exponent = Number(m[4] ?? 0);
  let digits = BigInt(`${m[2]}${fraction}` || '0');
  let scale = fraction.length - exponent;
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { digits: m[1] === '-' ? -digits : digits, scale };
}

/**
 * The `modulo` rule, in decimal arithmetic on the digits as typed: `0.3` is a
 * multiple of `0.1` and `1.15` of `0.05` (floating-point `%` says neither).
 * A value that is not a number fails.
 */
function isMultipleOf(value: unknown, divisor: string): boolean {
  const x = toDecimal(value, true);
  // A divisor Number() reads but not in decimal (`0x10`): its decimal spelling.
  const d = toDecimal(divisor, false) ?? toDecimal(Number(divisor), false);
  if (!x || !d || d.digits === 0n) return false;
  const scale = Math.max(x.scale, d.scale);
  const a = x.digits * 10n ** BigInt(scale - x.scale);
  const b = d.digits * 10n ** BigInt(scale - d.scale);
  return a % b === 0n;
}

/** Whether a `YYYY-MM-DD` / `YYYY/MM/DD` string names a real calendar day. */
function isIsoDate(value: string): boolean {
  const m = DATE_ISO.exec(value);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[3]);
  const day = Number(m[4]);
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

function isDate(value: unknown): boolean {
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'string') return !Number.isNaN(Date.parse(value));
  return false;
}

/** Context a rule needs besides the value: the other fields of the form. */
export interface RuleContext {
  values?: Readonly<Record<string, unknown>>;
}

/**
 * Runs one parsed rule. Rules other than `required`, `required_without_all` and
 * `object` pass on an absent value (an empty optional field is valid).
 *
 * @returns whether the value passes.
 */
export function testRule(rule: ParsedRule, value: unknown, context: RuleContext = {}): boolean {
  switch (rule.name) {
    case 'required':
      return isPresent(value);
    case 'required_without_all':
      return isPresent(value) || rule.args.some((field) => isPresent(context.values?.[field]));
    case 'object':
      return typeof value === 'object' && value !== null;
    default:
      break;
  }
  if (!isPresent(value)) return true;
  const n = Number(rule.args[0]);
  const text = typeof value === 'string' ? value.trim() : String(value);
  switch (rule.name) {
    case 'min':
      return lengthOf(value) >= n;
    case 'max':
      return lengthOf(value) <= n;
    case 'email':
      return typeof value === 'string' && EMAIL.test(text);
    case 'url':
      return typeof value === 'string' && isValidPublicUrl(text);
    case 'date':
      return isDate(value);
    case 'dateISO':
      return typeof value === 'string' && isIsoDate(text);
    case 'time':
      return typeof value === 'string' && TIME.test(text);
    case 'number':
      return typeof value === 'number' ? Number.isFinite(value) : NUMBER.test(text);
    case 'digits':
      return typeof value === 'number' ? Number.isInteger(value) && value >= 0 : DIGITS.test(text);
    case 'modulo':
      return isMultipleOf(value, rule.args[0]!);
  }
}
