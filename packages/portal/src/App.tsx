import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { preloadPath, routes } from './routes.js';

export { preloadPath };

/**
 * The routed portal (its own chunk, loaded once someone is signed in): the
 * router over {@link routes}. The signed-in part (registry, toasts, shell)
 * is a further chunk (`shell/SignedInApp`); the screen at the current URL is
 * asked for together with it, not after it.
 */
export default function App() {
  const router = useMemo(() => {
    preloadPath(window.location.pathname);
    return createBrowserRouter(routes);
  }, []);
  return (
    <div className="vk-root vkp-app">
      <RouterProvider router={router} />
    </div>
  );
}
