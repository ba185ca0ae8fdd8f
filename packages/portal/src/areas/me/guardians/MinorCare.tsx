import { useState } from 'react';
import { useApi } from '../../../app/useApi.js';
import { useFormatValue } from '../../../app/hooks.js';
import { Card } from '../../../app/ui/Card.js';
import { ErrorState, Loading } from '../../../app/states.js';
import { ageOn } from '../../people/person.js';
import { CancelWithReason } from '../CancelWithReason.js';
import { ShiftLine } from '../ShiftLine.js';
import { canCancel, upcoming } from '../shifts.js';
import { ApplicationItem } from '../applications/ApplicationItem.js';
import { waitingFor } from '../applications/applicationDetails.js';
import { useApplications } from '../applications/useApplications.js';
import { ConsentForm } from './ConsentForm.js';
import { logWords } from './care.js';
import { useMinor } from './useMinor.js';

/**
 * One minor in the guardian's care: what waits for them (parental consent,
 * references), their applications (give or refuse consent), their upcoming
 * shifts (cancel a place with a reason) and the guardian log of what their
 * guardians did for them.
 */
export function MinorCare({
  minorId,
  announce,
}: {
  minorId: string;
  announce: (message: string) => void;
}) {
  const api = useApi();
  const format = useFormatValue();
  const { profile, shifts, log } = useMinor(minorId);
  const applications = useApplications(minorId);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [now] = useState(() => Date.now());
  if (profile.status === 'error')
    return <ErrorState error={profile.error} onRetry={profile.reload} />;
  if (profile.status !== 'success') return <Loading label="Loading a person in your care…" />;
  const minor = profile.data;
  const age = ageOn(minor.dateOfBirth, new Date(now));
  const waiting = (applications.data ?? []).flatMap((a) =>
    waitingFor(a).map((w) => `${a.name}: ${w.charAt(0).toLowerCase()}${w.slice(1)}`),
  );
  const next = upcoming(shifts.data ?? [], now);
  const headingId = `minor-${minorId}`;
  return (
    <section className="vkm-minor" aria-labelledby={headingId} data-minor={minorId}>
      <h2 id={headingId}>
        {minor.name}
        {age !== undefined ? <span className="vkm-note"> · {age}</span> : null}
      </h2>
      <div className="vkm-grid">
        <Card title={`Waiting for ${minor.firstName}`}>
          {applications.status !== 'success' ? (
            <Loading label="Checking what is waiting…" />
          ) : waiting.length === 0 ? (
            <p>Nothing is waiting.</p>
          ) : (
            <ul className="vkm-waiting" aria-label={`Waiting for ${minor.firstName}`}>
              {waiting.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          )}
        </Card>
        <Card title={`${minor.firstName}'s next shifts`}>
          {shifts.status === 'success' ? (
            next.length === 0 ? (
              <p>No shifts coming up.</p>
            ) : (
              <ul className="vkm-shifts" aria-label={`${minor.firstName}'s next shifts`}>
                {next.map((s) => (
                  <ShiftLine
                    key={s.id}
                    shift={s}
                    team=""
                    extra={
                      cancelling === s.id ? (
                        <CancelWithReason
                          question={`Why can ${minor.firstName} not come?`}
                          missing={`Say why ${minor.firstName} cannot come.`}
                          confirm={`Cancel ${minor.firstName}'s place`}
                          keep="Keep the place"
                          send={async (reason) => {
                            await api.shifts.update(s.id, {
                              cancel_place: true,
                              cancel_reason: reason,
                              for_user_id: Number(minor.id),
                            });
                            return `${minor.firstName}'s place on ${s.title} was cancelled.`;
                          }}
                          onClose={() => setCancelling(null)}
                          onDone={(m) => {
                            setCancelling(null);
                            announce(m);
                            shifts.reload();
                            log.reload();
                          }}
                        />
                      ) : null
                    }
                  >
                    {cancelling !== s.id && canCancel(s, now) ? (
                      <button
                        type="button"
                        className="vkp-button"
                        onClick={() => setCancelling(s.id)}
                      >
                        Cancel place
                        <span className="vkp-visually-hidden"> on {s.title}</span>
                      </button>
                    ) : null}
                  </ShiftLine>
                ))}
              </ul>
            )
          ) : shifts.status === 'error' ? (
            <ErrorState error={shifts.error} onRetry={shifts.reload} />
          ) : (
            <Loading label="Loading shifts…" />
          )}
        </Card>
        <Card title={`${minor.firstName}'s applications`}>
          {applications.status === 'success' ? (
            applications.data.length === 0 ? (
              <p>No applications.</p>
            ) : (
              <ul className="vkm-claims" aria-label={`${minor.firstName}'s applications`}>
                {applications.data.map((a) => (
                  <ApplicationItem key={a.id} detail={a}>
                    {a.consent === 'requested' && a.status === 'pending' ? (
                      <ConsentForm
                        minor={minor}
                        application={a}
                        onDone={(m) => {
                          announce(m);
                          applications.reload();
                          log.reload();
                        }}
                      />
                    ) : null}
                  </ApplicationItem>
                ))}
              </ul>
            )
          ) : applications.status === 'error' ? (
            <ErrorState error={applications.error} onRetry={applications.reload} />
          ) : (
            <Loading label="Loading applications…" />
          )}
        </Card>
        <Card title="Guardian log">
          {log.status === 'success' ? (
            log.data.length === 0 ? (
              <p>Nothing recorded yet.</p>
            ) : (
              <ul className="vkm-waiting" aria-label={`Guardian log of ${minor.firstName}`}>
                {log.data.map((l) => (
                  <li key={String(l.id)}>
                    {logWords(l)}
                    {l.at || l.created_at ? (
                      <span className="vkm-note"> · {format(l.at ?? l.created_at)}</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            )
          ) : log.status === 'error' ? (
            <ErrorState error={log.error} onRetry={log.reload} />
          ) : (
            <Loading label="Loading the guardian log…" />
          )}
        </Card>
      </div>
    </section>
  );
}
