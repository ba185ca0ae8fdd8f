import { useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { usePortalMessages, type PortalMessages } from '../messages/portal.js';

/** Props of {@link TwoStepDeleteButton}. */
export interface TwoStepDeleteButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'onClick'
> {
  /** Called on the second click. */
  onDelete: () => void;
  /** An icon shown before the label (decorative: hide it from screen readers), e.g. a lucide icon. */
  icon?: ReactNode;
  messages?: Partial<PortalMessages>;
}

/** Styles of the two-step delete button (it also uses `.vk-button`). */
export const twoStepDeleteButtonCss = `
.vk-delete-button[data-step="confirm"] { background: var(--vk-color-danger, #b3261e); border-color: var(--vk-color-danger, #b3261e); color: #fff; }
`;

/**
 * A delete button that asks first (spec 4): the first click changes "Delete" to
 * "Are you sure?", the second click deletes, and moving away (pointer leaves or focus
 * leaves) returns it to "Delete". The step is exposed as `data-step`.
 *
 * @example
 * <TwoStepDeleteButton onDelete={() => client.teams.remove(id)} />
 */
export function TwoStepDeleteButton({
  onDelete,
  icon,
  messages: overrides,
  className,
  onBlur,
  onMouseLeave,
  type = 'button',
  ...rest
}: TwoStepDeleteButtonProps) {
  const [messages] = usePortalMessages(overrides);
  const [confirming, setConfirming] = useState(false);
  return (
    <button
      {...rest}
      type={type}
      className={['vk-button', 'vk-button--secondary', 'vk-delete-button', className]
        .filter(Boolean)
        .join(' ')}
      data-step={confirming ? 'confirm' : 'initial'}
      onClick={() => {
        if (confirming) {
          setConfirming(false);
          onDelete();
        } else {
          setConfirming(true);
        }
      }}
      onBlur={(event) => {
        setConfirming(false);
        onBlur?.(event);
      }}
      onMouseLeave={(event) => {
        setConfirming(false);
        onMouseLeave?.(event);
      }}
    >
      {icon}
      {confirming ? messages.confirmDelete : messages.delete}
    </button>
  );
}
