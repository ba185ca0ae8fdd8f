import type { Ref, SVGProps } from 'react';

/** Marker shapes, one per series, so lines differ by more than colour. */
const SHAPES = ['circle', 'square', 'triangle', 'diamond'] as const;

type MarkerProps = Omit<SVGProps<SVGElement>, 'ref'> & {
  /** Series index (chooses the shape). */
  index: number;
  /** Centre. */
  cx: number;
  /** Centre. */
  cy: number;
  /** Half size. */
  r: number;
  /** Ref of the focusable marker. */
  markerRef?: Ref<SVGElement>;
};

/** A point marker: circle, square, triangle or diamond by series. */
export function Marker({ index, cx, cy, r, markerRef, ...rest }: MarkerProps) {
  const shape = SHAPES[index % SHAPES.length];
  const props = rest as SVGProps<SVGPathElement>;
  if (shape === 'circle')
    return (
      <circle
        ref={markerRef as Ref<SVGCircleElement>}
        cx={cx}
        cy={cy}
        r={r}
        {...(rest as SVGProps<SVGCircleElement>)}
      />
    );
  const d =
    shape === 'square'
      ? `M${cx - r},${cy - r}h${2 * r}v${2 * r}h${-2 * r}Z`
      : shape === 'triangle'
        ? `M${cx},${cy - r * 1.2}L${cx + r * 1.2},${cy + r}L${cx - r * 1.2},${cy + r}Z`
        : `M${cx},${cy - r * 1.3}L${cx + r * 1.3},${cy}L${cx},${cy + r * 1.3}L${cx - r * 1.3},${cy}Z`;
  return <path ref={markerRef as Ref<SVGPathElement>} d={d} {...props} />;
}
