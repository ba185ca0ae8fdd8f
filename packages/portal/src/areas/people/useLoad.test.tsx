import { act, renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useLoad } from './usePersonData.js';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

it("never shows the previous key's data under a new key: loading until the new answer", async () => {
  const morag = deferred<string>();
  const ewan = deferred<string>();
  const loads: Record<string, Promise<string>> = { morag: morag.promise, ewan: ewan.promise };
  const { result, rerender } = renderHook(({ id }) => useLoad(() => loads[id]!, id), {
    initialProps: { id: 'morag' },
  });
  await act(async () => morag.resolve('Morag'));
  expect(result.current).toMatchObject({ status: 'success', data: 'Morag' });

  rerender({ id: 'ewan' });
  expect(result.current.status).toBe('loading');
  await act(async () => ewan.resolve('Ewan'));
  expect(result.current).toMatchObject({ status: 'success', data: 'Ewan' });
});

it('a reload of the same key keeps its data on screen until the new answer', async () => {
  let answer = deferred<string>();
  const { result } = renderHook(() => useLoad(() => answer.promise, 'morag'));
  await act(async () => answer.resolve('Morag'));
  answer = deferred<string>();
  act(() => result.current.reload());
  expect(result.current).toMatchObject({ status: 'success', data: 'Morag' });
  await act(async () => answer.resolve('Morag Fraser'));
  expect(result.current).toMatchObject({ status: 'success', data: 'Morag Fraser' });
});
