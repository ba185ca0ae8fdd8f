import type { ShiftDraft } from './repeating.js';
import { sameId, type Shift } from './types.js';
import { toTime } from './zoned.js';

/** How a bulk change treats the shifts it does not mention. */
export type BulkMode = 'update' | 'replace';

/** One line of a bulk preview. */
export type RotaChange =
  | {
      /** A new shift will be created. */
      kind: 'add';
      /** The shift to create. */
      after: ShiftDraft;
    }
  | {
      /** An existing shift will be changed. */
      kind: 'change';
      /** The shift now. */
      before: Shift;
      /** The shift after the change. */
      after: ShiftDraft;
      /** The fields that differ. */
      fields: string[];
    }
  | {
      /** An existing shift will be deleted (replace only). */
      kind: 'remove';
      /** The shift to delete. */
      before: Shift;
    };

/** The preview of a bulk update or replace. */
export interface RotaDiff {
  /** The changes, in the order: changes and additions as proposed, then removals. */
  changes: RotaChange[];
  /** Counts by kind. */
  added: number;
  /** Shifts changed. */
  changed: number;
  /** Shifts removed. */
  removed: number;
  /** Existing shifts left as they are. */
  unchanged: number;
}

/** The fields a bulk change compares. */
export const COMPARED_FIELDS = [
  'team_id',
  'title',
  'start',
  'end',
  'places',
  'status',
  'notes',
] as const;

function same(field: string, a: unknown, b: unknown): boolean {
  if (field === 'start' || field === 'end')
    return typeof a === 'string' && typeof b === 'string' && toTime(a) === toTime(b);
  if (field === 'team_id') return sameId(a as string, b as string);
  if (field === 'notes') return (a ?? '') === (b ?? '');
  return a === b;
}

/** The natural key of a shift without an id: team, start and pattern (or title). */
export function naturalKey(
  s: Pick<Shift, 'team_id' | 'start' | 'title' | 'repeating_shift_id'>,
): string {
  const pattern = s.repeating_shift_id ?? null;
  return `${String(s.team_id)}|${toTime(s.start)}|${pattern === null ? `t:${s.title}` : `r:${String(pattern)}`}`;
}

/**
 * What a bulk update or replace would do to the current shifts. A proposed
 * shift matches a current one by id, or else by team, start and pattern/title.
 * Matched shifts are changed when a compared field differs; unmatched proposed
 * shifts are added; with `replace`, current shifts nothing matched are removed
 * (with `update` they are left as they are).
 *
 * @example
 * const diff = diffRota(weekShifts, proposed, 'replace');
 * `${diff.added} added, ${diff.changed} changed, ${diff.removed} removed`;
 */
export function diffRota(
  current: readonly Shift[],
  proposed: readonly ShiftDraft[],
  mode: BulkMode,
): RotaDiff {
  const byKey = new Map(current.map((s) => [naturalKey(s), s]));
  const matched = new Set<Shift>();
  const changes: RotaChange[] = [];
  for (const after of proposed) {
    const before =
      (after.id !== undefined ? current.find((s) => sameId(s.id, after.id)) : undefined) ??
      (after.id === undefined ? byKey.get(naturalKey(after)) : undefined);
    if (!before || matched.has(before)) {
      changes.push({ kind: 'add', after });
      continue;
    }
    matched.add(before);
    const fields = COMPARED_FIELDS.filter(
      (f) =>
        !same(
          f,
          (before as unknown as Record<string, unknown>)[f],
          (after as unknown as Record<string, unknown>)[f],
        ),
    );
    if (fields.length > 0)
      changes.push({ kind: 'change', before, after: { ...after, id: before.id }, fields });
  }
  if (mode === 'replace')
    for (const before of current)
      if (!matched.has(before)) changes.push({ kind: 'remove', before });
  const count = (k: RotaChange['kind']) => changes.filter((c) => c.kind === k).length;
  const changed = count('change');
  const removed = count('remove');
  return {
    changes,
    added: count('add'),
    changed,
    removed,
    unchanged: current.length - changed - removed,
  };
}

/** The fields a bulk update may set on many shifts at once. */
export type ShiftPatch = Partial<Pick<Shift, 'title' | 'places' | 'status' | 'notes'>>;

/**
 * The shifts after applying one patch to each (for {@link diffRota} in `update` mode).
 *
 * @example
 * diffRota(selected, patchShifts(selected, { places: 4 }), 'update');
 */
export function patchShifts(shifts: readonly Shift[], patch: ShiftPatch): Shift[] {
  const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  return shifts.map((s) => ({ ...s, ...defined }));
}
