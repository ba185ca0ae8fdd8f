import { Link } from 'react-router';
import { useFormatValue } from '../../app/hooks.js';
import { ErrorState, Loading } from '../../app/states.js';
import type { AnyRecord } from '../../registry/infer.js';
import { ageOn, type Person } from './person.js';
import { ResourceLists } from './ResourceLists.js';
import { logWords } from '../me/guardians/care.js';
import { useRecordText } from '../me/useRecordText.js';
import { rowsOf, useApi, useLoad } from './usePersonData.js';

const GIVEN = new Set(['given', 'granted', 'approved', 'accepted']);

/** Whether a guardian or a parental consent record says consent was given. */
export function consentGiven(guardians: readonly AnyRecord[], consents: readonly AnyRecord[]) {
  return (
    guardians.some((g) => g.consent_given === true) ||
    consents.some(
      (c) => c.consent_given === true || (typeof c.status === 'string' && GIVEN.has(c.status)),
    )
  );
}

/**
 * A minor's guardians and parental consent: whether consent is given (from the
 * guardians and the parental consent records), each guardian with a link to
 * their own record, the guardian log, then the lists to add or change them.
 */
export function GuardiansPanel({ person }: { person: Person }) {
  const api = useApi();
  const format = useFormatValue();
  const { text, fill } = useRecordText();
  const data = useLoad(async (signal) => {
    const [guardians, consents, logs] = await Promise.all([
      api.users.guardians(person.id).listAll({ per_page: 100 }, { signal }),
      api.users.parentalConsents(person.id).listAll({ per_page: 100 }, { signal }),
      api.users
        .guardians(person.id)
        .logs.list({ per_page: 50 }, { signal })
        .catch(() => []),
    ]);
    return { guardians: rowsOf(guardians), consents: rowsOf(consents), logs: rowsOf(logs) };
  }, `guardians:${person.id}`);
  const age = ageOn(person.dateOfBirth, new Date());

  return (
    <>
      <section aria-labelledby="guardians-heading" className="vkp-person-section">
        <h2 id="guardians-heading">{text.guardiansHeading}</h2>
        {age !== undefined ? <p>{fill(text.personAge, { name: person.name, age })}</p> : null}
        {data.status === 'loading' ? (
          <Loading label={text.loadingGuardians} />
        ) : data.status === 'error' ? (
          <ErrorState error={data.error} onRetry={data.reload} />
        ) : (
          <>
            <p className="vkp-person-consent" data-testid="parental-consent">
              {consentGiven(data.data.guardians, data.data.consents)
                ? text.parentalConsentGiven
                : fill(text.parentalConsentMissing, { name: person.name })}
            </p>
            {data.data.guardians.length === 0 ? (
              <p>{text.noGuardian}</p>
            ) : (
              <ul aria-label={fill(text.guardiansOf, { name: person.name })}>
                {data.data.guardians.map((g) => {
                  const name =
                    typeof g.name === 'string'
                      ? g.name
                      : fill(text.guardianNumbered, { id: String(g.id) });
                  const id = g.guardian_id;
                  return (
                    <li key={String(g.id)}>
                      {typeof id === 'number' || typeof id === 'string' ? (
                        <Link to={`/people/${encodeURIComponent(String(id))}`}>{name}</Link>
                      ) : (
                        name
                      )}
                      {typeof g.relationship === 'string' ? ` (${g.relationship})` : ''}
                      {typeof g.email === 'string' ? `, ${g.email}` : ''}
                      {g.consent_given === true ? text.guardianConsented : text.guardianNoConsent}
                    </li>
                  );
                })}
              </ul>
            )}
            {data.data.logs.length > 0 ? (
              <>
                <h3>{text.guardianLog}</h3>
                <ul>
                  {data.data.logs.map((l) => (
                    <li key={String(l.id)}>
                      {logWords(l, text)}
                      {l.created_at ? fill(text.logOn, { date: format(l.created_at) }) : ''}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        )}
      </section>
      <ResourceLists userId={person.id} resources={['users.guardians', 'users.parentalConsents']} />
    </>
  );
}
