import { hasPermission, type PermissionHolder } from '@volunteerkit/api-client';

/** The permission that turns a team name into a link (spec 6). */
export const TEAM_LINK_PERMISSION = 'view-related-hierarchy-touchpoints';

/** Props of {@link TeamNameLink}. */
export interface TeamNameLinkProps {
  /** The team. */
  team: { id: number | string; name: string };
  /** The user whose team page it links to (`user_id` in the fragment). */
  userId: number | string;
  /** The logged-in user, whose permissions decide whether the name is a link. */
  user: PermissionHolder | null | undefined;
  className?: string;
}

/**
 * The portal path of a team's page for a user: `/portal/team/{id}#tab=1&user_id={userId}`.
 * Both ids are URL-encoded.
 *
 * @example
 * teamLinkHref(4, 9); // "/portal/team/4#tab=1&user_id=9"
 */
export function teamLinkHref(teamId: number | string, userId: number | string): string {
  return `/portal/team/${encodeURIComponent(String(teamId))}#tab=1&user_id=${encodeURIComponent(String(userId))}`;
}

/**
 * A team's name (spec 2.6): a link to `/portal/team/{id}#tab=1&user_id={userId}` when the
 * user holds 'view-related-hierarchy-touchpoints', plain text otherwise.
 *
 * @example
 * <TeamNameLink team={{ id: 4, name: 'Camden' }} userId={9} user={session.user} />
 */
export function TeamNameLink({ team, userId, user, className }: TeamNameLinkProps) {
  const classes = ['vk-team-name', className].filter(Boolean).join(' ');
  if (!hasPermission(user, TEAM_LINK_PERMISSION)) {
    return <span className={classes}>{team.name}</span>;
  }
  return (
    <a className={classes} href={teamLinkHref(team.id, userId)}>
      {team.name}
    </a>
  );
}
