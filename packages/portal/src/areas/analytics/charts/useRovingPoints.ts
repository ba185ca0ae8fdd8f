import { useCallback, useRef, useState, type KeyboardEvent } from 'react';

/** How arrow keys move between the points of a chart. */
export interface RovingLayout {
  /** Number of points. */
  count: number;
  /** The point an arrow key leads to from `index` (`null`: stay). */
  next(index: number, key: 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown'): number | null;
}

/**
 * Roving focus over a chart's points (one tab stop for the whole chart, arrow
 * keys, Home and End move between points), as in the WAI-ARIA grid and
 * toolbar patterns. Returns the active point, each point's `tabIndex`, a ref
 * callback per point and the keydown handler for the chart.
 */
export function useRovingPoints(layout: RovingLayout) {
  const [active, setActive] = useState(0);
  const points = useRef(new Map<number, SVGElement>());
  const current = Math.min(active, Math.max(0, layout.count - 1));

  const focus = useCallback((index: number) => {
    setActive(index);
    points.current.get(index)?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<SVGElement>) => {
    let to: number | null = null;
    if (event.key === 'Home') to = 0;
    else if (event.key === 'End') to = layout.count - 1;
    else if (
      event.key === 'ArrowLeft' ||
      event.key === 'ArrowRight' ||
      event.key === 'ArrowUp' ||
      event.key === 'ArrowDown'
    )
      to = layout.next(current, event.key);
    else return;
    event.preventDefault();
    if (to !== null && to >= 0 && to < layout.count) focus(to);
  };

  const pointRef = (index: number) => (element: SVGElement | null) => {
    if (element) points.current.set(index, element);
    else points.current.delete(index);
  };

  return {
    active: current,
    setActive,
    onKeyDown,
    pointRef,
    tabIndexOf: (index: number) => (index === current ? 0 : -1),
  };
}
