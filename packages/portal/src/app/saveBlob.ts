/**
 * Saves a blob as a download in the browser: a `blob:` link (the portal's CSP
 * allows it) clicked once, its URL released after `keepMs` so a slow browser
 * can still read it.
 *
 * @example
 * saveBlob(await api.rota.pdf(params, query), 'rota-4-2026-11-23-week.pdf');
 */
export function saveBlob(blob: Blob, fileName: string, keepMs = 10_000): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), keepMs);
  }
}
