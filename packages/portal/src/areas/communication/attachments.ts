import { formatFileSize } from '@volunteerkit/api-client/format';
import { ENGLISH_MY_TEXTS, type MyTexts } from '../me/myTexts.js';

/** The largest attachment: the sandbox caps a request body at 5 MiB, form overhead included. */
export const MAX_ATTACHMENT_BYTES = 4.5 * 1024 * 1024;
/** At most this many attachments on one message. */
export const MAX_ATTACHMENTS = 5;

/** The attachment types a message may carry, by MIME type, with the extensions shown to people. */
export const ATTACHMENT_TYPES: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
  'text/plain': 'text',
  'text/csv': 'CSV',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word (.docx)',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel (.xlsx)',
};

const BY_EXTENSION: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  txt: 'text/plain',
  csv: 'text/csv',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The `accept` attribute of the file input. */
export const ATTACHMENT_ACCEPT = [
  ...Object.keys(ATTACHMENT_TYPES),
  ...Object.keys(BY_EXTENSION).map((e) => `.${e}`),
].join(',');

/** What the composer needs of a chosen file. */
export interface FileLike {
  /** File name. */
  name: string;
  /** Size in bytes. */
  size: number;
  /** MIME type as the browser reports it (may be empty). */
  type: string;
}

/** The MIME type of a file: the browser's, else guessed from its extension; '' when unknown. */
export function attachmentType(file: FileLike): string {
  if (file.type && ATTACHMENT_TYPES[file.type]) return file.type;
  const ext = /\.([A-Za-z0-9]{1,8})$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const guessed = BY_EXTENSION[ext] ?? '';
  // A declared type that is not allowed wins over an allowed-looking extension.
  return file.type && file.type !== 'application/octet-stream' ? file.type : guessed;
}

/** Why one file cannot be attached, as a sentence in the words of `t`; `null` when it can. */
export function attachmentError(
  file: FileLike,
  { text, fill }: MyTexts = ENGLISH_MY_TEXTS,
): string | null {
  if (file.size === 0) return fill(text.fileEmpty, { name: file.name });
  if (file.size > MAX_ATTACHMENT_BYTES)
    return fill(text.fileTooLarge, {
      name: file.name,
      size: formatFileSize(file.size),
      max: formatFileSize(MAX_ATTACHMENT_BYTES),
    });
  if (!ATTACHMENT_TYPES[attachmentType(file)])
    return fill(text.fileWrongType, {
      name: file.name,
      types: Object.values(ATTACHMENT_TYPES).join(', '),
    });
  return null;
}

/**
 * Adds `added` to the `current` attachments: the files that can be attached
 * (no duplicates by name and size, at most {@link MAX_ATTACHMENTS}) and a
 * sentence for each one that cannot, in the words of `t`.
 */
export function addAttachments<F extends FileLike>(
  current: readonly F[],
  added: readonly F[],
  t: MyTexts = ENGLISH_MY_TEXTS,
): { files: F[]; errors: string[] } {
  const files = [...current];
  const errors: string[] = [];
  for (const file of added) {
    const error = attachmentError(file, t);
    if (error) errors.push(error);
    else if (files.some((f) => f.name === file.name && f.size === file.size))
      errors.push(t.fill(t.text.fileAlreadyAttached, { name: file.name }));
    else if (files.length >= MAX_ATTACHMENTS)
      errors.push(t.fill(t.text.fileTooMany, { name: file.name, max: MAX_ATTACHMENTS }));
    else files.push(file);
  }
  return { files, errors };
}
