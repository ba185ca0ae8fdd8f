import { LocaleProvider, enGB, type WidgetLocale } from '@volunteerkit/widgets';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useUser } from '../hooks.js';
import { useApi } from '../useApi.js';
import {
  isPortalLocale,
  PortalLocaleContext,
  type PortalLocale,
  type PortalLocaleTag,
} from './portalLocale.js';

/** What a language brings: the widgets' locale and the areas' catalogues. */
export interface LoadedLocale {
  /** The widgets' locale (`@volunteerkit/widgets/locale-cy` for Welsh). */
  widgets: WidgetLocale;
  /** The areas' translations by catalogue name. */
  catalogues: Readonly<Record<string, object>>;
}

const ENGLISH: LoadedLocale = { widgets: enGB, catalogues: {} };

/** Props of {@link PortalLocaleProvider}. */
export interface PortalLocaleProviderProps {
  /** Loads a language other than English (lazily imported chunks). */
  load: (tag: PortalLocaleTag) => Promise<LoadedLocale>;
  /** The signed-in screens. */
  children?: ReactNode;
}

/**
 * Shows the signed-in screens in the person's language: reads the `locale` of
 * their user record, loads that language (English needs nothing), sets
 * `<html lang>` and gives the widgets their locale.
 */
export function PortalLocaleProvider({ load, children }: PortalLocaleProviderProps) {
  const api = useApi();
  const userId = useUser()?.id;
  const [current, setCurrent] = useState<{ tag: PortalLocaleTag; loaded: LoadedLocale }>({
    tag: 'en-GB',
    loaded: ENGLISH,
  });
  const show = useCallback(
    async (tag: PortalLocaleTag) => {
      const loaded = tag === 'en-GB' ? ENGLISH : await load(tag);
      setCurrent({ tag, loaded });
    },
    [load],
  );
  useEffect(() => {
    if (userId === undefined) return;
    const controller = new AbortController();
    api.users
      .show(String(userId), undefined, { signal: controller.signal })
      .then(async (res) => {
        const locale = (res as { data?: { locale?: unknown } }).data?.locale;
        if (isPortalLocale(locale) && locale !== 'en-GB' && !controller.signal.aborted)
          await show(locale);
      })
      // The screens stay in English when the preference cannot be read.
      .catch(() => {});
    return () => controller.abort();
  }, [api, userId, show]);
  useEffect(() => {
    document.documentElement.lang = current.tag;
    return () => {
      document.documentElement.lang = 'en-GB';
    };
  }, [current.tag]);
  const value = useMemo<PortalLocale>(
    () => ({ tag: current.tag, catalogues: current.loaded.catalogues, show }),
    [current, show],
  );
  return (
    <PortalLocaleContext.Provider value={value}>
      <LocaleProvider locale={current.loaded.widgets}>{children}</LocaleProvider>
    </PortalLocaleContext.Provider>
  );
}
