import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '@volunteerkit/widgets';
import { routes } from './routes.js';
import { ServicesProvider, type PortalServices } from './services.js';

/** The portal: services, toasts (widgets' toaster, top right) and the router. */
export function App({ services }: { services: PortalServices }) {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <ServicesProvider services={services}>
      <div className="vk-root vkp-app">
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </div>
    </ServicesProvider>
  );
}
