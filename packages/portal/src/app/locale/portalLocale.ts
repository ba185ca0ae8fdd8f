/**
 * The language of a person's own screens: the user record's `locale` (an
 * extension beyond the spec, `en-GB` or `cy`), the catalogues loaded for it and
 * a way to switch. The composition root gives the loader (Welsh is a lazy
 * chunk); each area reads its catalogue with {@link useCatalogue}.
 *
 * @module
 */
import { createContext, useContext, useMemo } from 'react';

/** The languages a person may choose for their own screens. */
export type PortalLocaleTag = 'en-GB' | 'cy';

/** The choosable languages, each named in itself (as a language switcher lists them). */
export const PORTAL_LOCALES: readonly { tag: PortalLocaleTag; name: string }[] = [
  { tag: 'en-GB', name: 'English' },
  { tag: 'cy', name: 'Cymraeg' },
];

/** `true` for a language the portal offers. */
export function isPortalLocale(value: unknown): value is PortalLocaleTag {
  return PORTAL_LOCALES.some((l) => l.tag === value);
}

/** The current language and what was loaded for it. */
export interface PortalLocale {
  /** The BCP 47 tag (also the page's `lang`). */
  tag: PortalLocaleTag;
  /** The areas' translated catalogues by name (empty in English: the sources are English). */
  catalogues: Readonly<Record<string, object>>;
  /** Loads `tag`'s catalogues and shows the screens in it (the caller has saved it). */
  show: (tag: PortalLocaleTag) => Promise<void>;
}

/** The language of the screens inside `PortalLocaleProvider` (English outside one). */
export const PortalLocaleContext = createContext<PortalLocale>({
  tag: 'en-GB',
  catalogues: {},
  show: async () => {},
});

/** The current language of the person's screens. */
export function usePortalLocale(): PortalLocale {
  return useContext(PortalLocaleContext);
}

/**
 * The texts of catalogue `name` in the current language: the English `source`
 * with the loaded translation on top (a text missing from it stays English).
 */
export function useCatalogue<T extends object>(name: string, source: T): T {
  const translated = usePortalLocale().catalogues[name];
  return useMemo(() => (translated ? { ...source, ...translated } : source), [source, translated]);
}
