import { useEffect, useRef, useState } from 'react';
import { useServices } from '../../app/services.js';
import { downloadBlob } from '../../app/download.js';
import { errorMessage } from '../../app/states.js';
import type { ClaimReceipt } from './claims.js';

/** The API path of a stored file's URL (`/api/_files/<token>` → `_files/<token>`), or null. */
export function filePath(url: string): string | null {
  return /\/api\/(_files\/[A-Za-z0-9_-]{8,128})$/.exec(url)?.[1] ?? null;
}

/**
 * A claim's receipt, read with the signed-in session: an image shows inline
 * (fetched when it scrolls into view); a PDF, which the portal's security
 * policy does not frame, downloads by its name.
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
  const { http } = useServices();
  const [src, setSrc] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Without IntersectionObserver (old browsers, tests), every image loads at once.
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  const box = useRef<HTMLSpanElement>(null);
  const path = filePath(url);
  const pdf = mime === 'application/pdf' || /\.pdf$/i.test(name);

  useEffect(() => {
    const el = box.current;
    if (!el || pdf || !path || typeof IntersectionObserver === 'undefined') return;
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setVisible(true);
        seen.disconnect();
      }
    });
    seen.observe(el);
    return () => seen.disconnect();
  }, [pdf, path]);

  useEffect(() => {
    if (!visible || pdf || !path) return;
    const controller = new AbortController();
    let made: string | null = null;
    http
      .request<Blob>({ method: 'GET', path, response: 'binary', signal: controller.signal })
      .then((blob) => {
        made = URL.createObjectURL(blob);
        setSrc(made);
      })
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setProblem(errorMessage(e));
      });
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [visible, pdf, path, http]);

  if (!path) return <>None attached</>;
  if (pdf)
    return (
      <button
        type="button"
        className="vkp-button vkp-link-button"
        onClick={() => {
          http
            .request<Blob>({ method: 'GET', path, response: 'binary' })
            .then((blob) => downloadBlob(blob, name))
            .catch((e: unknown) => setProblem(errorMessage(e)));
        }}
      >
        Download {name}
        <span className="vkp-visually-hidden">(PDF receipt for {label})</span>
        {problem ? <span role="alert"> {problem}</span> : null}
      </button>
    );
  return (
    <span ref={box} className="vkx-receipt">
      {problem ? (
        <span role="alert">{problem}</span>
      ) : src ? (
        <img src={src} alt={`Receipt for ${label}`} />
      ) : (
        <span className="vkx-receipt-loading">Loading the receipt…</span>
      )}
    </span>
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
