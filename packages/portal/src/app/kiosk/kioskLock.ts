/**
 * The check-in kiosk's lock: a tablet at the base, signed in as a staff member and left
 * for volunteers, shows the kiosk only (no navigation, no other screen) until a staff
 * member leaves kiosk mode with their password. Kept in `localStorage` for this browser
 * and the person who locked it, as their session is: a reload, a new tab or the browser
 * reopened is still locked (a volunteer who closed the tab would otherwise reopen the
 * portal signed in as staff, unlocked); it does not hold for anyone else signed in here.
 *
 * @module
 */
import { useSyncExternalStore } from 'react';

/** The `localStorage` key of the lock (its value: the id of the person who locked it). */
export const KIOSK_LOCK_KEY = 'vkp:kiosk-lock';
/** The kiosk's path: the only screen a locked tab shows. */
export const KIOSK_PATH = '/kiosk';

const CHANGE = 'vkp:kiosk-lock-change';

function read(): string | null {
  try {
    return localStorage.getItem(KIOSK_LOCK_KEY);
  } catch {
    return null;
  }
}

function write(value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(KIOSK_LOCK_KEY);
    else localStorage.setItem(KIOSK_LOCK_KEY, value);
  } catch {
    // Storage blocked: the lock lasts as long as this page (below).
  }
  memory = value;
  window.dispatchEvent(new Event(CHANGE));
}

// Where storage is blocked, the lock still holds for the page's life.
let memory: string | null = null;

/** Locks this tab to the kiosk for `userId` (the staff member signed in). */
export function lockKiosk(userId: string): void {
  write(userId);
}

/** Ends kiosk mode in this tab. */
export function unlockKiosk(): void {
  write(null);
}

function subscribe(listener: () => void): () => void {
  // This tab's changes, and another tab's (the `storage` event).
  window.addEventListener(CHANGE, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGE, listener);
    window.removeEventListener('storage', listener);
  };
}

const snapshot = () => read() ?? memory;

/**
 * Whether this tab is locked to the kiosk for `userId`. A lock of someone else (another
 * person signed in on this tab since) does not hold.
 */
export function useKioskLocked(userId: string | null | undefined): boolean {
  const locked = useSyncExternalStore(subscribe, snapshot, () => null);
  return !!userId && locked === userId;
}
