/**
 * Saving files in the browser.
 *
 * @module
 */

/**
 * Saves a file as a download (through a `blob:` link, which the portal's CSP allows);
 * the link's URL is released a few seconds later, even when the click fails.
 *
 * @example
 * downloadBlob(await api.rota.pdf(params, query), 'rota.pdf');
 */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
