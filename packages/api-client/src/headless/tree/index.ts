export type { TreeRowState } from './treeRow.js';
