import type { ReactElement } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '../../../app/services.js';
import { isVolunteerOnly } from '../ownAreas.js';

/** The home page by who signs in: staff get `staff` (the dashboard), a volunteer their own home. */
export function StaffOrOwnHome({ staff }: { staff: ReactElement }) {
  const { user } = useAuth();
  return isVolunteerOnly(user) ? <Navigate to="/my" replace /> : staff;
}
