import { Fragment, type ReactNode } from 'react';
import { markdownText } from './plainFormats.js';
import './placeholders.css';

/**
 * The placeholders a message may hold (`{first_name}`…), filled per recipient when it is
 * sent, and what each is called in words. Staff never read the syntax bare (issue 46):
 * a subject, template or log entry shows each as a labelled token ({@link WithPlaceholders}),
 * a sentence in words as "‹first name›" ({@link placeholderWords}).
 */
export const PLACEHOLDER_WORDS = {
  first_name: 'first name',
  last_name: 'last name',
  email: 'e-mail address',
  organisation: 'organisation name',
} as const;

/** A placeholder's name (`first_name`). */
export type PlaceholderName = keyof typeof PLACEHOLDER_WORDS;

const PLACEHOLDER = /\{(first_name|last_name|email|organisation)\}/g;

/** True when `text` holds a placeholder. */
export function hasPlaceholders(text: string): boolean {
  return new RegExp(PLACEHOLDER.source).test(text);
}

const KEYS = Object.keys(PLACEHOLDER_WORDS) as PlaceholderName[];

/**
 * A message template (markdown with placeholders) as one line of plain text, its placeholders
 * kept intact (the underscores of `{first_name}` are not emphasis): for a table cell.
 */
export function templateText(value: unknown): string {
  if (typeof value !== 'string') return markdownText(value);
  const kept = value.replace(
    PLACEHOLDER,
    (_, key: PlaceholderName) => `\uE000${KEYS.indexOf(key)}\uE001`,
  );
  return markdownText(kept).replace(/\uE000(\d)\uE001/g, (_, i: string) => `{${KEYS[Number(i)]!}}`);
}

/**
 * `text` with each placeholder in words, for a sentence that is only text (a status line, a
 * toast): "Thank you, {first_name}" -> "Thank you, ‹first name›".
 */
export function placeholderWords(text: string): string {
  return text.replace(PLACEHOLDER, (_, key: PlaceholderName) => `‹${PLACEHOLDER_WORDS[key]}›`);
}

/**
 * `text` with each placeholder shown as a token in words ("first name"), read out as "the
 * person's first name" ("organisation name" as it is); the rest as it is.
 *
 * @example
 * <WithPlaceholders text="Hello {first_name}" />  // Hello [first name]
 */
export function WithPlaceholders({ text }: { text: string }): ReactNode {
  if (!hasPlaceholders(text)) return text;
  const parts = text.split(/(\{(?:first_name|last_name|email|organisation)\})/);
  return parts.map((part, i) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1] as PlaceholderName | undefined;
    if (!key || !(key in PLACEHOLDER_WORDS)) return <Fragment key={i}>{part}</Fragment>;
    return (
      <span key={i} className="vkp-token" data-placeholder={key}>
        {key === 'organisation' ? null : <span className="vkp-visually-hidden">the person’s </span>}
        {PLACEHOLDER_WORDS[key]}
      </span>
    );
  });
}
