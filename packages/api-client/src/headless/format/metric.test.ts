import { formatMetric, isMetricUnit, type MetricUnit } from './metric.js';

describe('formatMetric (spec 9: zero or negative as "-", file sizes, minutes to days)', () => {
  it.each<[unknown, MetricUnit | undefined, string]>([
    [1234, undefined, '1,234'],
    [1, 'count', '1'],
    [2.345, 'count', '2.35'],
    [0, 'count', '-'],
    [-3, 'count', '-'],
    [null, 'count', '-'],
    [undefined, 'count', '-'],
    ['12', 'count', '12'],
    ['', 'count', '-'],
    ['n/a', 'count', '-'],
    [NaN, 'count', '-'],
    [Infinity, 'count', '-'],
    [2880, 'minutes', '2 days'],
    [1440, 'minutes', '1 day'],
    [720, 'minutes', '1 day'],
    [719, 'minutes', '-'], // rounds to 0 days
    [0, 'minutes', '-'],
    [-1440, 'minutes', '-'],
    [1440 * 1200, 'minutes', '1,200 days'],
    [1, 'days', '1 day'],
    [45, 'days', '45 days'],
    [0, 'days', '-'],
    [12.5, 'money', '12.50'],
    [1234.5, 'money', '1,234.50'],
    [0, 'money', '-'],
    [-12, 'money', '-'],
    [1536, 'bytes', '1.5 KiB'],
    [999, 'bytes', '999 B'],
    [5 * 1024 ** 2, 'bytes', '5.0 MiB'],
    [0, 'bytes', '-'],
    [37.25, 'percent', '37.3%'],
    [100, 'percent', '100%'],
    [0, 'percent', '-'],
  ])('%s (%s) -> %s', (value, unit, expected) => {
    expect(formatMetric(value, unit)).toBe(expected);
  });

  it('uses the currency, the locale and SI mode when given', () => {
    expect(formatMetric(12.5, 'money', { currency: 'GBP' })).toBe('£12.50');
    expect(formatMetric(1234.5, 'count', { locale: 'de-DE' })).toBe('1.234,5');
    expect(formatMetric(1500, 'bytes', { si: true })).toBe('1.5 kB');
    // A bad locale falls back to en-GB instead of throwing.
    expect(formatMetric(1234, 'count', { locale: 'not a locale!' })).toBe('1,234');
  });

  it('recognises units', () => {
    expect(isMetricUnit('minutes')).toBe(true);
    expect(isMetricUnit('hours')).toBe(false);
    expect(isMetricUnit(3)).toBe(false);
  });
});
