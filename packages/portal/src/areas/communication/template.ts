/** The placeholders a bulk e-mail may use; the sandbox fills them per recipient. */
export const PLACEHOLDERS = ['first_name', 'last_name', 'email', 'organisation'] as const;

/** A placeholder name. */
export type Placeholder = (typeof PLACEHOLDERS)[number];

/**
 * Fills the placeholders of a subject or body with text (as the sandbox does
 * when it sends): `{first_name}` becomes the person's first name. The result
 * is markdown source for the allow-list renderer, never HTML to inject.
 */
export function fillPlaceholders(
  template: string,
  values: Partial<Record<Placeholder, string>>,
): string {
  return template.replace(/\{(first_name|last_name|email|organisation)\}/g, (_, key: Placeholder) =>
    String(values[key] ?? ''),
  );
}

/** The bulk e-mail form's limits (the sandbox's, so the client refuses first). */
export const BULK_LIMITS = { subject: 200, body: 20_000, listName: 120 } as const;

/** The fields of the bulk e-mail form. */
export interface BulkEmailDraft {
  /** The saved list's id, '' when none is chosen. */
  savedListId: string;
  /** Subject (may hold placeholders). */
  subject: string;
  /** Body, markdown (may hold placeholders). */
  body: string;
}

/** Field errors of a draft (empty when it can be sent). */
export function draftErrors(draft: BulkEmailDraft): Partial<Record<keyof BulkEmailDraft, string>> {
  const errors: Partial<Record<keyof BulkEmailDraft, string>> = {};
  if (!/^\d{1,15}$/.test(draft.savedListId)) errors.savedListId = 'Choose or create a saved list.';
  if (draft.subject.trim() === '') errors.subject = 'Enter a subject.';
  else if (draft.subject.length > BULK_LIMITS.subject)
    errors.subject = `The subject can have at most ${BULK_LIMITS.subject} characters.`;
  if (draft.body.trim() === '') errors.body = 'Enter the message.';
  else if (draft.body.length > BULK_LIMITS.body)
    errors.body = `The message can have at most ${BULK_LIMITS.body.toLocaleString('en-GB')} characters.`;
  return errors;
}

/** The server's field names mapped to the form's. */
export function serverDraftErrors(
  fieldErrors: Record<string, readonly string[]> | undefined,
): Partial<Record<keyof BulkEmailDraft, string>> {
  const out: Partial<Record<keyof BulkEmailDraft, string>> = {};
  const first = (k: string) => fieldErrors?.[k]?.[0];
  const list = first('saved_list_id');
  if (list) out.savedListId = `Saved list: ${list}.`;
  const subject = first('subject');
  if (subject) out.subject = `Subject ${subject}.`;
  const body = first('body');
  if (body) out.body = `Message ${body}.`;
  return out;
}
