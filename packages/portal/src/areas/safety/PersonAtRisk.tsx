import { useState } from 'react';
import { useApi } from '../../app/useApi.js';
import { useCan } from '../../app/useCan.js';
import { useLoad } from '../../app/useLoad.js';
import { errorMessage } from '../../app/states.js';
import { StatusLine, useAnnouncer } from '../../app/ui/Announcer.js';
import { LoadedRows } from '../../app/ui/RecordsTable.js';
import { AtRiskTable } from './AtRiskTable.js';
import { sendClearanceReminder, useMayRemind } from './remind.js';
import { readAtRisk, type AtRisk } from './safety.js';
import './safety.css';

/**
 * On a person's record (issue 50): the upcoming work they are placed on and
 * will not be cleared for on its dates (shifts, events, residential stays,
 * offers), what is missing, and an e-mail to them about it.
 * Staff who may see people only; the server computes it from the same
 * policy the placement routes ask.
 */
export function PersonAtRisk({ userId }: { userId: string }) {
  const api = useApi();
  const canSee = useCan('view-users');
  const mayRemind = useMayRemind();
  const { announce, message } = useAnnouncer();
  const [busy, setBusy] = useState(false);
  const rows = useLoad(
    async (signal) =>
      readAtRisk(await api.vetting.list({ clearance: 'at_risk', user_id: userId }, { signal })),
    canSee ? `at-risk:${userId}` : null,
  );
  if (!canSee) return null;
  const remind = async (r: AtRisk) => {
    setBusy(true);
    try {
      await sendClearanceReminder(api, r);
      announce(`E-mailed ${r.name} about ${r.title}: what is missing, and how to renew.`);
      rows.reload();
    } catch (e) {
      announce(`${r.name} was not e-mailed: ${errorMessage(e)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="vks-person-at-risk" className="vks-section">
      <h2 id="vks-person-at-risk">Upcoming work they will not be cleared for</h2>
      <StatusLine message={message} />
      <LoadedRows
        state={rows}
        loading="Checking their upcoming work…"
        empty={(rows.data ?? []).length === 0}
        whenEmpty={<p>Cleared for all the work they are placed on in the next 90 days.</p>}
      >
        <AtRiskTable
          person
          rows={rows.data ?? []}
          caption="Their upcoming work they will not be cleared for on the day"
          busy={busy}
          mayRemind={mayRemind}
          onRemind={(r) => void remind(r)}
        />
      </LoadedRows>
    </section>
  );
}
