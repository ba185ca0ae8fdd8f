import { isolateRem, sanitiseTheme } from './index.js';
import { colorSchemeCss } from './styles.js';
import { themeTokensCss } from '@volunteerkit/widgets/residential';

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

describe('colour schemes', () => {
  // The embed no longer rewrites CSS: the tokens carry explicit scheme selectors
  // on the host attribute that mount() sets (behaviour checked in Chromium, e2e/embed-partner).
  it('the widgets tokens switch on the host attribute, auto staying a media query', () => {
    expect(themeTokensCss).toContain(':host([data-vk-color-scheme="dark"])');
    expect(themeTokensCss).toMatch(
      /@media \(prefers-color-scheme: dark\) \{\s*:host\(:not\(\[data-vk-color-scheme="light"\]\)\)/,
    );
  });

  it('the embed root paints its background for dark, and for auto only in dark mode', () => {
    expect(colorSchemeCss).toMatch(
      /:host\(\[data-vk-color-scheme="dark"\]\) \.vk-embed \{[^}]*background/,
    );
    expect(colorSchemeCss).toMatch(
      /@media \(prefers-color-scheme: dark\) \{\s*:host\(\[data-vk-color-scheme="auto"\]\) \.vk-embed \{[^}]*background/,
    );
  });
});
