import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './routes.js';
import { ServicesProvider, type PortalBaseServices } from './services.js';

/**
 * The portal: the transport and sign-in store, and the router. The signed-in
 * part (registry, toasts, shell) loads as its own chunk (`shell/SignedInApp`).
 */
export function App({ services }: { services: PortalBaseServices }) {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <ServicesProvider services={services}>
      <div className="vk-root vkp-app">
        <RouterProvider router={router} />
      </div>
    </ServicesProvider>
  );
}
