/**
 * What is wrong with a translation of one of the portal's catalogues, for the
 * catalogues' tests: keys missing or extra, texts left as the English, lost or
 * added placeholders, and plural texts lacking a category of the language.
 *
 * @module
 */
import type { Message } from '@volunteerkit/widgets';

/** The problems of a translation, each a list of keys (all empty when it is complete). */
export interface CatalogueProblems {
  /** Keys of the source the translation lacks. */
  missing: string[];
  /** Keys the source does not have. */
  extra: string[];
  /** Texts identical to the English (a form of a plural text included). */
  untranslated: string[];
  /** Texts whose placeholders differ from the English (a plural form may leave the number out). */
  placeholders: string[];
  /** Plural texts without a form for each plural category of the language. */
  plurals: string[];
}

const forms = (m: Message): string[] => (typeof m === 'string' ? [m] : Object.values(m));
const placeholdersOf = (m: Message) =>
  [...new Set(forms(m).flatMap((f) => f.match(/\{\w+\}/g) ?? []))].sort();

/**
 * Compares translation `translated` (language `tag`) with the English `source`;
 * `same` names texts allowed to read as the English (punctuation, placeholders
 * only, texts English leaves empty).
 */
export function catalogueProblems(
  source: object,
  translated: object,
  tag: string,
  same: ReadonlySet<string> = new Set(),
): CatalogueProblems {
  const english = source as Record<string, Message>;
  const texts = translated as Record<string, Message>;
  const keys = Object.keys(english);
  const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
  const shared = keys.filter((k) => k in texts);
  return {
    missing: keys.filter((k) => !(k in texts)),
    extra: Object.keys(texts).filter((k) => !(k in english)),
    untranslated: shared.filter(
      (k) => !same.has(k) && forms(texts[k]!).some((f) => forms(english[k]!).includes(f)),
    ),
    placeholders: shared.filter((k) => {
      const expected = placeholdersOf(english[k]!);
      const got = placeholdersOf(texts[k]!);
      return typeof texts[k] === 'string'
        ? got.join() !== expected.join()
        : got.some((p) => !expected.includes(p));
    }),
    plurals: shared.filter((k) => {
      const m = texts[k]!;
      return typeof m !== 'string' && categories.some((c) => !(c in m));
    }),
  };
}
