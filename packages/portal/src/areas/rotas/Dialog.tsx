import { useEffect, useId, useRef, type ReactNode } from 'react';

/** The page element that opened the current chain of dialogs. */
let opener: Element | null = null;

/**
 * A modal dialog on the native `<dialog>` element (focus kept inside, Escape
 * closes, the page behind is inert); focus returns to what opened it.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  wide = false,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const byProp = useRef(false);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // Opened from the page (not from another dialog): remember where to return.
      if (!document.activeElement?.closest('dialog')) opener = document.activeElement;
      dialog.showModal();
      // Start on the first field (a form) rather than on the Close button.
      dialog.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus();
    } else if (!open && dialog.open) {
      byProp.current = true;
      dialog.close();
    }
  }, [open]);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const closed = () => {
      // Closed by the user (Escape, Close): tell the owner. Closed by the owner: it knows.
      if (!byProp.current) onClose();
      byProp.current = false;
      if (document.querySelector('dialog[open]')) return;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
    dialog.addEventListener('close', closed);
    return () => dialog.removeEventListener('close', closed);
  }, [onClose]);
  return (
    <dialog
      ref={ref}
      className={wide ? 'vkr-dialog vkr-dialog-wide' : 'vkr-dialog'}
      aria-labelledby={id}
    >
      {open ? (
        <>
          <div className="vkr-dialog-head">
            <h2 id={id}>{title}</h2>
            <button type="button" className="vkp-button" onClick={() => ref.current?.close()}>
              Close
            </button>
          </div>
          {children}
        </>
      ) : null}
    </dialog>
  );
}
