import { PLACEHOLDER_WORDS, type PlaceholderName } from '../../presentation/placeholders.js';
import { PLACEHOLDERS } from './template.js';
import { ActionIcon } from '../../app/ui/ActionIcon.js';

/**
 * What a message may fill in per person, as buttons in words ("First name"…) that put the
 * placeholder where the caret is in the message box (`{first_name}`, filled when it is sent),
 * instead of a list of the syntax for staff to copy (issue 46). The preview beside the box
 * shows a sample person's values.
 */
export function InsertPlaceholder({
  id,
  target,
  value,
  onChange,
}: {
  /** The hint's id (the message box's `aria-describedby`). */
  id: string;
  /** The id of the message box (a textarea or input). */
  target: string;
  /** The message box's text. */
  value: string;
  /** Sets the message box's text. */
  onChange: (next: string) => void;
}) {
  const insert = (key: PlaceholderName) => {
    const box = document.getElementById(target) as HTMLTextAreaElement | HTMLInputElement | null;
    const token = `{${key}}`;
    const start = box?.selectionStart ?? value.length;
    const end = box?.selectionEnd ?? value.length;
    onChange(value.slice(0, start) + token + value.slice(end));
    // Back in the box, the caret after what was put in.
    requestAnimationFrame(() => {
      if (!box?.isConnected) return;
      box.focus();
      box.setSelectionRange(start + token.length, start + token.length);
    });
  };
  return (
    <div className="vkc-insert" role="group" aria-labelledby={id}>
      <p id={id} className="vkc-meta">
        Filled in for each person (insert at the cursor):
      </p>
      {PLACEHOLDERS.map((key) => (
        <button
          key={key}
          type="button"
          className="vkp-button vkc-insert-button"
          onClick={() => insert(key)}
        >
          <ActionIcon action="add" />
          <span className="vkp-visually-hidden">Insert their </span>
          {PLACEHOLDER_WORDS[key]}
        </button>
      ))}
    </div>
  );
}
