/**
 * What every visible row of a headless checkbox tree (the team tree and the role
 * selector) carries for a WAI-ARIA tree: its place (`aria-level`, `aria-posinset`,
 * `aria-setsize`), whether it can expand and is expanded, and its tri-state check.
 */
export interface TreeRowState {
  /** 1-based level (`aria-level`). */
  level: number;
  /** 1-based position among its visible siblings (`aria-posinset`). */
  posInSet: number;
  /** Number of visible siblings (`aria-setsize`). */
  setSize: number;
  /** Whether the row has (visible) children. */
  hasChildren: boolean;
  expanded: boolean;
  /** true when checked; 'mixed' when partly checked below; false otherwise. */
  checked: boolean | 'mixed';
}
