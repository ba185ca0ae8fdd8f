import type { ChartProps } from './types.js';
import { linearScale, niceTicks, numericValue, truncate } from './scale.js';
import { useRovingPoints } from './useRovingPoints.js';
import { seriesStyle } from './palette.js';
import { ChartSvg, pointName, useChartCanvas } from './ChartSvg.js';
import { Marker } from './markers.js';

/**
 * A line chart for figures over time (one line per series, each with its own
 * marker shape) drawn as SVG with `<title>` and `<desc>`. Every point is
 * focusable and named "label, series: value"; Left/Right move along a line,
 * Up/Down between lines, Home/End to the ends; the focused point shows its value.
 */
export function LineChart(props: ChartProps) {
  const { rows, series, formatValue, compact = false } = props;
  const canvas = useChartCanvas(props);
  const { width, n, s, labels, max } = canvas;
  const roving = useRovingPoints({
    count: n * s,
    next: (i, key) => {
      const line = Math.floor(i / n);
      const at = i % n;
      if (key === 'ArrowLeft') return at > 0 ? i - 1 : null;
      if (key === 'ArrowRight') return at < n - 1 ? i + 1 : null;
      if (key === 'ArrowUp') return line > 0 ? i - n : null;
      return line < s - 1 ? i + n : null;
    },
  });

  const height = compact ? 140 : 280;
  const longest = Math.max(3, ...labels.map((l) => Math.min(l.length, 12)));
  // Room for half of the last x label, so it is never clipped.
  const right = compact ? 8 : Math.max(24, Math.ceil(longest * 3.75) + 4);
  const left = compact ? 8 : 56;

  const top = compact ? 20 : 28;
  const bottom = compact ? 8 : 36;
  const ticks = niceTicks(max, compact ? 2 : 4, props.integer);
  const y = linearScale(ticks[ticks.length - 1]!, height - bottom, top);
  const plotW = width - left - right;
  const xAt = (i: number) => (n <= 1 ? left + plotW / 2 : left + (i * plotW) / (n - 1));

  const every = Math.max(1, Math.ceil((n * (longest * 7 + 12)) / Math.max(1, plotW)));
  const activeLine = Math.floor(roving.active / Math.max(1, n));
  const activeAt = roving.active % Math.max(1, n);

  return (
    <ChartSvg chart={props} kind="Line chart" canvas={canvas} height={height} roving={roving}>
      <g aria-hidden="true" className="vka-axis">
        {(compact ? [0] : ticks).map((t) => (
          <g key={t}>
            <line x1={left} x2={width - right} y1={y(t)} y2={y(t)} className="vka-grid" />
            {compact ? null : (
              <text x={left - 8} y={y(t)} textAnchor="end" dominantBaseline="middle">
                {t === 0 ? '0' : formatValue(t)}
              </text>
            )}
          </g>
        ))}
        {compact
          ? null
          : labels.map((l, i) =>
              i % every === 0 || i === n - 1 ? (
                <text key={i} x={xAt(i)} y={height - bottom + 20} textAnchor="middle">
                  {truncate(l, 12)}
                </text>
              ) : null,
            )}
      </g>
      {series.map((se, k) => (
        <g key={se.key} style={seriesStyle(k)}>
          <path
            aria-hidden="true"
            className="vka-line"
            d={rows
              .map((r, i) => `${i === 0 ? 'M' : 'L'}${xAt(i)},${y(numericValue(r, se.key))}`)
              .join('')}
          />
          {rows.map((row, i) => {
            const index = k * n + i;
            const name = pointName(labels[i]!, series, se, formatValue(numericValue(row, se.key)));
            return (
              <Marker
                key={i}
                index={k}
                cx={xAt(i)}
                cy={y(numericValue(row, se.key))}
                r={compact ? 3.5 : 5}
                markerRef={roving.pointRef(index)}
                className="vka-point vka-marker"
                data-active={roving.active === index ? '' : undefined}
                tabIndex={roving.tabIndexOf(index)}
                role="img"
                aria-label={name}
                onFocus={() => roving.setActive(index)}
              >
                <title>{name}</title>
              </Marker>
            );
          })}
        </g>
      ))}
      {n > 0 && series[activeLine] ? (
        <text
          aria-hidden="true"
          className="vka-callout"
          x={Math.min(Math.max(xAt(activeAt), left + 24), width - right - 24)}
          y={y(numericValue(rows[activeAt]!, series[activeLine].key)) - 12}
          textAnchor="middle"
        >
          {formatValue(numericValue(rows[activeAt]!, series[activeLine].key))}
        </text>
      ) : null}
    </ChartSvg>
  );
}
