import { adaptColorScheme, isolateRem, sanitiseTheme } from './index.js';

describe('isolateRem', () => {
  it('rewrites rem lengths in declarations to --vk-rem multiples', () => {
    expect(isolateRem('.a{padding:0.5rem 1rem;margin:-.25rem}')).toBe(
      '.a{padding:calc(var(--vk-rem) * 0.5) calc(var(--vk-rem) * 1);margin:calc(var(--vk-rem) * -.25)}',
    );
  });

  it('leaves at-rule preludes, other units and names alone', () => {
    const css = '@media (min-width: 40rem) { .vk-rem2 { width: 2em; --x-rem: 3px } }';
    expect(isolateRem(css)).toBe(css);
  });
});

describe('index exports', () => {
  it('re-exports the theme sanitiser', () => {
    expect(typeof sanitiseTheme).toBe('function');
  });
});

describe('adaptColorScheme', () => {
  const css =
    ':host{--c:#000}@media (prefers-color-scheme: dark) {:host{--c:#fff} .a{b:c}}.z{y:x}@media (prefers-color-scheme:dark){.q{r:s}}';

  it('keeps the dark blocks for auto', () => {
    expect(adaptColorScheme(css, 'auto')).toBe(css);
  });

  it('drops them for light', () => {
    expect(adaptColorScheme(css, 'light')).toBe(':host{--c:#000}.z{y:x}');
  });

  it('applies their rules unconditionally for dark, after the light ones', () => {
    expect(adaptColorScheme(css, 'dark')).toBe(
      ':host{--c:#000}:host{--c:#fff} .a{b:c}.z{y:x}.q{r:s}',
    );
  });

  it('leaves other media queries alone', () => {
    const other = '@media (min-width: 40rem){.a{b:c}}';
    expect(adaptColorScheme(other, 'light')).toBe(other);
  });
});
