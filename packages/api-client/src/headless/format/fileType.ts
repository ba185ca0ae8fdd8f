/** The label of a file's kind (spec 3.1 "File type labels"). */
export type FileTypeLabel = 'Image' | 'Video' | 'Audio' | 'PDF' | 'Document';

const LABELS: Readonly<Record<string, FileTypeLabel>> = {
  'image/jpeg': 'Image',
  'image/png': 'Image',
  'image/gif': 'Image',
  'image/bmp': 'Image',
  'image/tiff': 'Image',
  'video/mp4': 'Video',
  'video/quicktime': 'Video',
  'video/x-msvideo': 'Video',
  'video/avi': 'Video',
  'audio/mpeg': 'Audio',
  'application/pdf': 'PDF',
};

/**
 * The label of a media type per the spec's table; anything else is "Document".
 * Case and parameters (`; charset=...`) are ignored.
 *
 * @example
 * fileTypeLabel('image/png');          // "Image"
 * fileTypeLabel('IMAGE/JPEG; q=0.9');  // "Image"
 * fileTypeLabel('image/webp');         // "Document" (not in the table)
 */
export function fileTypeLabel(mediaType: string | null | undefined): FileTypeLabel {
  if (typeof mediaType !== 'string') return 'Document';
  const key = (mediaType.split(';')[0] ?? '').trim().toLowerCase();
  return Object.hasOwn(LABELS, key) ? (LABELS[key] as FileTypeLabel) : 'Document';
}
