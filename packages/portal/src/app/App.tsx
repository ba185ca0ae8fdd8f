import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './routes.js';
import { ServicesProvider, type PortalServices } from './services.js';
import { ToastProvider } from './ui/toast.js';

/** The portal: services, toasts and the router. */
export function App({ services }: { services: PortalServices }) {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <ServicesProvider services={services}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </ServicesProvider>
  );
}
