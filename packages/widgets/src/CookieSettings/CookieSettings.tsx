import { useId, useState, type FormEvent } from 'react';
import {
  readCookieSettings,
  writeCookieSettings,
  type CookieSettings as CookieSettingsValue,
} from '@volunteerkit/api-client';
import { usePortalMessages, type PortalMessages } from '../messages/portal.js';
import { SaveButton, type SaveButtonState } from '../SaveButton/SaveButton.js';

/** Props of {@link CookieSettings}. */
export interface CookieSettingsProps {
  /** Called after the choices were stored. */
  onSave?: (settings: CookieSettingsValue) => void;
  /** Reads the stored choices. @default readCookieSettings from the api-client */
  read?: () => CookieSettingsValue;
  /** Stores the choices. @default writeCookieSettings from the api-client */
  write?: (settings: CookieSettingsValue) => unknown;
  messages?: Partial<PortalMessages>;
  className?: string;
}

/** Styles of the cookie settings form. */
export const cookieSettingsCss = `
.vk-cookie-settings { border: 1px solid var(--vk-color-border, #8c959f); border-radius: var(--vk-radius, 6px); padding: 1rem; margin: 0; }
.vk-cookie-settings__legend { font-weight: 700; padding: 0 0.25rem; }
.vk-cookie-settings__choice { display: grid; grid-template-columns: auto 1fr; gap: 0 0.5rem; margin-block-end: 0.75rem; }
.vk-cookie-settings__hint { grid-column: 2; color: var(--vk-color-muted, #57606a); font-size: 0.875em; }
`;

/**
 * Cookie settings (spec 2.6 and 3.1): two choices, functional and analytical, both off
 * by default, stored as JSON in the `cookie-settings` cookie when saved. A cookie that
 * cannot be read falls back to both off.
 *
 * @example
 * <CookieSettings onSave={(s) => s.analytical && loadAnalytics()} />
 */
export function CookieSettings({
  onSave,
  read = readCookieSettings,
  write = writeCookieSettings,
  messages: overrides,
  className,
}: CookieSettingsProps) {
  const [messages] = usePortalMessages(overrides);
  const id = useId();
  const [settings, setSettings] = useState<CookieSettingsValue>(() => read());
  const [state, setState] = useState<SaveButtonState>(0);
  const change = (key: keyof CookieSettingsValue, value: boolean) => {
    setSettings((s) => ({ ...s, [key]: value }));
    setState(0);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    write(settings);
    setState(2);
    onSave?.(settings);
  };
  const choice = (key: keyof CookieSettingsValue, label: string, hint: string) => (
    <div className="vk-cookie-settings__choice">
      <input
        id={`${id}-${key}`}
        type="checkbox"
        name={key}
        checked={settings[key]}
        aria-describedby={`${id}-${key}-hint`}
        onChange={(event) => change(key, event.target.checked)}
      />
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <span id={`${id}-${key}-hint`} className="vk-cookie-settings__hint">
        {hint}
      </span>
    </div>
  );
  return (
    <form
      className={['vk-cookie-settings-form', className].filter(Boolean).join(' ')}
      onSubmit={submit}
    >
      <fieldset className="vk-cookie-settings">
        <legend className="vk-cookie-settings__legend">{messages.cookieSettings}</legend>
        {choice('functional', messages.functionalCookies, messages.functionalCookiesHint)}
        {choice('analytical', messages.analyticalCookies, messages.analyticalCookiesHint)}
        <SaveButton state={state} label={messages.saveCookieSettings} messages={overrides} />
      </fieldset>
    </form>
  );
}
