import { useDateSettings } from '../../../app/hooks.js';
import { useShellText } from '../../../app/shell/useShellText.js';
import { lastUpdated } from '../../../pwa/offlineData.js';
import { useConnection } from '../../../pwa/connection.js';
import { useMyText } from '../useMyText.js';
import { formatDateTime } from '../when.js';

/**
 * While the portal is offline, says that the volunteer's shifts are the copy kept on the
 * device and when it was last updated from the server (issue 48): the kept copy's own time
 * (from the service worker), else when the shifts last loaded online here. Nothing online.
 */
export function OfflineNote({ person }: { person: string }) {
  const { offline, copyAt } = useConnection();
  const settings = useDateSettings();
  const { text: words } = useMyText();
  const { text, fill } = useShellText();
  if (!offline || !person) return null;
  const at = copyAt ?? lastUpdated(person, 'shifts');
  if (!at) return null;
  return (
    <p className="vkm-note vkm-offline-note" role="status">
      {fill(text.pwaLastUpdated, { time: formatDateTime(at.toISOString(), settings, words) })}
    </p>
  );
}
