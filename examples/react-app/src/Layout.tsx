import { useQueryClient } from '@tanstack/react-query';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { client } from './api.js';
import { useSessionUser } from './session.js';

/** The app's frame: header, navigation (with sign in/out) and the routed page. */
export function Layout() {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function signOut() {
    await client.logout();
    queryClient.removeQueries({ queryKey: ['me'] }); // nothing of the last user stays cached
    void navigate('/');
  }

  return (
    <div className="app vk-root">
      <header className="app__header">
        <p className="app__brand">Highlands and Hills Volunteers</p>
        <nav className="app__nav" aria-label="Main">
          <NavLink to="/" end>
            Find an opportunity
          </NavLink>
          <NavLink to="/results">All results</NavLink>
          {user ? (
            <>
              <NavLink to="/my-shifts">My shifts</NavLink>
              <button type="button" className="app__signout" onClick={() => void signOut()}>
                Sign out
              </button>
            </>
          ) : (
            <NavLink to="/sign-in">Sign in</NavLink>
          )}
        </nav>
      </header>
      <main className="app__main">
        <Outlet />
      </main>
    </div>
  );
}
