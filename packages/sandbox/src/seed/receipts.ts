/**
 * Receipts on some of the demo's pending expense claims, so that the approval
 * queue shows receipts inline: small real files (a PNG photo of a till slip and
 * a one-page PDF), stored like uploaded receipts (authz/files.ts) and named by
 * the claim (`receipts`, `receipt_url`).
 *
 * @module
 */
import { deflateSync } from 'node:zlib';
import { storeBlob } from '../authz/files.js';
import { named } from '../store/collections.js';
import type { SeedContext } from './context.js';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A greyscale PNG of a till receipt: a paper slip with printed lines and a bold total. */
export function receiptPng(seed: number): Uint8Array {
  const width = 180;
  const height = 260;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(width + 1, 0xff);
    row[0] = 0; // no filter
    const line = Math.floor((y - 20) / 14);
    const inLine = y >= 20 && (y - 20) % 14 < 6 && line < 14;
    for (let x = 1; x <= width; x++) {
      const edge = x < 10 || x > width - 10;
      let v = edge ? 0xd8 : 0xfb;
      if (inLine && !edge) {
        const length = line === 12 ? 150 : 60 + ((line * 37 + seed * 11) % 90);
        if (x > 18 && x < 18 + length) v = line === 12 ? 0x20 : 0x70;
        if (line !== 12 && x > width - 50 && x < width - 18) v = 0x60;
      }
      row[x] = v;
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** A one-page PDF receipt with its lines of text (ASCII). */
export function receiptPdf(lines: readonly string[]): Uint8Array {
  const text = lines
    .map((l, i) => `BT /F1 11 Tf 40 ${760 - i * 18} Td (${l.replace(/[()\\]/g, '')}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 800] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Attaches a receipt to the first `count` pending claims (PNG and PDF in turn). */
export function seedReceipts(ctx: SeedContext, count = 8): void {
  const pending = ctx.store
    .all(named('claims'))
    .filter((c) => c.status === 'pending')
    .slice(0, count);
  pending.forEach((claim, i) => {
    const amount = Number(claim.amount).toFixed(2);
    const pdf = i % 2 === 1;
    const file = pdf
      ? {
          name: `receipt-${claim.id}.pdf`,
          type: 'application/pdf',
          content: receiptPdf([
            'VolunteerKit demo receipt',
            `${String(claim.expense_type ?? 'Expense')}`,
            `Date: ${String(claim.submitted_at ?? '').slice(0, 10)}`,
            `Total: GBP ${amount}`,
          ]),
        }
      : { name: `receipt-${claim.id}.png`, type: 'image/png', content: receiptPng(claim.id) };
    const { url } = storeBlob(
      ctx.db,
      file,
      named('users.expenses'),
      { userId: String(claim.user_id) },
      'http://127.0.0.1',
    );
    ctx.store.update(named('claims'), {}, claim.id, {
      receipts: [{ file_name: file.name, mime_type: file.type, size: file.content.length, url }],
      receipt_url: url,
    });
  });
}
