import { useEffect, useState } from 'react';
import { useServices } from '../../app/services.js';
import { downloadBlob } from '../../app/download.js';
import { errorMessage } from '../../app/states.js';

/** The API path of a stored file's URL (`/api/_files/<token>` → `_files/<token>`), or null. */
export function filePath(url: string): string | null {
  return /\/api\/(_files\/[A-Za-z0-9_-]{8,128})$/.exec(url)?.[1] ?? null;
}

/**
 * A claim's receipt, read with the signed-in session when opened: an image shows
 * inline; a PDF (which the portal does not frame) downloads by its name.
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
  const [open, setOpen] = useState(false);
  const [src, setSrc] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const path = filePath(url);
  const pdf = mime === 'application/pdf' || /\.pdf$/i.test(name);

  useEffect(() => {
    if (!open || pdf || !path) return;
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
  }, [open, pdf, path, http]);

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
        Download PDF receipt<span className="vkp-visually-hidden"> for {label}</span>
        {problem ? <span role="alert"> {problem}</span> : null}
      </button>
    );
  return (
    <details className="vkx-receipt" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        View receipt<span className="vkp-visually-hidden"> for {label}</span>
      </summary>
      {problem ? (
        <p role="alert">{problem}</p>
      ) : src ? (
        <img src={src} alt={`Receipt for ${label}`} />
      ) : (
        <p>Loading the receipt…</p>
      )}
    </details>
  );
}
