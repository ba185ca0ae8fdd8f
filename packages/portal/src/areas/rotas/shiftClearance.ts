import { useEffect, useState } from 'react';
import { useApi } from '../../app/useApi.js';
import { isRecord } from '../../registry/infer.js';
import type { ClearanceGap } from '../safety/clearanceWords.js';

export { gapText, ukDay, type ClearanceGap } from '../safety/clearanceWords.js';

/** Whether a person is cleared for a shift on its date. */
export interface PersonClearance {
  cleared: boolean;
  gaps: ClearanceGap[];
}

/** A shift's requirements in words and each person's clearance, by person id. */
export interface ShiftClearance {
  requirements: string[];
  people: ReadonlyMap<string, PersonClearance>;
}

function readGap(raw: unknown): ClearanceGap | null {
  if (!isRecord(raw) || typeof raw.code !== 'string') return null;
  return {
    code: raw.code,
    message: typeof raw.message === 'string' ? raw.message : '',
    ...(typeof raw.name === 'string' ? { name: raw.name } : {}),
    ...(typeof raw.date === 'string' ? { date: raw.date } : {}),
    ...(typeof raw.age === 'number' ? { age: raw.age } : {}),
  };
}

/** The `clearance` of a shift read with `?clearance=1`, or null. */
export function readShiftClearance(raw: unknown): ShiftClearance | null {
  const data = isRecord(raw) && isRecord(raw.data) ? raw.data : raw;
  const c = isRecord(data) ? data.clearance : undefined;
  if (!isRecord(c)) return null;
  const people = new Map<string, PersonClearance>();
  for (const p of Array.isArray(c.people) ? c.people : []) {
    if (!isRecord(p) || (typeof p.user_id !== 'number' && typeof p.user_id !== 'string')) continue;
    const gaps = Array.isArray(p.gaps)
      ? p.gaps.map(readGap).filter((g): g is ClearanceGap => g !== null)
      : [];
    people.set(String(p.user_id), { cleared: p.cleared === true, gaps });
  }
  const requirements = Array.isArray(c.requirements)
    ? c.requirements.filter((r): r is string => typeof r === 'string')
    : [];
  return { requirements, people };
}

/**
 * Who is cleared for a shift on its date, read from the server's clearance
 * policy for the people on it and `candidateIds`; read again when `version`
 * changes. Null while reading, when not allowed, or when the read fails (the
 * server still refuses an uncleared placement).
 */
export function useShiftClearance(
  shiftId: string | number | undefined,
  candidateIds: readonly string[],
  version: string,
  enabled: boolean,
): ShiftClearance | null {
  const api = useApi();
  const [clearance, setClearance] = useState<ShiftClearance | null>(null);
  const key = candidateIds.join(',');
  useEffect(() => {
    if (!enabled || shiftId === undefined || shiftId === '') return;
    let live = true;
    api.shifts
      .show(shiftId, { clearance: 1, ...(key ? { clearance_for: key } : {}) })
      .then((reply) => {
        if (live) setClearance(readShiftClearance(reply));
      })
      .catch(() => {
        if (live) setClearance(null);
      });
    return () => {
      live = false;
    };
  }, [api, shiftId, key, version, enabled]);
  return clearance;
}
