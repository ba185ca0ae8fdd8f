import { contrastRatio } from './contrast.js';
import {
  DARK,
  LIGHT,
  THEME_ATTRIBUTE,
  tokensCss,
  type ColorScheme,
  type ColorToken,
} from './tokens.js';

/** WCAG 2.2 AA: 4.5:1 for text (1.4.3), 3:1 for component boundaries and focus (1.4.11). */
const TEXT = 4.5;
const NON_TEXT = 3;

const SURFACES: ColorToken[] = ['bg', 'surface', 'surface-raised', 'nav-bg'];
const BADGES = ['neutral', 'info', 'success', 'warning', 'danger'] as const;

const PAIRS: Array<[fg: ColorToken, bg: ColorToken, min: number]> = [
  ...(
    [
      'text',
      'muted',
      'link',
      'link-visited',
      'primary',
      'danger',
      'success',
      'warning',
      'info',
    ] as const
  ).flatMap((fg) => SURFACES.map((bg): [ColorToken, ColorToken, number] => [fg, bg, TEXT])),
  ['text', 'selected', TEXT],
  ['link', 'selected', TEXT],
  ['primary-text', 'primary', TEXT],
  ['primary-text', 'primary-hover', TEXT],
  ['danger-text', 'danger', TEXT],
  ...BADGES.map((b): [ColorToken, ColorToken, number] => [
    `badge-${b}-text`,
    `badge-${b}-bg`,
    TEXT,
  ]),
  ...SURFACES.map((bg): [ColorToken, ColorToken, number] => ['border', bg, NON_TEXT]),
  ...SURFACES.map((bg): [ColorToken, ColorToken, number] => ['focus', bg, NON_TEXT]),
  ...SURFACES.map((bg): [ColorToken, ColorToken, number] => ['primary', bg, NON_TEXT]),
];

describe.each([
  ['light', LIGHT],
  ['dark', DARK],
] as Array<[string, ColorScheme]>)('%s scheme', (_name, scheme) => {
  it.each(PAIRS)('%s on %s reaches %s:1', (fg, bg, min) => {
    const ratio = contrastRatio(scheme[fg], scheme[bg]);
    expect(
      ratio,
      `${fg} ${scheme[fg]} on ${bg} ${scheme[bg]}: ${ratio.toFixed(2)}:1`,
    ).toBeGreaterThanOrEqual(min);
  });
});

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
  ])('%s on %s is %s:1', (a, b, want) => {
    expect(contrastRatio(a, b)).toBeCloseTo(want, 2);
  });

  it('rejects a colour that is not #rrggbb', () => {
    expect(() => contrastRatio('blue', '#ffffff')).toThrow(/#rrggbb/);
  });
});

describe('tokensCss', () => {
  const css = tokensCss();

  it('keeps the widgets token names and adds the scales', () => {
    for (const name of [
      'text',
      'muted',
      'bg',
      'surface',
      'border',
      'primary',
      'primary-text',
      'focus',
      'danger',
      'success',
      'warning',
    ])
      expect(css).toContain(`--vk-color-${name}:`);
    for (const name of [
      '--vk-space:',
      '--vk-radius:',
      '--vk-shadow:',
      '--vk-font-size-xl:',
      '--vk-space-4:',
    ])
      expect(css).toContain(name);
  });

  it('switches to dark by preference unless forced light, and when forced dark', () => {
    expect(css).toMatch(
      /@media \(prefers-color-scheme: dark\)\s*\{\s*:root:not\(\[data-theme='light'\]\)/,
    );
    expect(css).toContain(`:root[${THEME_ATTRIBUTE}='dark'] .vk-root {`);
    expect(css.match(/--vk-color-link: #6cb0ff/g)).toHaveLength(2);
  });
});
