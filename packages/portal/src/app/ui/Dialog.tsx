import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useShellText } from '../shell/useShellText.js';
import './ui.css';

/** The page element that opened the current chain of dialogs. */
let opener: Element | null = null;

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Heading (also the dialog's accessible name). */
  title: string;
  /** Called when the user closes it (Escape, the Close button). */
  onClose: () => void;
  /** The body. */
  children: ReactNode;
  /** A wider dialog (forms with two columns, lists). @default false */
  wide?: boolean;
  /** Extra class names (an area's own styling). */
  className?: string;
  /** Where it sits: centred, or a drawer along the left or right edge. @default 'center' */
  placement?: 'center' | 'left' | 'right';
  /** A CSS selector for the element to focus on opening; default the first field. */
  initialFocus?: string;
}

/**
 * A modal dialog on the native `<dialog>` element (focus kept inside, Escape
 * closes, the page behind is inert); focus starts on the first field and
 * returns to what opened it. Nested dialogs return focus to the page only when
 * the last one closes.
 *
 * @example
 * <Dialog open={open} title="Add shift" onClose={() => setOpen(false)}>…</Dialog>
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  wide = false,
  className,
  placement = 'center',
  initialFocus = 'input:not([type="hidden"]), select, textarea',
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const byProp = useRef(false);
  const id = useId();
  const closeText = useShellText().text.close;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // Opened from the page (not from another dialog): remember where to return.
      if (!document.activeElement?.closest('dialog')) opener = document.activeElement;
      dialog.showModal();
      // Start on the first field (a form) rather than on the Close button.
      dialog.querySelector<HTMLElement>(initialFocus)?.focus();
    } else if (!open && dialog.open) {
      byProp.current = true;
      dialog.close();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the focus target is read when opening
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
  const classes = ['vkp-dialog', `vkp-dialog-${placement}`];
  if (wide) classes.push('vkp-dialog-wide');
  if (className) classes.push(className);
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on a drawer's backdrop closes it (Escape does the same by keyboard)
    <dialog
      ref={ref}
      className={classes.join(' ')}
      aria-labelledby={id}
      onClick={(event) => {
        if (placement !== 'center' && event.target === ref.current) ref.current.close();
      }}
    >
      {open ? (
        <div className="vkp-dialog-inner">
          <div className="vkp-dialog-head">
            <h2 id={id}>{title}</h2>
            <button type="button" className="vkp-button" onClick={() => ref.current?.close()}>
              {closeText}
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
