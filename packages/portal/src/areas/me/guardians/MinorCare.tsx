import { useState } from 'react';
import { useApi } from '../../../app/useApi.js';
import { useFormatValue } from '../../../app/hooks.js';
import { Card } from '../../../app/ui/Card.js';
import { ErrorState, Loading } from '../../../app/states.js';
import { ageOn } from '../../people/person.js';
import { CancelWithReason } from '../shifts/CancelWithReason.js';
import { ShiftLine } from '../shifts/ShiftLine.js';
import { canCancel, upcoming } from '../shifts/shifts.js';
import { ApplicationItem } from '../applications/ApplicationItem.js';
import { waitingFor } from '../applications/applicationDetails.js';
import { useApplications } from '../applications/useApplications.js';
import { ConsentForm } from './ConsentForm.js';
import { logWords } from './care.js';
import { useMinor } from './useMinor.js';
import { useMyText } from '../useMyText.js';
import { useRecordText } from '../useRecordText.js';

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
  const { text, fill } = useRecordText();
  const myTexts = useMyText();
  if (profile.status === 'error')
    return <ErrorState error={profile.error} onRetry={profile.reload} />;
  if (profile.status !== 'success') return <Loading label={text.loadingMinor} />;
  const minor = profile.data;
  const named = { name: minor.firstName };
  const age = ageOn(minor.dateOfBirth, new Date(now));
  const waiting = (applications.data ?? []).flatMap((a) =>
    waitingFor(a, myTexts).map((w) => `${a.name}: ${w.charAt(0).toLowerCase()}${w.slice(1)}`),
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
        <Card title={fill(text.waitingFor, named)}>
          {applications.status !== 'success' ? (
            <Loading label={text.checkingWaiting} />
          ) : waiting.length === 0 ? (
            <p>{text.nothingWaiting}</p>
          ) : (
            <ul className="vkm-waiting" aria-label={fill(text.waitingFor, named)}>
              {waiting.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          )}
        </Card>
        <Card title={fill(text.minorNextShifts, named)}>
          {shifts.status === 'success' ? (
            next.length === 0 ? (
              <p>{text.noShiftsComingUp}</p>
            ) : (
              <ul className="vkm-shifts" aria-label={fill(text.minorNextShifts, named)}>
                {next.map((s) => (
                  <ShiftLine
                    key={s.id}
                    shift={s}
                    team=""
                    extra={
                      cancelling === s.id ? (
                        <CancelWithReason
                          question={fill(text.whyCannotCome, named)}
                          missing={fill(text.sayWhyMinor, named)}
                          confirm={fill(text.cancelMinorPlace, named)}
                          keep={text.keepThePlace}
                          send={async (reason) => {
                            await api.shifts.update(s.id, {
                              cancel_place: true,
                              cancel_reason: reason,
                              for_user_id: Number(minor.id),
                            });
                            return fill(text.minorPlaceCancelled, { ...named, title: s.title });
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
                        {text.cancelPlace}
                        <span className="vkp-visually-hidden">
                          {fill(text.onTitle, { title: s.title })}
                        </span>
                      </button>
                    ) : null}
                  </ShiftLine>
                ))}
              </ul>
            )
          ) : shifts.status === 'error' ? (
            <ErrorState error={shifts.error} onRetry={shifts.reload} />
          ) : (
            <Loading label={text.loadingShifts} />
          )}
        </Card>
        <Card title={fill(text.minorApplications, named)}>
          {applications.status === 'success' ? (
            applications.data.length === 0 ? (
              <p>{text.noApplications}</p>
            ) : (
              <ul className="vkm-claims" aria-label={fill(text.minorApplications, named)}>
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
            <Loading label={text.loadingApplications} />
          )}
        </Card>
        <Card title={text.guardianLog}>
          {log.status === 'success' ? (
            log.data.length === 0 ? (
              <p>{text.nothingRecorded}</p>
            ) : (
              <ul className="vkm-waiting" aria-label={fill(text.guardianLogOf, named)}>
                {log.data.map((l) => (
                  <li key={String(l.id)}>
                    {logWords(l, text)}
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
            <Loading label={text.loadingLog} />
          )}
        </Card>
      </div>
    </section>
  );
}
