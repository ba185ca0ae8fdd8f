/**
 * Where a key press moves the focus in a WAI-ARIA tab list (automatic
 * activation): Right and Left step (wrapping), Home and End jump.
 *
 * @param key the pressed key (`KeyboardEvent.key`).
 * @param index the index of the tab the key was pressed on.
 * @param count how many tabs there are.
 * @returns the index of the tab to move to, or -1 when the key is not a tab-list key.
 */
export function tabIndexForKey(key: string, index: number, count: number): number {
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
      return index === last ? 0 : index + 1;
    case 'ArrowLeft':
      return index === 0 ? last : index - 1;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return -1;
  }
}
