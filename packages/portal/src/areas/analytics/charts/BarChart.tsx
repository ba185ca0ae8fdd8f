import type { ChartProps } from './types.js';
import { linearScale, niceTicks, numericValue, truncate } from './scale.js';
import { useRovingPoints } from './useRovingPoints.js';
import { seriesStyle } from './palette.js';
import { ChartSvg, pointName, useChartCanvas } from './ChartSvg.js';

const CHAR = 7.5; // average width of a 13px label character

/**
 * A horizontal bar chart (grouped when there are several series) drawn as SVG:
 * `<title>` and `<desc>` name and describe it, every bar is a focusable point
 * named "label, series: value", arrow keys move between bars (one tab stop),
 * and each bar carries its formatted value. Colours come from the
 * colour-blind-safe palette and follow the light or dark scheme.
 */
export function BarChart(props: ChartProps) {
  const { rows, series, formatValue, compact = false } = props;
  const canvas = useChartCanvas(props);
  const { width, n, s, labels, max } = canvas;
  const count = n * s;
  const roving = useRovingPoints({
    count,
    next: (i, key) => (key === 'ArrowUp' || key === 'ArrowLeft' ? i - 1 : i + 1),
  });

  const barH = compact ? 14 : 18;
  const groupGap = compact ? 8 : 12;
  const top = compact ? 4 : 24;
  const longest = Math.max(4, ...labels.map((l) => l.length));
  const labelWidth = Math.min(Math.floor(width * (compact ? 0.45 : 0.38)), longest * CHAR + 12);
  const valueSpace = 72;
  const plotStart = labelWidth;
  const plotEnd = Math.max(plotStart + 40, width - valueSpace);
  const groupH = s * barH + (s - 1) * 2;
  const height = top + n * (groupH + groupGap) + 4;
  const ticks = niceTicks(max, width < 480 ? 3 : 5, props.integer);
  const x = linearScale(ticks[ticks.length - 1]!, plotStart, plotEnd);
  const maxChars = Math.max(6, Math.floor((labelWidth - 12) / CHAR));

  return (
    <ChartSvg chart={props} kind="Bar chart" canvas={canvas} height={height} roving={roving}>
      {compact ? null : (
        <g aria-hidden="true" className="vka-axis">
          {ticks.map((t) => (
            <g key={t}>
              <line x1={x(t)} x2={x(t)} y1={top - 4} y2={height - 4} className="vka-grid" />
              <text x={x(t)} y={top - 8} textAnchor="middle">
                {t === 0 ? '0' : formatValue(t)}
              </text>
            </g>
          ))}
        </g>
      )}
      {rows.map((row, r) => {
        const y0 = top + r * (groupH + groupGap) + groupGap / 2;
        return (
          <g key={`${r}:${row.label}`}>
            <text
              aria-hidden="true"
              className="vka-category"
              x={plotStart - 8}
              y={y0 + groupH / 2}
              dominantBaseline="middle"
              textAnchor="end"
            >
              {truncate(labels[r]!, maxChars)}
            </text>
            {series.map((se, k) => {
              const index = r * s + k;
              const value = numericValue(row, se.key);
              const shown = formatValue(value);
              const name = pointName(labels[r]!, series, se, shown);
              const y = y0 + k * (barH + 2);
              const w = Math.max(2, x(value) - plotStart);
              return (
                <g key={se.key}>
                  <rect
                    ref={roving.pointRef(index)}
                    className="vka-point vka-bar"
                    style={seriesStyle(k)}
                    data-active={roving.active === index ? '' : undefined}
                    x={plotStart}
                    y={y}
                    width={w}
                    height={barH}
                    rx={2}
                    tabIndex={roving.tabIndexOf(index)}
                    role="img"
                    aria-label={name}
                    onFocus={() => roving.setActive(index)}
                  >
                    <title>{name}</title>
                  </rect>
                  <text
                    aria-hidden="true"
                    className="vka-value"
                    x={plotStart + w + 6}
                    y={y + barH / 2}
                    dominantBaseline="middle"
                  >
                    {shown}
                  </text>
                </g>
              );
            })}
          </g>
        );
      })}
    </ChartSvg>
  );
}
