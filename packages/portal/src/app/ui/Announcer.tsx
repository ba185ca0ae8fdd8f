import { useCallback, useEffect, useRef, useState } from 'react';
import { showNearControl } from './nearControl.js';
import './ui.css';

/**
 * A polite live region for the purpose-built screens: every change (a shift saved, a
 * person assigned, the week moved) is announced to screen readers and shown as
 * a status line, and on a phone beside the control pressed (`showNearControl`). A pending
 * announcement is dropped when the screen unmounts.
 */
export function useAnnouncer(): { announce: (text: string) => void; message: string } {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const announce = useCallback((text: string) => {
    // Clear first so the same sentence twice is read twice.
    setMessage('');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setMessage(text);
      // On a phone, also beside the control pressed (the status line reads it out).
      showNearControl(text, 'info', { mirrored: true });
    }, 60);
  }, []);
  // A timer left running after unmount would set state on a gone screen (and, in a
  // test, fire after the DOM was torn down).
  useEffect(() => () => clearTimeout(timer.current), []);
  return { announce, message };
}

/** The visible status line that is also the live region. */
export function StatusLine({ message }: { message: string }) {
  return (
    <p className="vkr-status" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );
}
