/**
 * The profile photo before it is sent (issue 49): the types and size accepted
 * (the server checks both again, by the file's first bytes), and the square
 * crop from the image's centre made in a canvas.
 *
 * @module
 */

/** The image types accepted. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The largest file accepted, in bytes (2 MiB, as the server). */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

/** The side of the square photo sent, in pixels. */
export const PHOTO_SIDE = 512;

/** Why a chosen file cannot be a photo: its type, or its size; undefined when it can. */
export function photoProblem(file: {
  type: string;
  size: number;
}): { kind: 'type' } | { kind: 'size'; size: string } | undefined {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return { kind: 'type' };
  if (file.size > MAX_PHOTO_BYTES)
    return { kind: 'size', size: `${(file.size / (1024 * 1024)).toFixed(1)} MB` };
  return undefined;
}

/** The largest centred square of a `width` × `height` image: its left, top and side. */
export function centreSquare(
  width: number,
  height: number,
): { x: number; y: number; side: number } {
  const side = Math.min(width, height);
  return { x: Math.floor((width - side) / 2), y: Math.floor((height - side) / 2), side };
}

/**
 * The image cropped to a square from its centre, scaled to at most
 * {@link PHOTO_SIDE} pixels, as a JPEG (transparent parts white). Rejects when
 * the browser cannot decode the file.
 */
export async function squarePhoto(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    const { x, y, side } = centreSquare(bitmap.width, bitmap.height);
    const out = Math.min(side, PHOTO_SIDE);
    const canvas = document.createElement('canvas');
    canvas.width = out;
    canvas.height = out;
    const context = canvas.getContext('2d');
    if (!context || side === 0) throw new Error('The image could not be drawn.');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, out, out);
    context.drawImage(bitmap, x, y, side, side, 0, 0, out, out);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded.'))),
        'image/jpeg',
        0.9,
      ),
    );
  } finally {
    bitmap.close();
  }
}
