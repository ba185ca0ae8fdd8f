import { Suspense, useEffect, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { Link, NavLink, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { buildNavigation } from '../registry/navModel.js';
import { SERVICE_UNAVAILABLE_EVENT } from './createPortalServices.js';
import { useNotify } from './ui/toast.js';
import { useDisplayName } from './displayName.js';
import { useAuth, useServices } from './services.js';
import { ErrorBoundary, Loading } from './states.js';

/** Redirects to the sign-in screen (remembering where to come back) when nobody is signed in. */
export function RequireAuth() {
  const { user } = useAuth();
  const location = useLocation();
  if (!user)
    return <Navigate to="/sign-in" replace state={{ from: location.pathname + location.search }} />;
  return <Shell />;
}

/**
 * The portal's frame: a skip link, the header with the signed-in user and
 * sign-out, the navigation grouped by area (only areas and items the user's
 * permissions and package allow), and the screen with its own error boundary.
 */
export function Shell() {
  const { auth, registry } = useServices();
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const groups = buildNavigation(registry, user);
  // Widgets render plain anchors (breadcrumbs, primary buttons): route same-origin clicks without a reload.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = (event.target as Element).closest?.('a');
    if (
      !anchor ||
      anchor.target ||
      anchor.hasAttribute('download') ||
      anchor.origin !== window.location.origin
    )
      return;
    if (anchor.getAttribute('href')?.startsWith('#')) return;
    event.preventDefault();
    navigate(anchor.pathname + anchor.search + anchor.hash);
  };
  const activeArea = groups.find((g) =>
    g.items.some((i) => i.to !== '/' && location.pathname.startsWith(i.to)),
  )?.area.id;
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const mainRef = useRef<HTMLElement>(null);
  const notify = useNotify();
  // A minimal token carries no name: read it from the user's record when allowed.
  const displayName = useDisplayName();
  useEffect(() => {
    const onUnavailable = () =>
      notify({
        type: 'danger',
        message: 'The service is unavailable for a moment. Try again shortly.',
      });
    window.addEventListener(SERVICE_UNAVAILABLE_EVENT, onUnavailable);
    return () => window.removeEventListener(SERVICE_UNAVAILABLE_EVENT, onUnavailable);
  }, [notify]);
  const first = useRef(true);
  useEffect(() => {
    // Move focus to the new screen's main landmark on navigation (not on first load).
    if (first.current) {
      first.current = false;
      return;
    }
    // A screen that changes its URL from a control it keeps focused (a tab) says so.
    if ((location.state as { keepFocus?: unknown } | null)?.keepFocus === true) return;
    mainRef.current?.focus();
  }, [location.pathname, location.state]);

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegation of anchor activation (Enter fires click on links)
    <div className="vk-root vkp-shell" onClick={onClick}>
      <a className="vkp-skip" href="#main">
        Skip to content
      </a>
      <header className="vkp-header">
        <Link to="/" className="vkp-brand">
          VolunteerKit
        </Link>
        <div className="vkp-user">
          <span>
            Signed in as <strong>{displayName}</strong>
            {typeof user?.organisation.name === 'string' ? ` · ${user.organisation.name}` : ''}
          </span>
          <button type="button" className="vkp-button" onClick={() => void auth.signOut()}>
            Sign out
          </button>
        </div>
      </header>
      <div className="vkp-body">
        <nav className="vkp-nav" aria-label="Main">
          <ul>
            {groups.map((g) => {
              const expanded = open[g.area.id] ?? g.area.id === activeArea;
              return (
                <li key={g.area.id} data-area={g.area.id}>
                  <button
                    type="button"
                    className="vkp-nav-group"
                    aria-expanded={expanded}
                    aria-controls={`nav-${g.area.id}`}
                    onClick={() => setOpen({ ...open, [g.area.id]: !expanded })}
                  >
                    {g.area.label}
                  </button>
                  <ul id={`nav-${g.area.id}`} hidden={!expanded}>
                    {g.items.map((i) => (
                      <li key={i.to}>
                        <NavLink to={i.to} end={i.to === '/'}>
                          {i.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </nav>
        <main id="main" className="vkp-main" tabIndex={-1} ref={mainRef}>
          <ErrorBoundary resetKey={location.pathname}>
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
    </div>
  );
}
