/**
 * Reading QR codes from the kiosk's camera (issue 48): the browser's `BarcodeDetector`
 * where it has one that reads QR codes (Chromium on Android and ChromeOS, Safari 17+ on
 * some platforms), and elsewhere (Firefox, most desktop browsers) jsQR, a pure JavaScript
 * decoder with no WebAssembly or files to fetch, so it works offline from the service
 * worker's copy. jsQR is loaded only when the camera starts without a detector: its lazy
 * chunk is not part of the first screen. Each frame is drawn to a canvas, scaled down to
 * at most {@link MAX_SIDE} pixels, and its pixels decoded.
 *
 * @module
 */

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

/** The longest side of a frame given to jsQR (larger frames cost time, not accuracy). */
export const MAX_SIDE = 640;

/** Reads the QR code in one frame of the video, or null. */
export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

/** Which decoder reads the frames. */
export type DecoderKind = 'native' | 'library';

/** The browser's detector when it reads QR codes, else undefined. */
async function nativeDetector(): Promise<BarcodeDetectorLike | undefined> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return undefined;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : undefined;
  } catch {
    return undefined;
  }
}

/** The size a frame of `width` × `height` is drawn at for the decoder. */
export function frameSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height, 1));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** A reader of frames with jsQR (loaded now, as its own chunk). */
export async function libraryReader(): Promise<FrameReader> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return (video) => {
    if (!context || !video.videoWidth || !video.videoHeight) return Promise.resolve(null);
    const { width, height } = frameSize(video.videoWidth, video.videoHeight);
    canvas.width = width;
    canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    const pixels = context.getImageData(0, 0, width, height);
    const found = jsQR(pixels.data, width, height, { inversionAttempts: 'attemptBoth' });
    return Promise.resolve(found?.data || null);
  };
}

/**
 * The frame reader for this browser: its `BarcodeDetector` when it reads QR codes, else
 * jsQR (lazily loaded). `prefer: 'library'` takes jsQR whatever the browser has.
 */
export async function frameReader(
  prefer?: DecoderKind,
): Promise<{ kind: DecoderKind; read: FrameReader }> {
  const native = prefer === 'library' ? undefined : await nativeDetector();
  if (native)
    return {
      kind: 'native',
      read: async (video) => (await native.detect(video).catch(() => []))[0]?.rawValue ?? null,
    };
  return { kind: 'library', read: await libraryReader() };
}
