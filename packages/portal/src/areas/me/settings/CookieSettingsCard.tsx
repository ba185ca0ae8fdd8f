import { CookieSettings } from '@volunteerkit/widgets/portal';
import { Card } from '../../../app/ui/Card.js';
import { useMyText } from '../useMyText.js';

/**
 * My cookie settings (spec 2.6): the shared block, functional and analytical, both
 * off by default, kept in this browser's `cookie-settings` cookie. Saving with
 * analytical on is what lets the portal's analytics load (`app/analytics.ts`).
 * The shell's footer links here (`/my/settings#cookies`).
 */
export function CookieSettingsCard() {
  const { text } = useMyText();
  return (
    <div id="cookies">
      <Card title={text.cookies}>
        <p className="vkm-note">{text.cookiesHint}</p>
        <CookieSettings />
      </Card>
    </div>
  );
}
