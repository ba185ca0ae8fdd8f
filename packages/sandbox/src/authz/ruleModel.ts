/**
 * The shapes of the rule table (authz/rules.ts): needs, actions, rules with
 * their ownership decision, and the builder the table is written with.
 *
 * @module
 */

/** Who may do something. */
export type Need =
  { public: true } | { session: true } | { anyOf: readonly string[]; allOf?: readonly string[] };

/** The four actions of the table. */
export type Action = 'read' | 'store' | 'update' | 'delete';

/** Who may do each action on the paths a rule covers. */
export interface AccessRule {
  /** Path pattern over normalised templates (e.g. `^/users/\{userId\}/notes`). */
  pattern: RegExp;
  /** Needs by action. */
  read: Need;
  store: Need;
  update: Need;
  delete: Need;
  /** Path parameter naming the owning user. */
  owner?: string;
  /** What the owner may do without any permission. */
  ownerCan?: readonly Action[];
  /**
   * Records owned through a field: a signed-in user without the permissions
   * reaches, for the actions in `can`, only the records whose `field` is their
   * own id (lists are filtered, other records answer 404, a store sets the
   * field to the caller). authz/ownership.ts applies it.
   */
  recordOwner?: { field: string; can: readonly Action[] };
  /**
   * The ownership decision of a rule that has neither `owner` nor
   * `recordOwner`: why nobody owns its records (organisation data, the
   * caller's own credentials in the body, ...). Every rule carries exactly one
   * decision (authz/rules.test.ts).
   */
  shared?: string;
  /** One line for the docs. */
  note?: string;
}

/** The ownership decision of a rule, in words (docs and tests). */
export function ownershipOf(rule: AccessRule): string | undefined {
  if (rule.owner) return `the user named by {${rule.owner}}`;
  if (rule.recordOwner) return `the user in the record's \`${rule.recordOwner.field}\``;
  return rule.shared;
}

/** Anyone, without a token. */
export const PUBLIC: Need = { public: true };
/** Any signed-in user. */
export const SESSION: Need = { session: true };
/** Nobody (only the owner, when the rule has one). */
export const NOBODY: Need = { anyOf: [] };
/** A signed-in user holding one of the permissions. */
export const any = (...permissions: string[]): Need => ({ anyOf: permissions });

/** What a rule is written with (`write` for all three writes). */
export type RuleInput = Omit<AccessRule, 'pattern' | 'store' | 'update' | 'delete'> & {
  write?: Need;
  store?: Need;
  update?: Need;
  delete?: Need;
};

/** Builds a rule: `write` is the default of store, update and delete. */
export function rule(pattern: string, input: RuleInput): AccessRule {
  const write = input.write ?? NOBODY;
  return {
    ...input,
    pattern: new RegExp(pattern),
    store: input.store ?? write,
    update: input.update ?? write,
    delete: input.delete ?? write,
  };
}
