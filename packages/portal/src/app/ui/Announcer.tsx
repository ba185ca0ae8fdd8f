import { useCallback, useRef, useState } from 'react';

/**
 * A polite live region for the purpose-built screens: every change (a shift saved, a
 * person assigned, the week moved) is announced to screen readers and shown as
 * a status line.
 */
export function useAnnouncer(): { announce: (text: string) => void; message: string } {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const announce = useCallback((text: string) => {
    // Clear first so the same sentence twice is read twice.
    setMessage('');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(text), 60);
  }, []);
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
