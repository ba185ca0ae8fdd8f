export { TeamTreeSelector, teamTreeSelectorCss, WrappedTeamLabel } from './TeamTreeSelector.js';
export type { TeamTreeSelectorProps } from './TeamTreeSelector.js';
export { VirtualTree, virtualTreeCss } from './VirtualTree.js';
export type { VirtualTreeProps, VirtualTreeRow } from './VirtualTree.js';
