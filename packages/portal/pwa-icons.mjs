// The portal's app icons (issue 48), drawn at build time as PNGs: a white tick in a circle
// on the portal's primary blue. "any" icons keep a rounded square with transparent corners;
// the maskable one fills the square and keeps the mark inside the central 80 % safe zone
// (a launcher may crop it to a circle). Pure Node (zlib), no image library.
import { deflateSync } from 'node:zlib';

const BLUE = [0x0b, 0x5c, 0xad];
const WHITE = [0xff, 0xff, 0xff];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function png(size, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // no filter
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Distance from p to the segment a-b (all in unit coordinates). */
function segmentDistance(px, py, ax, ay, bx, by) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}

/**
 * One icon as a PNG.
 * @param {number} size pixels per side
 * @param {boolean} maskable full-bleed background, mark within the safe zone
 */
export function drawIcon(size, maskable) {
  const rgba = Buffer.alloc(size * size * 4);
  const scale = maskable ? 0.62 : 0.8; // the mark's circle, as a share of the square
  const ss = 4; // supersampling per axis
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      let bg = 0;
      let mark = 0;
      for (let sy = 0; sy < ss; sy++)
        for (let sx = 0; sx < ss; sx++) {
          const u = (x + (sx + 0.5) / ss) / size; // 0..1
          const v = (y + (sy + 0.5) / ss) / size;
          // Background: the full square (maskable) or a rounded square (radius 22 %).
          let inBg = true;
          if (!maskable) {
            const r = 0.22;
            const cx = Math.min(Math.max(u, r), 1 - r);
            const cy = Math.min(Math.max(v, r), 1 - r);
            inBg = Math.hypot(u - cx, v - cy) <= r;
          }
          if (!inBg) continue;
          bg++;
          // The mark: a ring and a tick, centred, in unit coordinates of the circle.
          const cu = (u - 0.5) / (scale / 2);
          const cv = (v - 0.5) / (scale / 2);
          const d = Math.hypot(cu, cv);
          const ring = Math.abs(d - 0.86) <= 0.09;
          const tick =
            Math.min(
              segmentDistance(cu, cv, -0.42, 0.02, -0.12, 0.34),
              segmentDistance(cu, cv, -0.12, 0.34, 0.46, -0.3),
            ) <= 0.11;
          if (ring || tick) mark++;
        }
      const n = ss * ss;
      const i = (y * size + x) * 4;
      const m = bg ? mark / bg : 0;
      for (let c = 0; c < 3; c++) rgba[i + c] = Math.round(BLUE[c] * (1 - m) + WHITE[c] * m);
      rgba[i + 3] = Math.round((bg / n) * 255);
    }
  return png(size, rgba);
}

/** The icons the web manifest names: file name -> PNG bytes. */
export function portalIcons() {
  return {
    'icons/icon-192.png': drawIcon(192, false),
    'icons/icon-512.png': drawIcon(512, false),
    'icons/maskable-512.png': drawIcon(512, true),
    'icons/apple-touch-icon.png': drawIcon(180, true),
  };
}

/** A Vite plugin that emits {@link portalIcons} into the build. */
export function portalIconsPlugin() {
  return {
    name: 'volunteerkit-portal-icons',
    apply: 'build',
    generateBundle() {
      for (const [fileName, source] of Object.entries(portalIcons()))
        this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
