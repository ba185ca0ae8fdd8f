import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { usePortalMessages, type PortalMessages } from '../messages/portal.js';

/** The save button's states (spec 4): 0 ready, 1 saving, 2 saved. */
export type SaveButtonState = 0 | 1 | 2;

/** Props of {@link SaveButton}. */
export interface SaveButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'disabled'
> {
  /**
   * 0 shows the label and is enabled; 1 shows a spinner and is disabled; 2 shows
   * "Saved!" (or `savedLabel`) and is disabled.
   * @default 0
   */
  state?: SaveButtonState;
  /** The label in state 0. @default messages.save ("Save") */
  label?: string;
  /** The label in state 2. @default messages.saved ("Saved!") */
  savedLabel?: string;
  /** Disables the button in state 0 too. @default false */
  disabled?: boolean;
  /** An icon shown before the label (decorative: hide it from screen readers), e.g. a lucide icon. */
  icon?: ReactNode;
  messages?: Partial<PortalMessages>;
}

/** Styles of the save button and the shared spinner (class prefix `vk-`). */
export const saveButtonCss = `
.vk-button { display: inline-flex; align-items: center; gap: var(--vk-space, 0.5rem); min-height: 2.25rem; padding: 0 1rem; border: 1px solid var(--vk-color-primary, #0b5cad); border-radius: var(--vk-radius, 6px); background: var(--vk-color-primary, #0b5cad); color: var(--vk-color-primary-text, #fff); font: inherit; cursor: pointer; }
.vk-button:focus-visible { outline: 3px solid var(--vk-color-focus, #ffbf47); outline-offset: 2px; }
.vk-button:disabled, .vk-button[aria-disabled="true"] { cursor: not-allowed; opacity: 0.75; }
.vk-button--secondary { background: var(--vk-color-bg, #fff); color: var(--vk-color-primary, #0b5cad); }
.vk-button--danger { background: var(--vk-color-danger, #b3261e); border-color: var(--vk-color-danger, #b3261e); color: #fff; }
.vk-spinner { display: inline-block; width: 1em; height: 1em; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%; animation: vk-spin 0.8s linear infinite; }
@media (prefers-reduced-motion: reduce) { .vk-spinner { animation-duration: 2.4s; } }
@keyframes vk-spin { to { transform: rotate(360deg); } }
.vk-visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
`;

/**
 * A save button with a loading and a saved state (spec 4): state 0 shows its label
 * and is enabled, 1 a spinner (disabled, `aria-busy`), 2 "Saved!" or a custom label
 * (disabled). The state is exposed as `data-state`.
 *
 * @example
 * <SaveButton state={saving ? 1 : saved ? 2 : 0} onClick={save} />
 */
export function SaveButton({
  state = 0,
  label,
  savedLabel,
  disabled = false,
  icon,
  messages: overrides,
  className,
  type = 'submit',
  ...rest
}: SaveButtonProps) {
  const [messages] = usePortalMessages(overrides);
  return (
    <button
      {...rest}
      type={type}
      className={['vk-button', 'vk-save-button', className].filter(Boolean).join(' ')}
      disabled={state !== 0 || disabled}
      aria-busy={state === 1 ? true : undefined}
      data-state={state}
    >
      {state === 1 ? (
        <>
          <span className="vk-spinner" aria-hidden="true" />
          <span className="vk-visually-hidden">{messages.saving}</span>
        </>
      ) : (
        <>
          {icon}
          {state === 2 ? (savedLabel ?? messages.saved) : (label ?? messages.save)}
        </>
      )}
    </button>
  );
}
