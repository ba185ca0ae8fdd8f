/** Length after which a team label without spaces is soft-wrapped (spec 9). */
export const TEAM_LABEL_WRAP_LENGTH = 30;

/**
 * Splits a team label for soft-wrapping (spec 2.6): a label that has no space and is
 * longer than 30 characters is cut every 30 characters (by code point, so emoji and
 * accented letters stay whole); any other label is returned as one part.
 *
 * @example
 * splitTeamLabel('North London');        // ["North London"]
 * splitTeamLabel('A'.repeat(65)).length; // 3
 */
export function splitTeamLabel(label: string, length = TEAM_LABEL_WRAP_LENGTH): string[] {
  const chars = Array.from(label);
  if (/\s/.test(label) || chars.length <= length) return [label];
  const parts: string[] = [];
  for (let i = 0; i < chars.length; i += length) parts.push(chars.slice(i, i + length).join(''));
  return parts;
}

/**
 * Soft-wraps a team label: the parts of {@link splitTeamLabel} joined by a zero-width
 * space (U+200B), where browsers may break the line. Widgets render `<wbr>` instead.
 *
 * @example
 * wrapTeamLabel('x'.repeat(31)); // 30 x, "\u200B", x
 */
export function wrapTeamLabel(label: string, separator = '\u200B'): string {
  return splitTeamLabel(label).join(separator);
}
