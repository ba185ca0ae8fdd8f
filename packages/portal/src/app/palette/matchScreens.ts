/**
 * Finding screens by name for the command palette: every query word must
 * appear in the screen's label or its section (accents and case folded:
 * "sian" finds "Siân"); whole-word and prefix matches
 * rank first.
 *
 * @module
 */
import { foldText } from '../text.js';

/** One screen the palette can open. */
export interface ScreenEntry {
  /** Link text. */
  label: string;
  /** Portal URL. */
  to: string;
  /** The section it belongs to (shown beside it, and searched). */
  section: string;
}

/** Words only, accents and case folded ("Fy nghyfnodau sefydlu", "Siân" -> "sian"). */
function normalise(text: string): string {
  return foldText(text.replace(/[^\p{L}\p{M}\p{N}]+/gu, ' '));
}

function score(entry: ScreenEntry, words: readonly string[]): number {
  const label = normalise(entry.label);
  const haystack = `${label} ${normalise(entry.section)}`;
  let total = 0;
  for (const word of words) {
    if (!haystack.includes(word)) return -1;
    if (label.startsWith(word)) total += 4;
    else if (` ${label}`.includes(` ${word}`)) total += 3;
    else if (label.includes(word)) total += 2;
    else total += 1;
  }
  // Shorter labels (section landing pages) win ties.
  return total * 100 - Math.min(label.length, 99);
}

/**
 * The best `limit` screens for a query (none for a blank query), each URL once.
 *
 * @example
 * matchScreens(entries, 'rota cal') // [{ label: 'Rota calendar', to: '/rotas/planner', … }]
 */
export function matchScreens(
  entries: readonly ScreenEntry[],
  query: string,
  limit = 8,
): ScreenEntry[] {
  const words = normalise(query).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const seen = new Set<string>();
  return entries
    .map((entry) => ({ entry, score: score(entry, words) }))
    .filter((r) => r.score >= 0)
    .sort((a, b) => b.score - a.score)
    .filter((r) => (seen.has(r.entry.to) ? false : (seen.add(r.entry.to), true)))
    .slice(0, limit)
    .map((r) => r.entry);
}
