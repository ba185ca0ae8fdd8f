import { useMemo } from 'react';
import { catalogue } from '@volunteerkit/api-client/catalogue';
import { portalBlocksCss, themeTokensCss, ToastProvider } from '@volunteerkit/widgets';
import { NavigationProvider } from './app/navigation/NavigationContext.js';
import { ServicesProvider, useBaseServices } from './app/services.js';
import { installWidgetStyles } from './app/styles.js';
import { Shell } from './app/Shell.js';
import { PortalLocaleProvider } from './app/locale/PortalLocaleProvider.js';
import { useMyText } from './areas/me/useMyText.js';
import { loadPortalLocale } from './locales.js';
import { portalNavigation } from './navigation.js';
import { buildRegistry, type Registry } from './registry/registry.js';

let registry: Registry | null = null;

/**
 * The signed-in portal, loaded after sign-in: builds the registry from the
 * catalogue once and the navigation model over it, installs the widgets'
 * styles, and renders the shell with the widgets' toaster, in the person's
 * language (their `locale`; Welsh loaded lazily).
 */
export default function SignedInApp() {
  const base = useBaseServices();
  registry ??= buildRegistry(catalogue);
  installWidgetStyles(`${themeTokensCss}\n${portalBlocksCss}`);
  const services = useMemo(() => ({ ...base, registry: registry! }), [base]);
  return (
    <ServicesProvider services={services}>
      <PortalLocaleProvider load={loadPortalLocale}>
        <LocalisedShell />
      </PortalLocaleProvider>
    </ServicesProvider>
  );
}

/** The shell with the navigation labelled in the person's language. */
function LocalisedShell() {
  const { text } = useMyText();
  const navigation = useMemo(() => portalNavigation(registry!, text), [text]);
  return (
    <NavigationProvider model={navigation}>
      <ToastProvider>
        <Shell />
      </ToastProvider>
    </NavigationProvider>
  );
}
