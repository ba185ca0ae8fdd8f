import { StoredFile } from '../../app/ui/StoredFile.js';
import type { ClaimReceipt } from './claims.js';

export { filePath } from '../../app/ui/StoredFile.js';

/**
 * A claim's receipt, read with the signed-in session: an image shows inline
 * (fetched when it scrolls into view); a PDF is a file card with its name and
 * a download (see `StoredFile` for why PDFs are not framed).
 */
export function ReceiptView({
  url,
  name,
  mime,
  label,
}: {
  url: string;
  name: string;
  mime: string;
  /** What the receipt is for ("Travel, £18.60 by Ann Lee"). */
  label: string;
}) {
  if (!url) return <>None attached</>;
  return (
    <StoredFile
      url={url}
      name={name}
      mime={mime}
      label={`Receipt for ${label}`}
      className="vkx-receipt"
    />
  );
}

/** Every receipt of a claim, inline. */
export function ReceiptList({
  receipts,
  label,
}: {
  receipts: readonly ClaimReceipt[];
  label: string;
}) {
  if (receipts.length === 0) return <>None attached</>;
  return (
    <ul className="vkx-receipts">
      {receipts.map((r, i) => (
        <li key={`${r.url}-${i}`}>
          <ReceiptView
            url={r.url}
            name={r.name}
            mime={r.type}
            label={receipts.length > 1 ? `${label} (${i + 1} of ${receipts.length})` : label}
          />
        </li>
      ))}
    </ul>
  );
}
