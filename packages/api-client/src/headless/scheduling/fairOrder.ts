import { conflictsFor, isAssigned, type Conflict } from './conflicts.js';
import { sameId, type SchedulingPerson, type Shift, type UnavailablePeriod } from './types.js';
import { toTime } from './zoned.js';

/** What {@link rankCandidates} needs besides the people. */
export interface RankCandidatesOptions {
  /** The shift to fill. */
  shift: Pick<Shift, 'id' | 'team_id' | 'start' | 'end'>;
  /** Other shifts loaded (for overlaps and the latest scheduling of each person). */
  shifts?: readonly Shift[];
  /** Unavailable periods of the people. */
  unavailable?: readonly UnavailablePeriod[];
  /**
   * Teams whose members are qualified for the shift.
   * @default [shift.team_id]
   */
  qualifyingTeamIds?: ReadonlyArray<number | string>;
}

/** A person ranked for a shift. */
export interface Candidate<P extends SchedulingPerson = SchedulingPerson> {
  /** The person. */
  person: P;
  /** Member of a qualifying team and active. */
  qualified: boolean;
  /** No unavailable period overlaps the shift. */
  available: boolean;
  /** Overlapping shifts and unavailable periods. */
  conflicts: Conflict[];
  /** Qualified, available and free of overlaps: can be assigned without a warning. */
  eligible: boolean;
  /** The later of the record's `last_scheduled_at` and the start of any loaded shift they hold; null for never. */
  lastScheduledAt: string | null;
}

function latest(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return toTime(a) >= toTime(b) ? a : b;
}

function readable(value: string | null | undefined): string | null {
  return typeof value === 'string' && Number.isFinite(Date.parse(value)) ? value : null;
}

/**
 * Ranks the people who could fill a shift, fairly: eligible people (qualified,
 * available, no overlapping shift) first; within each group the least recently
 * scheduled first (never scheduled before anyone); then by name and id, so
 * equal people keep a stable order. People already holding a place on the
 * shift are left out.
 *
 * @example
 * rankCandidates(people, { shift, shifts: weekShifts }).map((c) => c.person.name);
 */
export function rankCandidates<P extends SchedulingPerson>(
  people: readonly P[],
  options: RankCandidatesOptions,
): Candidate<P>[] {
  const shifts = options.shifts ?? [];
  const teams = options.qualifyingTeamIds ?? [options.shift.team_id];
  const self = shifts.find((s) => options.shift.id !== undefined && sameId(s.id, options.shift.id));
  const ranked: Candidate<P>[] = [];
  for (const person of people) {
    if (self && isAssigned(self, person.id)) continue;
    const conflicts = conflictsFor(person.id, options.shift, shifts, options.unavailable);
    const active = person.status === undefined || person.status === 'active';
    const member = (person.team_ids ?? []).some((t) => teams.some((q) => sameId(q, t)));
    const qualified = active && member;
    const available = !conflicts.some((c) => c.kind === 'unavailable');
    let last = readable(person.last_scheduled_at);
    for (const s of shifts)
      if (s.status !== 'cancelled' && isAssigned(s, person.id)) last = latest(last, s.start);
    ranked.push({
      person,
      qualified,
      available,
      conflicts,
      eligible: qualified && conflicts.length === 0,
      lastScheduledAt: last,
    });
  }
  return ranked.sort(compareCandidates);
}

/** The order of {@link rankCandidates}. */
export function compareCandidates(a: Candidate, b: Candidate): number {
  if (a.eligible !== b.eligible) return a.eligible ? -1 : 1;
  if (a.qualified !== b.qualified) return a.qualified ? -1 : 1;
  if (a.available !== b.available) return a.available ? -1 : 1;
  const ta = a.lastScheduledAt === null ? -Infinity : toTime(a.lastScheduledAt);
  const tb = b.lastScheduledAt === null ? -Infinity : toTime(b.lastScheduledAt);
  if (ta !== tb) return ta < tb ? -1 : 1;
  return (
    a.person.name.localeCompare(b.person.name) ||
    String(a.person.id).localeCompare(String(b.person.id))
  );
}
