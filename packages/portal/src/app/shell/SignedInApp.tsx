import { useMemo } from 'react';
import { catalogue } from '@volunteerkit/api-client/catalogue';
import { portalBlocksCss, themeTokensCss, ToastProvider } from '@volunteerkit/widgets';
import { buildRegistry, type Registry } from '../../registry/registry.js';
import { ServicesProvider, useBaseServices } from '../services.js';
import { installWidgetStyles } from '../styles.js';
import { Shell } from '../Shell.js';

let registry: Registry | null = null;

/**
 * The signed-in portal, loaded after sign-in: builds the registry from the
 * catalogue once, installs the widgets' styles, and renders the shell with the
 * widgets' toaster.
 */
export default function SignedInApp() {
  const base = useBaseServices();
  registry ??= buildRegistry(catalogue);
  installWidgetStyles(`${themeTokensCss}\n${portalBlocksCss}`);
  const services = useMemo(() => ({ ...base, registry: registry! }), [base]);
  return (
    <ServicesProvider services={services}>
      <ToastProvider>
        <Shell />
      </ToastProvider>
    </ServicesProvider>
  );
}
