import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from './app/services.js';
import { Loading } from './app/states.js';
import { lazyScreen, withPreload } from './app/preload.js';

const SignedInApp = lazyScreen(() => import('./SignedInApp.js'));

/**
 * Redirects to the sign-in screen (remembering where to come back) when nobody
 * is signed in; otherwise loads the signed-in portal (its own chunk: registry,
 * widgets, shell). Its `preload()` fetches that chunk ahead.
 */
export const RequireAuth = withPreload(function RequireAuth() {
  const { user } = useAuth();
  const location = useLocation();
  if (!user)
    return <Navigate to="/sign-in" replace state={{ from: location.pathname + location.search }} />;
  return (
    <Suspense fallback={<Loading label="Opening the portal…" />}>
      <SignedInApp />
    </Suspense>
  );
}, SignedInApp.preload);
