export { buildTeamIndex, childIndexes, TeamTreeError } from './teamIndex.js';
export type { Team, TeamId, TeamIndex } from './teamIndex.js';
export { createTeamTreeController, DEFAULT_OPEN_LEVEL, flattenTeamTree } from './teamTree.js';
export type {
  TeamBulkAction,
  TeamTreeController,
  TeamTreeOptions,
  TeamTreeRow,
  TeamTreeState,
} from './teamTree.js';
