// The profile photo's checks before it is sent, and its centred square (issue 49).
import { expect, it } from 'vitest';
import { centreSquare, MAX_PHOTO_BYTES, photoProblem } from './photo.js';

it('accepts a JPEG, PNG or WebP image of at most 2 MB, and says why another is refused', () => {
  expect(photoProblem({ type: 'image/png', size: 1000 })).toBeUndefined();
  expect(photoProblem({ type: 'image/webp', size: MAX_PHOTO_BYTES })).toBeUndefined();
  expect(photoProblem({ type: 'image/gif', size: 1000 })).toEqual({ kind: 'type' });
  expect(photoProblem({ type: 'image/svg+xml', size: 10 })).toEqual({ kind: 'type' });
  expect(photoProblem({ type: 'image/jpeg', size: 3 * 1024 * 1024 })).toEqual({
    kind: 'size',
    size: '3.0 MB',
  });
});

it('crops the largest square from the centre', () => {
  expect(centreSquare(400, 300)).toEqual({ x: 50, y: 0, side: 300 });
  expect(centreSquare(300, 401)).toEqual({ x: 0, y: 50, side: 300 });
  expect(centreSquare(64, 64)).toEqual({ x: 0, y: 0, side: 64 });
});
