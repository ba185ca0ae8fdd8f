import { act, renderHook } from '@testing-library/react';
import { useAnnouncer } from './Announcer.js';

describe('useAnnouncer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces after clearing, so the same sentence twice is read twice', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useAnnouncer());
    act(() => result.current.announce('Shift saved.'));
    expect(result.current.message).toBe('');
    act(() => vi.advanceTimersByTime(60));
    expect(result.current.message).toBe('Shift saved.');
    act(() => result.current.announce('Shift saved.'));
    expect(result.current.message).toBe('');
    act(() => vi.advanceTimersByTime(60));
    expect(result.current.message).toBe('Shift saved.');
  });

  it('leaves no timer behind when the screen unmounts with an announcement pending', () => {
    vi.useFakeTimers();
    const { result, unmount } = renderHook(() => useAnnouncer());
    act(() => result.current.announce('Person assigned.'));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    // A timer left running would set state after the DOM was torn down (in the full
    // run: "window is not defined" after AdvertsScreen.test.tsx finished).
    expect(vi.getTimerCount()).toBe(0);
  });
});
