import { lazy, Suspense, useState } from 'react';
import { SignInScreen } from './auth/SignInScreen.js';
import { ServicesProvider, useAuth, type PortalBaseServices } from './app/services.js';
import { Loading } from './app/loading.js';

const loadApp = () => import('./App.js');
const App = lazy(loadApp);
// The page the e-mailed set-password links open: its own chunk (few people need it).
const SetPasswordScreen = lazy(() =>
  import('./auth/SetPasswordScreen.js').then((m) => ({ default: m.SetPasswordScreen })),
);
const SET_PASSWORD_PATH = '/set-password';

/**
 * Fetches what signing in opens (the router, the signed-in portal, and the
 * screen at the URL asked for, or the home page) while the server checks the
 * password, so the portal opens without loading them one after the other. A
 * failed fetch is forgotten: the portal asks again when it renders.
 */
function warmUp(): void {
  const path = window.location.pathname;
  loadApp().then(
    (m) => m.preloadPath(path.startsWith('/sign-in') ? '/' : path),
    () => undefined,
  );
}

function Gate() {
  const { user } = useAuth();
  const [settingPassword, setSettingPassword] = useState(
    () => window.location.pathname === SET_PASSWORD_PATH,
  );
  const [routed, setRouted] = useState(Boolean(user));
  // A set-password link opens its page whoever is signed in here; once the password is
  // set the person is signed in and the portal opens at its home.
  if (settingPassword)
    return (
      <div className="vk-root vkp-app">
        <Suspense fallback={<Loading label="Opening…" />}>
          <SetPasswordScreen
            onSubmit={() => {
              loadApp().then(
                (m) => m.preloadPath('/'),
                () => undefined,
              );
            }}
            onSignedIn={() => {
              window.history.replaceState(null, '', '/');
              setSettingPassword(false);
            }}
          />
        </Suspense>
      </div>
    );
  // Once someone signs in, the router stays (a later sign-out shows its /sign-in route).
  if (user && !routed) setRouted(true);
  // Nobody signed in on arrival: the sign-in form alone, at whatever URL was
  // asked for, so the router, the catalogue and the shell load once the form is
  // sent (`warmUp`) and the portal then opens at that URL. Once loaded, the router stays.
  if (!routed && !user)
    return (
      <div className="vk-root vkp-app">
        <SignInScreen onSubmit={warmUp} />
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
