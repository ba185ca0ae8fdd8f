/**
 * Name matching and display names shared by the gazetteer and the polygons.
 *
 * @module
 */

/** Lower case without diacritics, for matching. */
export function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

const ASCII = /^[\x20-\x7e]*$/;

export /** {@link fold} with a fast path for plain ASCII text. */
function foldFast(s: string): string {
  return ASCII.test(s) ? s.toLowerCase().trim() : fold(s);
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryNames = new Map<string, string>();

/** The English name of an ISO alpha-2 country code. */
export function countryName(code: string): string {
  let name = countryNames.get(code);
  if (name === undefined) {
    try {
      name = regionNames.of(code) ?? code;
    } catch {
      name = code;
    }
    countryNames.set(code, name);
  }
  return name;
}
