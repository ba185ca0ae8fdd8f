import { lazy, Suspense, useState } from 'react';
import { SignInScreen } from './auth/SignInScreen.js';
import { ServicesProvider, useAuth, type PortalBaseServices } from './app/services.js';
import { Loading } from './app/states.js';

const App = lazy(() => import('./App.js'));

function Gate() {
  const { user } = useAuth();
  const [routed, setRouted] = useState(Boolean(user));
  // Once someone signs in, the router stays (a later sign-out shows its /sign-in route).
  if (user && !routed) setRouted(true);
  // Nobody signed in on arrival: the sign-in form alone, at whatever URL was
  // asked for, so the router, the catalogue and the shell load after sign-in and
  // the portal then opens at that URL. Once loaded, the router stays.
  if (!routed && !user)
    return (
      <div className="vk-root vkp-app">
        <SignInScreen />
      </div>
    );
  return (
    <Suspense fallback={<Loading label="Opening the portal…" />}>
      <App />
    </Suspense>
  );
}

/** The portal's root: the transport and sign-in store, then the sign-in form or the routed portal. */
export function Root({ services }: { services: PortalBaseServices }) {
  return (
    <ServicesProvider services={services}>
      <Gate />
    </ServicesProvider>
  );
}
