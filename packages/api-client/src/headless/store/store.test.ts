import { createStore } from './store.js';

describe('createStore', () => {
  it('returns the same state object until it is set', () => {
    const initial = { n: 0 };
    const store = createStore(initial);
    expect(store.getState()).toBe(initial);
    store.setState({ n: 1 });
    expect(store.getState()).toEqual({ n: 1 });
    expect(store.getState()).toBe(store.getState());
  });

  it('calls listeners in order after every change, with a value or an updater', () => {
    const store = createStore({ n: 0 });
    const seen: string[] = [];
    store.subscribe(() => seen.push(`a${store.getState().n}`));
    store.subscribe(() => seen.push(`b${store.getState().n}`));
    store.setState({ n: 1 });
    store.setState((s) => ({ n: s.n + 1 }));
    expect(seen).toEqual(['a1', 'b1', 'a2', 'b2']);
  });

  it('notifies nobody when the same object is set', () => {
    const store = createStore({ n: 0 });
    const listener = vi.fn();
    store.subscribe(listener);
    store.setState(store.getState());
    store.setState((s) => s);
    expect(listener).not.toHaveBeenCalled();
  });

  it('unsubscribes, also during a notification, without skipping the others', () => {
    const store = createStore(0);
    const calls: string[] = [];
    const offA = store.subscribe(() => {
      calls.push('a');
      offA();
      store.subscribe(() => calls.push('late'));
    });
    store.subscribe(() => calls.push('b'));
    store.setState(1);
    expect(calls).toEqual(['a', 'b']);
    store.setState(2);
    expect(calls).toEqual(['a', 'b', 'b', 'late']);
  });

  it('destroy drops every listener and keeps the state readable', () => {
    const store = createStore('x');
    const listener = vi.fn();
    store.subscribe(listener);
    store.destroy();
    store.setState('y');
    expect(listener).not.toHaveBeenCalled();
    expect(store.getState()).toBe('y');
  });

  it('getState and subscribe work unbound (useSyncExternalStore passes them alone)', () => {
    const { getState, subscribe, setState } = createStore(1);
    const listener = vi.fn();
    const off = subscribe(listener);
    setState(2);
    expect(getState()).toBe(2);
    off();
    setState(3);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
