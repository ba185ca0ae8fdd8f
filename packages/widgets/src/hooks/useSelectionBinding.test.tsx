import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { createStore } from '@volunteerkit/api-client';
import {
  useSelectionBinding,
  sameIds,
  type SelectionBindingOptions,
} from './useSelectionBinding.js';

interface State {
  selectedIds: readonly number[];
  known: readonly number[];
}

function fakeController(initial: readonly number[] = []) {
  const store = createStore<State>({ selectedIds: initial, known: [1, 2, 3] });
  const log: string[] = [];
  return {
    log,
    getState: store.getState,
    subscribe: store.subscribe,
    setSelection(ids: Iterable<number>) {
      const known = store.getState().known;
      const next = [...ids].filter((id) => known.includes(id));
      log.push(`select ${next.join(',')}`);
      store.setState((s) => ({ ...s, selectedIds: next }));
    },
    setKnown(known: readonly number[]) {
      log.push(`known ${known.join(',')}`);
      store.setState((s) => ({ ...s, known }));
    },
    /** A new, equal selection array (as a controller that rebuilds its state does). */
    touch() {
      store.setState((s) => ({ ...s, selectedIds: [...s.selectedIds] }));
    },
    destroy: vi.fn(() => store.destroy()),
  };
}

type Fake = ReturnType<typeof fakeController>;

function Probe(
  props: SelectionBindingOptions<number> & {
    make: () => Fake;
    known?: readonly number[];
    onState?: (ids: readonly number[]) => void;
    grab?: (c: Fake) => void;
  },
) {
  const { make, known, onState, grab, ...options } = props;
  const [controller, state] = useSelectionBinding(make, {
    ...options,
    sync: known
      ? (c) => {
          if (!sameIds(c.getState().known, known)) c.setKnown(known);
        }
      : undefined,
  });
  grab?.(controller);
  onState?.(state.selectedIds);
  return null;
}

describe('sameIds', () => {
  it('compares ids in order', () => {
    expect(sameIds([1, 2], [1, 2])).toBe(true);
    expect(sameIds([1, 2], [2, 1])).toBe(false);
    expect(sameIds([1], [1, 2])).toBe(false);
  });
});

describe('useSelectionBinding', () => {
  it('creates the controller once, destroys it on unmount, and reads its state', () => {
    const make = vi.fn(() => fakeController([2]));
    const seen: (readonly number[])[] = [];
    const { rerender, unmount } = render(<Probe make={make} onState={(ids) => seen.push(ids)} />);
    rerender(<Probe make={make} onState={(ids) => seen.push(ids)} />);
    expect(make).toHaveBeenCalledTimes(1);
    expect(seen.at(-1)).toEqual([2]);
    const controller = make.mock.results[0]!.value as Fake;
    unmount();
    expect(controller.destroy).toHaveBeenCalledTimes(1);
  });

  it('reports changes (a copy), never the initial selection, nor an equal new array', () => {
    let controller: Fake | undefined;
    const onValueChange = vi.fn();
    render(
      <Probe
        make={() => fakeController([1])}
        grab={(c) => (controller = c)}
        onValueChange={onValueChange}
      />,
    );
    expect(onValueChange).not.toHaveBeenCalled();
    act(() => controller!.touch());
    expect(onValueChange).not.toHaveBeenCalled();
    act(() => controller!.setSelection([1, 3]));
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenLastCalledWith([1, 3]);
    expect(onValueChange.mock.calls[0]![0]).not.toBe(controller!.getState().selectedIds);
  });

  it('with isSame = Object.is, an equal new array is reported too', () => {
    let controller: Fake | undefined;
    const onValueChange = vi.fn();
    render(
      <Probe
        make={() => fakeController([1])}
        grab={(c) => (controller = c)}
        onValueChange={onValueChange}
        isSame={Object.is}
      />,
    );
    act(() => controller!.touch());
    expect(onValueChange).toHaveBeenCalledWith([1]);
  });

  it('pushes a controlled value when it differs from the controller, after sync', () => {
    let controller: Fake | undefined;
    const make = () => fakeController([1]);
    const grab = (c: Fake) => (controller = c);
    const known1 = [1, 2, 3];
    const { rerender } = render(<Probe make={make} grab={grab} value={[1]} known={known1} />);
    expect(controller!.log).toEqual([]);
    const known2 = [1, 2, 3, 4];
    rerender(<Probe make={make} grab={grab} value={[1, 4]} known={known2} />);
    expect(controller!.log).toEqual(['known 1,2,3,4', 'select 1,4']);
    expect(controller!.getState().selectedIds).toEqual([1, 4]);
    rerender(<Probe make={make} grab={grab} value={[1, 4]} known={known2} />);
    expect(controller!.log).toHaveLength(2);
  });

  it('keeps a change made between the first commit and the effects (the controlled value is not pushed back on mount)', () => {
    // A layout effect runs after the commit and before the passive effects: the moment a
    // click on a freshly painted row lands on a loaded machine.
    function TickOnCommit({ controller }: { controller: () => Fake | undefined }) {
      useLayoutEffect(() => controller()?.setSelection([2]), [controller]);
      return null;
    }
    let controller: Fake | undefined;
    const onValueChange = vi.fn();
    const value: number[] = [];
    render(
      <>
        <Probe
          make={() => fakeController(value)}
          grab={(c) => (controller = c)}
          value={value}
          onValueChange={onValueChange}
        />
        <TickOnCommit controller={() => controller} />
      </>,
    );
    expect(controller!.getState().selectedIds).toEqual([2]);
    expect(controller!.log).toEqual(['select 2']);
    expect(onValueChange).toHaveBeenLastCalledWith([2]);
  });
});
