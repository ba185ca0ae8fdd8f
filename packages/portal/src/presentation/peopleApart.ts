/**
 * People told apart: when a list shows two people under the same name, each of
 * them gets a second line that tells them apart (their base or team, and their
 * e-mail address or, without one, their age band). One rule for every list of
 * people (invitations, shift assignees, occupancy, board cards, recipients,
 * approvals, search results), so no screen decides it on its own.
 *
 * @module
 */

type Row = Readonly<Record<string, unknown>>;

/** One person as a list shows them. */
export interface ShownPerson {
  /** The shown name. */
  readonly name: string;
  /** The person's user id, when the list knows it (two rows of one person are one person). */
  readonly userId?: unknown;
}

/** A name as compared: case, accents and spacing folded. */
export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase('en-GB');
}

function idText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return value;
  return undefined;
}

/**
 * The user ids of the people whose shown name another person in the list shares
 * (a person listed twice under one id does not count as two).
 *
 * @example
 * sharedNameIds([{ name: 'Noah MacLeod', userId: 3 }, { name: 'Noah Macleod', userId: 9 }])
 * // Set { '3', '9' }
 */
export function sharedNameIds(people: readonly ShownPerson[]): Set<string> {
  const byName = new Map<string, Set<string>>();
  for (const p of people) {
    const id = idText(p.userId);
    if (!id || !p.name) continue;
    const key = nameKey(p.name);
    if (!byName.has(key)) byName.set(key, new Set());
    byName.get(key)!.add(id);
  }
  const shared = new Set<string>();
  for (const ids of byName.values()) if (ids.size > 1) for (const id of ids) shared.add(id);
  return shared;
}

/**
 * A person's age band from their date of birth ("aged 16–17"), `undefined`
 * without a usable date. Bands, not ages: enough to tell two people apart.
 */
export function ageBand(dateOfBirth: unknown, today: Date = new Date()): string | undefined {
  if (typeof dateOfBirth !== 'string') return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(dateOfBirth);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < mo || (today.getUTCMonth() + 1 === mo && today.getUTCDate() < d))
    age -= 1;
  if (!Number.isFinite(age) || age < 0 || age > 130) return undefined;
  if (age < 16) return 'aged under 16';
  if (age < 18) return 'aged 16–17';
  if (age < 25) return 'aged 18–24';
  if (age < 40) return 'aged 25–39';
  if (age < 60) return 'aged 40–59';
  return 'aged 60 or over';
}

/**
 * The line that tells a person apart: their first team (a base, usually) and
 * their e-mail address, or their age band when the record has no e-mail
 * address; `undefined` when the record says neither.
 *
 * @param teamName The name of a team id (`undefined` while unknown).
 * @example
 * apartLine({ email: 'noah@x.test', team_ids: [4] }, () => 'Callander base')
 * // 'Callander base · noah@x.test'
 */
export function apartLine(
  record: Row | null | undefined,
  teamName: (id: string) => string | undefined,
  today: Date = new Date(),
): string | undefined {
  if (!record) return undefined;
  const teamIds = Array.isArray(record.team_ids) ? record.team_ids : [];
  const team = teamIds
    .map((t) => idText(t))
    .map((t) => (t ? teamName(t) : undefined))
    .find(Boolean);
  const email = typeof record.email === 'string' && record.email.trim() ? record.email.trim() : '';
  const parts = [team, email || ageBand(record.date_of_birth, today)].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}
