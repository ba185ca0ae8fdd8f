import { Link } from 'react-router';
import type { PortalUser } from '../../auth/types.js';
import { canAccess } from '../../registry/access.js';
import { findNavArea, type NavAreaId } from '../../registry/navigation.js';

/** One quick action: a common task and the area it needs. */
export interface QuickAction {
  /** Link text. */
  label: string;
  /** What it does, one line. */
  hint: string;
  /** Where it goes. */
  to: string;
  /** The area the user must be able to open. */
  area: NavAreaId;
}

/** The common tasks, in the order staff reach for them. */
export const QUICK_ACTIONS: readonly QuickAction[] = [
  {
    label: 'Add a person',
    hint: 'A new volunteer or staff member',
    to: '/manage/users/new',
    area: 'people',
  },
  { label: 'Plan a rota', hint: 'Shifts for the weeks ahead', to: '/rotas/planner', area: 'rotas' },
  {
    label: 'Book a room',
    hint: 'Residential occupancy and bookings',
    to: '/residential-occupancy',
    area: 'residential',
  },
  { label: 'Read reports', hint: 'Analytics and reports', to: '/analytics', area: 'analytics' },
];

/** The quick actions this user can use. */
export function quickActionsFor(user: PortalUser | null): QuickAction[] {
  return QUICK_ACTIONS.filter((a) => {
    const area = findNavArea(a.area);
    return !!area && canAccess(area, user);
  });
}

/** Links to the common tasks. */
export function QuickActions({ user }: { user: PortalUser | null }) {
  const actions = quickActionsFor(user);
  if (actions.length === 0) return null;
  return (
    <nav className="vkd-quick" aria-label="Quick actions">
      <ul>
        {actions.map((a) => (
          <li key={a.to}>
            <Link to={a.to} className="vkd-quick-link">
              <span className="vkd-quick-label">{a.label}</span>
              <span className="vkd-sub">{a.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
