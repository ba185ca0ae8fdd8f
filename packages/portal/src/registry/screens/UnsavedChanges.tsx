import { useContext, useEffect, useId, useRef } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { Dialog } from '../../app/ui/Dialog.js';

/** The question asked before unsaved changes are thrown away. */
export const UNSAVED_QUESTION = 'You have unsaved changes. Leave this page and lose them?';

/**
 * Protects unsaved changes: while `dirty`, closing or reloading the tab asks
 * the browser's "leave site?" question (beforeunload), and leaving the screen
 * inside the portal (a link, back, the navigation) asks first in a dialog.
 * The in-app question needs the portal's data router; under a plain router
 * (component tests) only the beforeunload part applies.
 */
export function UnsavedChanges({ dirty }: { dirty: boolean }) {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <NavigationGuard dirty={dirty} /> : null;
}

function NavigationGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  const stay = useRef<HTMLButtonElement>(null);
  const uid = useId();
  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (blocked) stay.current?.focus();
  }, [blocked]);
  return (
    <Dialog open={blocked} title="Unsaved changes" onClose={() => blocker.reset?.()}>
      <p id={`${uid}-text`}>{UNSAVED_QUESTION}</p>
      <div className="vkp-form-actions">
        <button
          ref={stay}
          type="button"
          className="vkp-button vkp-primary"
          onClick={() => blocker.reset?.()}
        >
          Stay on this page
        </button>
        <button type="button" className="vkp-button vkp-danger" onClick={() => blocker.proceed?.()}>
          Leave without saving
        </button>
      </div>
    </Dialog>
  );
}
