import { useEffect, useRef, useState } from 'react';
import { useServices } from '../services.js';
import { downloadBlob } from '../download.js';
import { errorMessage } from '../states.js';
import './storedFile.css';

/** The API path of a stored file's URL (`/api/_files/<token>` → `_files/<token>`), or null. */
export function filePath(url: string): string | null {
  return /\/api\/(_files\/[A-Za-z0-9_-]{8,128})$/.exec(url)?.[1] ?? null;
}

/** A file size in words ("84 KB", "1.2 MB"); '' when unknown. */
export function sizeWords(bytes: number | null | undefined): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The kind of a file in words, from its media type or name ("PDF document", "PNG image"). */
export function kindWords(mime: string, name: string): string {
  const ext = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  if (mime === 'application/pdf' || ext === 'pdf') return 'PDF document';
  if (mime.startsWith('image/') || ['png', 'jpg', 'jpeg', 'gif', 'webp'].includes(ext))
    return `${(mime.slice(6) || ext).replace('jpeg', 'JPEG').toUpperCase()} image`;
  return ext ? `${ext.toUpperCase()} file` : 'File';
}

/**
 * A stored file (`/api/_files/…`), read with the signed-in session: an image
 * shows inline, fetched when it scrolls into view, with a download button; any
 * other file (a PDF) is a file card (its kind, name and size) with a download
 * button. PDFs are not framed: the files need the session's bearer token,
 * which a frame cannot send, and the portal's security policy allows no
 * plugins (`object-src 'none'`); see the portal README, "Security headers".
 */
export function StoredFile({
  url,
  name,
  mime,
  size,
  label,
  className,
}: {
  url: string;
  /** The file's name (the download's name). */
  name: string;
  /** Its media type ('' when unknown). */
  mime: string;
  /** Its size in bytes, when known. */
  size?: number | null;
  /** What the file is, in words ("Receipt for Travel, £18.60 by Ann Lee", "Proof of identity of Ann Lee"). */
  label: string;
  /** A class beside `vkf-file` (the screen's own styling hook). */
  className?: string;
}) {
  const { http } = useServices();
  const [src, setSrc] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Without IntersectionObserver (old browsers, tests), every image loads at once.
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  const box = useRef<HTMLDivElement>(null);
  const path = filePath(url);
  const image = mime.startsWith('image/') || (!mime && /\.(png|jpe?g|gif|webp)$/i.test(name ?? ''));

  useEffect(() => {
    const el = box.current;
    if (!el || !image || !path || typeof IntersectionObserver === 'undefined') return;
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setVisible(true);
        seen.disconnect();
      }
    });
    seen.observe(el);
    return () => seen.disconnect();
  }, [image, path]);

  useEffect(() => {
    if (!visible || !image || !path) return;
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
  }, [visible, image, path, http]);

  if (!path) return <span className="vkf-file-none">Not available</span>;
  const about = [kindWords(mime, name), sizeWords(size)].filter(Boolean).join(', ');
  return (
    <div
      ref={box}
      className={className ? `vkf-file ${className}` : 'vkf-file'}
      data-kind={image ? 'image' : 'document'}
    >
      {image ? (
        src ? (
          <img src={src} alt={label} />
        ) : problem ? null : (
          <span className="vkf-file-loading">Loading the image…</span>
        )
      ) : (
        <span className="vkf-file-icon" aria-hidden="true">
          {kindWords(mime, name).startsWith('PDF') ? 'PDF' : 'FILE'}
        </span>
      )}
      <span className="vkf-file-text">
        <span className="vkf-file-name">{name}</span>
        {about ? <span className="vkf-file-about">{about}</span> : null}
        <button
          type="button"
          className="vkp-button vkp-link-button"
          onClick={() => {
            setProblem(null);
            http
              .request<Blob>({ method: 'GET', path, response: 'binary' })
              .then((blob) => downloadBlob(blob, name))
              .catch((e: unknown) => setProblem(errorMessage(e)));
          }}
        >
          Download
          <span className="vkp-visually-hidden">
            {' '}
            {name} ({label})
          </span>
        </button>
        {problem ? <span role="alert">{problem}</span> : null}
      </span>
    </div>
  );
}
