/**
 * Form drafts kept in this tab's session storage (a form's typed values survive a
 * reload; sign-out forgets them all). A module of its own (type imports only), so
 * the sign-in screen (which clears drafts on sign-out) does not carry the
 * registry's field machinery and the catalogue on the first screen.
 *
 * @module
 */
import type { AnyRecord } from '../infer.js';

const DRAFT_PREFIX = 'vk-portal-draft:';

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** The saved draft of a form, if any (kept in this tab's session storage only). */
export function readDraft(key: string): AnyRecord | null {
  try {
    const text = storage()?.getItem(DRAFT_PREFIX + key);
    if (!text) return null;
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as AnyRecord)
      : null;
  } catch {
    return null;
  }
}

/** Saves (or with `null`, forgets) a form's draft. */
export function writeDraft(key: string, values: AnyRecord | null): void {
  try {
    if (values === null) storage()?.removeItem(DRAFT_PREFIX + key);
    else storage()?.setItem(DRAFT_PREFIX + key, JSON.stringify(values));
  } catch {
    // storage full or unavailable: the form still works, only without a draft
  }
}

/** Forgets every draft (on sign-out, so the next user never sees them). */
export function clearDrafts(): void {
  const s = storage();
  if (!s) return;
  try {
    for (let i = s.length - 1; i >= 0; i--) {
      const k = s.key(i);
      if (k?.startsWith(DRAFT_PREFIX)) s.removeItem(k);
    }
  } catch {
    // ignore
  }
}
