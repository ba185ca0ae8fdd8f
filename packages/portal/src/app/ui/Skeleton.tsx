import './ui.css';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** The shape: lines of text, stat tiles, or table rows. @default 'text' */
  variant?: 'text' | 'tiles' | 'rows';
  /** How many lines, tiles or rows. @default 3 */
  count?: number;
  /** What is loading, for screen readers. @default 'Loading…' */
  label?: string;
}

/**
 * A placeholder in the shape of the content while it loads (no layout jump
 * when it arrives). Announced once as a polite status; the shapes are hidden
 * from assistive technology. The shimmer stops under reduced motion.
 *
 * @example
 * {loading ? <Skeleton variant="rows" count={5} label="Loading people" /> : <Table />}
 */
export function Skeleton({ variant = 'text', count = 3, label = 'Loading…' }: SkeletonProps) {
  const n = Math.max(1, Math.min(50, Math.floor(count)));
  return (
    <div className={`vkp-ui-skeleton vkp-ui-skeleton-${variant}`} role="status" aria-live="polite">
      <span className="vkp-visually-hidden">{label}</span>
      {Array.from({ length: n }, (_, i) => (
        <span key={i} className="vkp-ui-skeleton-shape" aria-hidden="true" />
      ))}
    </div>
  );
}
