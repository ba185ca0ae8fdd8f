import { useEffect, useRef, useState } from 'react';
import { useController, type Subscribable } from './useController.js';

/** A headless controller whose state carries a selection (the role and team tree controllers). */
export interface SelectionController<
  Id,
  S extends { selectedIds: readonly Id[] },
> extends Subscribable<S> {
  /** Replaces the selection. */
  setSelection(ids: Iterable<Id>): void;
  /** Drops the listeners. */
  destroy(): void;
}

/** Options of {@link useSelectionBinding}: the controlled/uncontrolled props of a selector. */
export interface SelectionBindingOptions<Id> {
  /** Controlled selection: pushed into the controller whenever it differs from the controller's. */
  value?: readonly Id[];
  /** Called with a copy of the selected ids after every reported change. */
  onValueChange?: (ids: Id[]) => void;
  /**
   * When two selections count as the same (nothing is reported). @default same ids in the same
   * order, so a controller that rebuilds an equal array reports nothing and a host that stores
   * the selection in its state cannot loop.
   */
  isSame?: (a: readonly Id[], b: readonly Id[]) => boolean;
}

/** Options of {@link useSelectionBinding} that need the controller type. */
export interface SelectionBindingSync<C> {
  /**
   * Brings the controller up to date with the selector's other props (e.g. new teams)
   * after every render, before a controlled `value` is pushed into it.
   */
  sync?: (controller: C) => void;
}

/** Any {@link SelectionController} (its method parameters are checked where it is made). */
export type AnySelectionController = SelectionController<
  unknown,
  { selectedIds: readonly unknown[] }
>;

/** The state of a selection controller. */
export type SelectionStateOf<C> = C extends Subscribable<infer S> ? S : never;

/** The id type of a selection controller. */
export type SelectionIdOf<C> =
  SelectionStateOf<C> extends { selectedIds: readonly (infer Id)[] } ? Id : never;

/** Same ids in the same order. */
export function sameIds<Id>(a: readonly Id[], b: readonly Id[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/**
 * Binds a selection controller to a selector's props: creates it once (from the
 * first render's props), destroys it on unmount, subscribes to it, runs `sync`,
 * pushes each new controlled `value` into it (not the first, which the controller was
 * created from) and reports selection changes to `onValueChange` (never the initial
 * selection).
 *
 * @example
 * const [controller, state] = useSelectionBinding(
 *   () => createRoleSelectorController({ roles, selected: value ?? defaultValue }),
 *   { value, onValueChange },
 * );
 */
export function useSelectionBinding<C extends AnySelectionController>(
  create: () => C,
  {
    value,
    onValueChange,
    isSame = sameIds,
    sync,
  }: SelectionBindingOptions<SelectionIdOf<C>> & SelectionBindingSync<C>,
): [C, SelectionStateOf<C>] {
  const [controller] = useState(create);
  useEffect(() => () => controller.destroy(), [controller]);
  const state = useController(controller) as SelectionStateOf<C>;
  useEffect(() => {
    sync?.(controller);
  });
  // The controller was created from the first render's `value`, so that value is not pushed
  // again: a mount effect pushing it would undo a change made between the commit and the
  // effects (a click on a freshly painted row under load, or a child's layout effect).
  const pushed = useRef(value);
  useEffect(() => {
    if (value === pushed.current) return;
    pushed.current = value;
    if (value && !sameIds(value, controller.getState().selectedIds)) controller.setSelection(value);
  }, [controller, value]);
  const selectedIds = state.selectedIds as readonly SelectionIdOf<C>[];
  const reported = useRef(selectedIds);
  useEffect(() => {
    if (isSame(reported.current, selectedIds)) return;
    reported.current = selectedIds;
    onValueChange?.([...selectedIds]);
  }, [selectedIds, onValueChange, isSame]);
  return [controller, state];
}
