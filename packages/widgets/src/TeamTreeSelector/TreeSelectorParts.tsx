import { useId, type ReactNode } from 'react';
import type { TreeRowState } from '@volunteerkit/api-client';
import type { PortalMessages } from '../messages/portal.js';
import { VirtualTree, type VirtualTreeProps, type VirtualTreeRow } from './VirtualTree.js';

/** The props the checkbox tree selectors (teams, roles) share: the selection, the tree's name, search and texts. */
export interface TreeSelectorProps<Id> {
  /** Controlled selection. */
  value?: readonly Id[];
  /** Initial selection when uncontrolled. */
  defaultValue?: readonly Id[];
  /** Called with the selected ids after every change. */
  onValueChange?: (ids: Id[]) => void;
  /** Accessible name of the tree (each selector has its own default). */
  label?: string;
  /** Show the search box. @default true */
  searchable?: boolean;
  /** Text overrides. */
  messages?: Partial<PortalMessages>;
  /** Extra class names. */
  className?: string;
}

/**
 * The virtual tree row of a headless controller's row: its place and check state,
 * with the row's key, type-ahead label and whether it is locked.
 */
export function toVirtualTreeRow(
  row: TreeRowState,
  key: string,
  label: string,
  disabled: boolean,
): VirtualTreeRow {
  const { level, posInSet, setSize, hasChildren, expanded, checked } = row;
  return { key, label, level, posInSet, setSize, hasChildren, expanded, checked, disabled };
}

/** Props of {@link TreeSelectorFrame}. */
export interface TreeSelectorFrameProps<R extends VirtualTreeRow> extends Pick<
  VirtualTreeProps<R>,
  'rows' | 'renderRow' | 'onExpandedChange' | 'onToggleChecked' | 'onActiveChange'
> {
  /** The selector's own props (its `label`, `searchable` and `className` are used here). */
  selector: Pick<TreeSelectorProps<unknown>, 'label' | 'searchable' | 'className'>;
  /** The selector's block class, e.g. `vk-team-tree`. */
  block: string;
  /** The tree's accessible name when the selector has no `label`. */
  defaultLabel: string;
  /** The search box's label. */
  searchLabel: string;
  /** The search text. */
  query: string;
  onQueryChange: (query: string) => void;
  /** Names the row elements' ids (`<id>-<rowIdName>-…`). */
  rowIdName: string;
  /** Shown instead of the tree when it has no rows. */
  empty: ReactNode;
  /** Shown between the search box and the tree (e.g. a status and actions). */
  children?: ReactNode;
}

/**
 * The frame of a checkbox tree selector (teams, roles): the block, the labelled search
 * box (unless `searchable` is false), the selector's own content, then the virtualised
 * tree, or `empty` when there are no rows.
 */
export function TreeSelectorFrame<R extends VirtualTreeRow>({
  selector: { label, searchable = true, className },
  block,
  defaultLabel,
  searchLabel,
  query,
  onQueryChange,
  rowIdName,
  empty,
  children,
  ...tree
}: TreeSelectorFrameProps<R>) {
  const id = useId();
  return (
    <div className={[block, className].filter(Boolean).join(' ')}>
      {searchable ? (
        <div className="vk-field">
          <label className="vk-field__label" htmlFor={`${id}-search`}>
            {searchLabel}
          </label>
          <input
            id={`${id}-search`}
            className="vk-field__input"
            type="search"
            autoComplete="off"
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
          />
        </div>
      ) : null}
      {children}
      {tree.rows.length === 0 ? (
        empty
      ) : (
        <VirtualTree<R> {...tree} label={label ?? defaultLabel} idPrefix={`${id}-${rowIdName}`} />
      )}
    </div>
  );
}
