import { Suspense, useEffect, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { isPlainClick, useToast } from '@volunteerkit/widgets';
import { sectionOfPath, visibleSections } from './navigation/navigationModel.js';
import { useNavigationModel } from './navigation/NavigationContext.js';
import { SERVICE_UNAVAILABLE_EVENT } from './createPortalServices.js';
import { useNotify } from './ui/toast.js';
import { useDisplayName } from './displayName.js';
import { Avatar, useOwnPhoto } from './ui/Avatar.js';
import { useAuth, useServices } from './services.js';
import { ErrorBoundary, Loading } from './states.js';
import { CommandPalette } from './palette/CommandPalette.js';
import { Drawer } from './ui/Drawer.js';
import { SideNav } from './shell/SideNav.js';
import { ThemeSelect } from './shell/ThemeSelect.js';
import { NotificationsControl } from './shell/NotificationsControl.js';
import { useStoredFlag } from './shell/useStoredFlag.js';
import { useShellText } from './shell/useShellText.js';
import './shell/shell.css';
import { NearControlFeedback } from './ui/nearControl.js';
import { KioskFrame } from './kiosk/KioskFrame.js';
import { KIOSK_PATH, useKioskLocked } from './kiosk/kioskLock.js';

/** The `localStorage` key of the collapsed side navigation. */
export const NAV_COLLAPSED_KEY = 'vkp-nav-collapsed';

/**
 * The portal's frame: a skip link; the header (menu button on phones, search,
 * notifications with the unread count, colour theme, the signed-in user and
 * sign-out); the side navigation of the
 * top-level sections (collapsible to a rail, remembered; a drawer on phones);
 * and the screen with its own error boundary. Ctrl+K (⌘K) opens the command palette.
 */
export function Shell() {
  const { auth } = useServices();
  const { user } = useAuth();
  const model = useNavigationModel();
  const location = useLocation();
  const navigate = useNavigate();
  const sections = visibleSections(model, user);
  const active = sectionOfPath(model, location.pathname)?.id;
  const [collapsed, setCollapsed] = useStoredFlag(NAV_COLLAPSED_KEY);
  const [menuOpen, setMenuOpen] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const hasPalette = model.palette?.(user) ?? true;
  const kioskLocked = useKioskLocked(user?.id === undefined ? null : String(user.id));
  // Widgets render plain anchors (breadcrumbs, primary buttons): route same-origin clicks without a reload.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!isPlainClick(event)) return;
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
  const mainRef = useRef<HTMLElement>(null);
  const notify = useNotify();
  const { text } = useShellText();
  // A minimal token carries no name: read it from the user's record when allowed.
  const displayName = useDisplayName();
  const ownPhoto = useOwnPhoto(user?.id === undefined ? '' : String(user.id));
  const toasts = useToast();
  useEffect(() => {
    // One toast for an outage, however many calls it fails (a screen loads several at
    // once): while the toast shows, another 503 adds none.
    const onUnavailable = () => {
      if (toasts.getState().some((t) => t.message === text.serviceUnavailable)) return;
      notify({ type: 'danger', message: text.serviceUnavailable });
    };
    window.addEventListener(SERVICE_UNAVAILABLE_EVENT, onUnavailable);
    return () => window.removeEventListener(SERVICE_UNAVAILABLE_EVENT, onUnavailable);
  }, [notify, text, toasts]);
  useEffect(() => {
    // A tab locked to the kiosk has no palette (it would reach every screen).
    if (!hasPalette || kioskLocked) return;
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setPaletteOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [hasPalette, kioskLocked]);
  const first = useRef(true);
  useEffect(() => {
    // Move focus to the new screen's main landmark on navigation (not on first load).
    if (first.current) {
      first.current = false;
      return;
    }
    setMenuOpen(false);
    // A screen that changes its URL from a control it keeps focused (a tab) says so.
    if ((location.state as { keepFocus?: unknown } | null)?.keepFocus === true) return;
    mainRef.current?.focus();
  }, [location.pathname, location.state]);

  if (kioskLocked) {
    // Locked to the check-in kiosk: no other screen, whatever the address says.
    if (location.pathname !== KIOSK_PATH) return <Navigate to={KIOSK_PATH} replace />;
    return (
      <KioskFrame>
        <ErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
        <NearControlFeedback dismissLabel={text.close} />
      </KioskFrame>
    );
  }

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegation of anchor activation (Enter fires click on links)
    <div
      className={collapsed ? 'vk-root vkp-shell vkp-nav-collapsed' : 'vk-root vkp-shell'}
      onClick={onClick}
    >
      <a className="vkp-skip" href="#main">
        {text.skipToContent}
      </a>
      <header className="vkp-header">
        <button
          type="button"
          className="vkp-button vkp-menu-button"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <span aria-hidden="true">☰</span> {text.menu}
        </button>
        <Link to="/" className="vkp-brand">
          VolunteerKit
        </Link>
        {!hasPalette ? (
          <span className="vkp-search-button-space" />
        ) : (
          <button
            type="button"
            className="vkp-search-button"
            aria-haspopup="dialog"
            aria-keyshortcuts="Control+K Meta+K"
            onClick={() => setPaletteOpen(true)}
          >
            <span aria-hidden="true">⌕</span>
            <span className="vkp-search-text">{text.searchButton}</span>
            <kbd aria-hidden="true">Ctrl K</kbd>
          </button>
        )}
        <div className="vkp-user">
          <NotificationsControl />
          <ThemeSelect />
          {ownPhoto ? <Avatar url={ownPhoto} name={displayName ?? ''} /> : null}
          <span className="vkp-user-name">
            {displayName ? <strong>{displayName}</strong> : null}
            {typeof user?.organisation.name === 'string' ? (
              <span className="vkp-user-org">{user.organisation.name}</span>
            ) : null}
          </span>
          <button type="button" className="vkp-button" onClick={() => void auth.signOut()}>
            {text.signOut}
          </button>
        </div>
      </header>
      <div className="vkp-body">
        <nav className="vkp-nav" aria-label={text.mainNav} id="vkp-sidenav">
          <SideNav sections={sections} activeId={active} collapsed={collapsed} />
          <button
            type="button"
            className="vkp-nav-toggle"
            aria-expanded={!collapsed}
            aria-controls="vkp-sidenav"
            onClick={() => setCollapsed(!collapsed)}
          >
            <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
            <span className={collapsed ? 'vkp-visually-hidden' : undefined}>
              {collapsed ? text.expandMenu : text.collapseMenu}
            </span>
          </button>
        </nav>
        <main id="main" className="vkp-main" tabIndex={-1} ref={mainRef}>
          <ErrorBoundary resetKey={location.pathname}>
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
          <footer className="vkp-footer">
            <Link to="/my/settings#cookies">{text.cookieSettings}</Link>
          </footer>
        </main>
      </div>
      <Drawer
        open={menuOpen}
        title={text.menu}
        side="left"
        onClose={() => setMenuOpen(false)}
        initialFocus={active ? '.vkp-section-active' : '.vkp-section-link'}
      >
        <nav aria-label={text.mainNavMenu}>
          <SideNav sections={sections} activeId={active} onNavigate={() => setMenuOpen(false)} />
        </nav>
        <div className="vkp-drawer-theme">
          <ThemeSelect />
        </div>
      </Drawer>
      <CommandPalette open={paletteOpen} onClose={() => setPaletteOpen(false)} />
      {/* On a phone, a confirmation or refusal beside the control that caused it. */}
      <NearControlFeedback dismissLabel={text.close} />
    </div>
  );
}
