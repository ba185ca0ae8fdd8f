/**
 * Input limits, applied to every request body before any handler:
 *
 * - the body is read from the stream and counted in bytes (chunked bodies too);
 *   past {@link MAX_BODY_BYTES} reading stops and the answer is 413;
 * - a form upload's files together count against the same cap, and a form holds at
 *   most {@link MAX_UPLOAD_FILES} files and {@link MAX_FORM_PARTS} parts (counted in
 *   the raw bytes before the form is parsed, so thousands of tiny parts cannot keep
 *   the server busy): 422 `too_many_files` / `too_many_parts`;
 * - JSON may nest at most {@link MAX_JSON_DEPTH} levels and hold at most
 *   {@link MAX_JSON_NODES} keys and items (422 `body_too_complex`);
 * - strings that read as calendar dates must be real dates (2026-02-30 is 422).
 *
 * @module
 */
import { ApiError, validationError, type FieldErrors } from '../errors.js';
import type { UploadedFile } from '../routes/types.js';

/** The largest body, in bytes (uploads included): 5 MiB. */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;
/** The deepest JSON nesting accepted. */
export const MAX_JSON_DEPTH = 32;
/** The most keys and array items in one JSON body. */
export const MAX_JSON_NODES = 20_000;
/** The most files in one form upload. */
export const MAX_UPLOAD_FILES = 20;
/** The most parts (files and fields) in one form body. */
export const MAX_FORM_PARTS = 200;

/** Counts the parts of a multipart body by its boundary lines, without parsing it. */
export function countParts(bytes: Uint8Array, contentType: string, limit: number): number {
  const m = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = m?.[1] ?? m?.[2];
  if (!boundary) return 0;
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const needle = Buffer.from(`--${boundary}`);
  let count = -1; // the closing delimiter is not a part
  for (
    let at = buffer.indexOf(needle);
    at !== -1;
    at = buffer.indexOf(needle, at + needle.length)
  ) {
    count += 1;
    if (count > limit) break;
  }
  return Math.max(0, count);
}

const tooLarge = () =>
  new ApiError(
    413,
    'payload_too_large',
    `The request body is larger than ${MAX_BODY_BYTES} bytes.`,
    {
      headers: { connection: 'close' },
    },
  );

/** Reads a body stream up to the cap; throws 413 (and stops reading) beyond it. */
export async function readCapped(
  request: Request,
  cap = MAX_BODY_BYTES,
): Promise<Uint8Array<ArrayBuffer>> {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > cap) throw tooLarge();
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > cap) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?=$|[T ])/;

/** True unless a string starts like a calendar date that does not exist. */
export function isPossibleDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return true;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}

/** Checks depth, size and dates of a parsed body; throws 422 with field errors. */
export function checkStructure(body: unknown): void {
  let nodes = 0;
  const dates: FieldErrors = {};
  const walk = (value: unknown, path: string, depth: number): void => {
    if (typeof value === 'string') {
      if (!isPossibleDate(value)) dates[path || 'body'] = ['is not a real calendar date'];
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    if (depth >= MAX_JSON_DEPTH)
      throw new ApiError(
        422,
        'body_too_complex',
        `The body nests deeper than ${MAX_JSON_DEPTH} levels.`,
        {
          errors: { [path || 'body']: [`nests deeper than ${MAX_JSON_DEPTH} levels`] },
        },
      );
    const entries = Array.isArray(value)
      ? value.map((v, i) => [String(i), v] as const)
      : Object.entries(value);
    nodes += entries.length;
    if (nodes > MAX_JSON_NODES)
      throw new ApiError(
        422,
        'body_too_complex',
        `The body holds more than ${MAX_JSON_NODES} keys and items.`,
        {
          errors: { body: [`holds more than ${MAX_JSON_NODES} keys and items`] },
        },
      );
    for (const [k, v] of entries) walk(v, path ? `${path}.${k}` : k, depth + 1);
  };
  walk(body, '', 0);
  if (Object.keys(dates).length > 0) throw validationError(dates);
}

/** Reads and checks the body of a POST or PUT request. */
export async function readBody(
  request: Request,
): Promise<{ body: unknown; files: UploadedFile[] }> {
  const method = request.method;
  if (method !== 'POST' && method !== 'PUT') return { body: undefined, files: [] };
  const bytes = await readCapped(request);
  const type = request.headers.get('content-type') ?? '';
  if (
    type.startsWith('multipart/form-data') ||
    type.startsWith('application/x-www-form-urlencoded')
  ) {
    if (
      type.startsWith('multipart/form-data') &&
      countParts(bytes, type, MAX_FORM_PARTS) > MAX_FORM_PARTS
    )
      throw new ApiError(422, 'too_many_parts', `A form holds at most ${MAX_FORM_PARTS} parts.`, {
        errors: { body: [`holds more than ${MAX_FORM_PARTS} parts`] },
      });
    let form: FormData;
    try {
      form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
    } catch {
      throw new ApiError(400, 'malformed_body', 'The form body could not be read.', {
        errors: { body: ['is not a valid form'] },
      });
    }
    const body: Record<string, unknown> = {};
    const files: UploadedFile[] = [];
    for (const [field, value] of form) {
      if (typeof value === 'string') body[field] = value;
      else {
        const content = new Uint8Array(await value.arrayBuffer());
        files.push({
          field,
          name: value.name || 'file',
          type: value.type,
          size: content.length,
          content,
        });
      }
    }
    if (files.length > MAX_UPLOAD_FILES)
      throw new ApiError(
        422,
        'too_many_files',
        `An upload holds at most ${MAX_UPLOAD_FILES} files.`,
        { errors: { files: [`at most ${MAX_UPLOAD_FILES} files per upload`] } },
      );
    checkStructure(body);
    return { body, files };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError(400, 'malformed_body', 'The request body is not valid UTF-8.', {
      errors: { body: ['is not valid UTF-8'] },
    });
  }
  if (text.trim() === '') return { body: undefined, files: [] };
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'malformed_json', 'The request body is not valid JSON.', {
      errors: { body: ['is not valid JSON'] },
    });
  }
  checkStructure(body);
  return { body, files: [] };
}
