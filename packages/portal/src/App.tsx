import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './routes.js';

/**
 * The routed portal (its own chunk, loaded once someone is signed in): the
 * router over {@link routes}. The signed-in part (registry, toasts, shell)
 * is a further chunk (`shell/SignedInApp`).
 */
export default function App() {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <div className="vk-root vkp-app">
      <RouterProvider router={router} />
    </div>
  );
}
