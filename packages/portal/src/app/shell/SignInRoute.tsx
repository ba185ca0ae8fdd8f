import { Navigate, useLocation } from 'react-router';
import { safeReturnPath, SignInScreen } from '../../auth/SignInScreen.js';
import { useAuth } from '../services.js';

/**
 * The `/sign-in` route: the sign-in screen, and once someone is signed in, the
 * page they came from (only same-portal paths: no open redirects).
 */
export function SignInRoute() {
  const { user } = useAuth();
  const location = useLocation();
  if (user) {
    const from = safeReturnPath((location.state as { from?: unknown } | null)?.from);
    return <Navigate to={from} replace />;
  }
  return <SignInScreen />;
}
