/**
 * What the person picker shows for one person (name, e-mail, team) and the
 * signed-in user's recent choices, remembered per user in this browser.
 *
 * @module
 */
import { personName } from '../../../app/displayName.js';
import { isRecord } from '../../../registry/infer.js';

/** One person as the picker offers them: enough to tell same-named people apart. */
export interface PersonChoice {
  /** The user id. */
  id: string;
  /** The display name. */
  name: string;
  /** The e-mail address ('' when none). */
  email: string;
  /** The first team's name ('' when none). */
  team: string;
  /** The profile photo's file URL, when they have one. */
  photo?: string;
}

/** A user record as a choice; `undefined` for a row without a usable id. */
export function readChoice(
  row: unknown,
  teamName: (id: string) => string | undefined,
): PersonChoice | undefined {
  if (!isRecord(row) || !/^\d{1,15}$/.test(String(row.id))) return undefined;
  const teamIds = Array.isArray(row.team_ids) ? row.team_ids : [];
  const team = teamIds.map((t) => teamName(String(t))).find(Boolean) ?? '';
  const email = typeof row.email === 'string' ? row.email : '';
  const photo = typeof row.photo_url === 'string' && row.photo_url ? row.photo_url : undefined;
  return {
    id: String(row.id),
    name: personName(row) ?? email,
    email,
    team,
    ...(photo ? { photo } : {}),
  };
}

/** The one line that tells the person apart: "e-mail · team". */
export function choiceDetail(choice: PersonChoice): string {
  return [choice.email, choice.team].filter(Boolean).join(' · ');
}

const MAX_RECENT = 5;
const key = (userId: string) => `vkp:recent-people:${userId}`;

/** The user's recent choices, newest first (empty when storage is unavailable). */
export function recentChoices(userId: string): PersonChoice[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key(userId)) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (c): c is PersonChoice =>
            isRecord(c) && typeof c.id === 'string' && typeof c.name === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** Puts `choice` first in the user's recent choices (at most five kept). */
export function rememberChoice(userId: string, choice: PersonChoice): void {
  const next = [choice, ...recentChoices(userId).filter((c) => c.id !== choice.id)].slice(
    0,
    MAX_RECENT,
  );
  try {
    localStorage.setItem(key(userId), JSON.stringify(next));
  } catch {
    // Storage full or blocked: the picker still works, without recent choices.
  }
}
