import { isolateRem, sanitiseTheme } from './index.js';

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
