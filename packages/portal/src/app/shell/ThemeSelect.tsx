import { useId } from 'react';
import { useTheme, type ThemeChoice } from '../theme/theme.js';

/** The colour theme chooser: the system's setting, light or dark (remembered). */
export function ThemeSelect() {
  const id = useId();
  const [theme, setTheme] = useTheme();
  return (
    <span className="vkp-theme">
      <label htmlFor={id} className="vkp-visually-hidden">
        Colour theme
      </label>
      <select id={id} value={theme} onChange={(e) => setTheme(e.target.value as ThemeChoice)}>
        <option value="system">System theme</option>
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </select>
    </span>
  );
}
