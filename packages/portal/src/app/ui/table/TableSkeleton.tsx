/** A table-shaped placeholder while the first page loads (announced once as "Loading…"). */
export function TableSkeleton({ columns = 4, rows = 6 }: { columns?: number; rows?: number }) {
  return (
    <div className="vkp-dt-skeleton" role="status" aria-live="polite">
      <span className="vkp-visually-hidden">Loading…</span>
      <div aria-hidden="true">
        {Array.from({ length: rows }, (_, r) => (
          <div key={r} className="vkp-dt-skeleton-row">
            {Array.from({ length: columns }, (_, c) => (
              <span key={c} className="vkp-dt-skeleton-cell" />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
