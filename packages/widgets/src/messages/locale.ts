/**
 * The widgets' locale: a BCP 47 tag for `Intl` (plurals, numbers, dates,
 * sorting, first day of the week) and the translated catalogues. Give it to one
 * widget as its `locale` prop, or to a whole tree with {@link LocaleProvider};
 * a widget's `messages` overrides still apply on top.
 *
 * @module
 */
import { createContext, createElement, useContext, type ReactNode } from 'react';
import { SOURCE_LOCALE, usableLocale } from './format.js';
import type { PortalMessages } from './portal.js';
import type { ResidentialMessages } from './residential.js';

/**
 * A language for the widgets: its tag and its catalogues (texts missing from a
 * catalogue fall back to English).
 *
 * @example
 * import { cy } from '@volunteerkit/widgets/locale-cy';
 * <ResidentialResults http={http} locale={cy} />
 */
export interface WidgetLocale {
  /** The BCP 47 tag (`cy`, `en-GB`), used for `Intl` and the `lang` attribute. */
  readonly tag: string;
  /** The texts of the residential widgets. */
  readonly residential?: Partial<ResidentialMessages>;
  /** The texts of the portal building blocks. */
  readonly portal?: Partial<PortalMessages>;
}

/**
 * What a widget's `locale` prop takes: a {@link WidgetLocale}, or a bare tag
 * (English texts, that locale's dates and numbers, e.g. `en-US`).
 */
export type LocaleInput = string | WidgetLocale;

/** English (United Kingdom): the source locale. */
export const enGB: WidgetLocale = { tag: SOURCE_LOCALE };

/** The locale of the widgets inside a {@link LocaleProvider}. */
export const LocaleContext = createContext<WidgetLocale>(enGB);

/** The {@link WidgetLocale} of a `locale` prop value (a bare tag `Intl` does not know becomes `en-GB`; a `WidgetLocale`'s tag must be one it knows). */
export function toWidgetLocale(input: LocaleInput): WidgetLocale {
  return typeof input === 'string' ? { tag: usableLocale(input) } : input;
}

/**
 * The locale of a widget: its own `locale` prop, else the nearest
 * {@link LocaleProvider}'s, else English (United Kingdom).
 */
export function useWidgetLocale(prop?: LocaleInput): WidgetLocale {
  const inherited = useContext(LocaleContext);
  return prop === undefined ? inherited : toWidgetLocale(prop);
}

/** Props of {@link LocaleProvider}. */
export interface LocaleProviderProps {
  /** The locale of every widget inside (a widget's own `locale` prop wins). */
  locale: LocaleInput;
  /** The widgets. */
  children?: ReactNode;
}

/**
 * Gives a locale to every widget inside.
 *
 * @example
 * <LocaleProvider locale={cy}><ResidentialSearchForm http={http} /></LocaleProvider>
 */
export function LocaleProvider({ locale, children }: LocaleProviderProps) {
  return createElement(LocaleContext.Provider, { value: toWidgetLocale(locale) }, children);
}
