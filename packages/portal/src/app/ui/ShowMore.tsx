import { useState } from 'react';

/** Rows shown at first, and added by each "Show 20 more". */
export const SHOW_STEP = 20;

/**
 * How many of a long list to show: {@link SHOW_STEP} at first, more on request,
 * back to the first step when `resetKey` changes (a new filter or report).
 */
export function useShown(resetKey: string, step = SHOW_STEP) {
  const [state, setState] = useState({ key: resetKey, shown: step });
  const shown = state.key === resetKey ? state.shown : step;
  return {
    shown,
    more: () => setState({ key: resetKey, shown: shown + step }),
  };
}

/** The "Show 20 more (of N)" button under a collapsed list; nothing when all are shown. */
export function ShowMoreButton({
  shown,
  total,
  onMore,
  step = SHOW_STEP,
}: {
  /** How many are shown. */
  shown: number;
  /** How many there are. */
  total: number;
  /** Shows the next step. */
  onMore: () => void;
  /** How many more a click shows. */
  step?: number;
}) {
  if (total <= shown) return null;
  const hidden = total - shown;
  return (
    <button type="button" className="vkp-button vkp-show-more" onClick={onMore}>
      Show {Math.min(step, hidden)} more (of {hidden})
    </button>
  );
}
