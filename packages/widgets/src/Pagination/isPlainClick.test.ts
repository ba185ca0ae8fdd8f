import { isPlainClick, type ClickLike } from './isPlainClick.js';

const plain: ClickLike = {
  defaultPrevented: false,
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
};

describe('isPlainClick', () => {
  it('is true for a plain left click', () => {
    expect(isPlainClick(plain)).toBe(true);
  });

  it.each([
    ['a handled click', { defaultPrevented: true }],
    ['the middle button', { button: 1 }],
    ['Cmd (new tab)', { metaKey: true }],
    ['Ctrl (new tab)', { ctrlKey: true }],
    ['Shift (new window)', { shiftKey: true }],
    ['Alt (download)', { altKey: true }],
  ])('is false for %s', (_name, change) => {
    expect(isPlainClick({ ...plain, ...change })).toBe(false);
  });
});
