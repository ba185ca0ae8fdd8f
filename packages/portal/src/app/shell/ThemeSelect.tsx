import { useId } from 'react';
import { useTheme, type ThemeChoice } from '../theme/theme.js';
import { useShellText } from './useShellText.js';

/** The colour theme chooser: the system's setting, light or dark (remembered). */
export function ThemeSelect() {
  const id = useId();
  const [theme, setTheme] = useTheme();
  const { text } = useShellText();
  return (
    <span className="vkp-theme">
      <label htmlFor={id} className="vkp-visually-hidden">
        {text.colourTheme}
      </label>
      <select id={id} value={theme} onChange={(e) => setTheme(e.target.value as ThemeChoice)}>
        <option value="system">{text.themeSystem}</option>
        <option value="light">{text.themeLight}</option>
        <option value="dark">{text.themeDark}</option>
      </select>
    </span>
  );
}
