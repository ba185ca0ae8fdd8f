import type { ReactElement } from 'react';
import { Navigate } from 'react-router';
import { isVolunteerOnly } from '../../registry/ownAreas.js';
import { useAuth } from '../services.js';

/** The home page by who signs in: staff get `staff` (the dashboard), a volunteer their own home. */
export function StaffOrOwnHome({ staff }: { staff: ReactElement }) {
  const { user } = useAuth();
  return isVolunteerOnly(user) ? <Navigate to="/my" replace /> : staff;
}
