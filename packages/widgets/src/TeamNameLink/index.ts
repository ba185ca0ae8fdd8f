export { TEAM_LINK_PERMISSION, TeamNameLink, teamLinkHref } from './TeamNameLink.js';
export type { TeamNameLinkProps } from './TeamNameLink.js';
