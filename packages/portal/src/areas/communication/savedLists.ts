import { isRecord } from '../../registry/infer.js';
import { SAFE_ID, text } from './records.js';

/** A saved list that can be chosen. */
export interface SavedListOption {
  /** Saved list id. */
  id: string;
  /** Name. */
  name: string;
}

/**
 * The saved lists used by earlier bulk e-mails (the saved-list resource has no
 * list operation, spec 7.11), newest first, once each, plus `extra` (lists
 * created in this visit) in front.
 */
export function savedListsFromHistory(
  bulkEmails: readonly unknown[],
  extra: readonly SavedListOption[] = [],
): SavedListOption[] {
  const seen = new Set<string>();
  const out: SavedListOption[] = [];
  const add = (o: SavedListOption) => {
    if (!SAFE_ID.test(o.id) || seen.has(o.id)) return;
    seen.add(o.id);
    out.push(o);
  };
  extra.forEach(add);
  [...bulkEmails]
    .filter(isRecord)
    .sort((a, b) => Number(b.id) - Number(a.id))
    .forEach((r) =>
      add({
        id: text(r.saved_list_id),
        name: text(r.saved_list_name) || `Saved list ${text(r.saved_list_id)}`,
      }),
    );
  return out;
}

/** "This list reaches 12 people." */
export function reachLabel(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return 'This list reaches no one yet.';
  return `This list reaches ${count} ${count === 1 ? 'person' : 'people'}.`;
}
