import { Card } from '../../../app/ui/Card.js';
import { Loading } from '../../../app/states.js';
import { StatusLine, useAnnouncer } from '../../../app/ui/Announcer.js';
import { useApplications } from '../applications/useApplications.js';
import { useMyText } from '../useMyText.js';
import { ConsentForm } from './ConsentForm.js';
import { useMinor } from './useMinor.js';
import './guardians.css';

/** One minor's applications that wait for the guardian's consent, each with its form. */
function MinorConsents({ minorId, announce }: { minorId: string; announce: (m: string) => void }) {
  const { profile } = useMinor(minorId);
  const applications = useApplications(minorId);
  const { text, fill } = useMyText();
  if (profile.status !== 'success' || applications.status !== 'success')
    return <Loading label={text.checkingWaiting} />;
  const waiting = applications.data.filter(
    (a) => a.consent === 'requested' && a.status === 'pending' && a.consentId,
  );
  return (
    <>
      {waiting.map((a) => (
        <div key={a.id} className="vkm-consent-waiting" data-consent-for={a.id}>
          <p>
            <strong>
              {fill(text.consentNeeded, { minor: profile.data.firstName, name: a.name })}
            </strong>
          </p>
          <ConsentForm
            minor={profile.data}
            application={a}
            onDone={(m) => {
              announce(m);
              applications.reload();
            }}
          />
        </div>
      ))}
    </>
  );
}

/**
 * What waits for a guardian, first on their home: each application of a minor
 * in their care that needs their consent, with the form to give or refuse it
 * in place. Nothing is shown when nothing waits (after an answer, its
 * confirmation stays).
 */
export function GuardianWaiting({ minorIds }: { minorIds: readonly string[] }) {
  const { text } = useMyText();
  const { announce, message } = useAnnouncer();
  return (
    <Card title={text.waitingForYou}>
      <StatusLine message={message} />
      {minorIds.map((id) => (
        <MinorConsents key={id} minorId={id} announce={announce} />
      ))}
    </Card>
  );
}
