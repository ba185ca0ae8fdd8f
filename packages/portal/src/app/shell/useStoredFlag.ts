import { useCallback, useState } from 'react';

/**
 * A boolean remembered in `localStorage` (e.g. the collapsed navigation);
 * falls back to memory where storage is unavailable.
 */
export function useStoredFlag(key: string, initial = false): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState<boolean>(() => {
    try {
      const stored = window.localStorage.getItem(key);
      return stored === null ? initial : stored === '1';
    } catch {
      return initial;
    }
  });
  const set = useCallback(
    (next: boolean) => {
      setValue(next);
      try {
        window.localStorage.setItem(key, next ? '1' : '0');
      } catch {
        // Private mode: remembered for this page only.
      }
    },
    [key],
  );
  return [value, set];
}
