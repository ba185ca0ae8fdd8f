import { useFormatValue } from '../../app/hooks.js';
import { consentSummary, referenceSummary, type Application } from './applications.js';

/**
 * What a pipeline card shows under the applicant's name: what they applied
 * for (the opportunity's name), the date applied,
 * references received, parental consent, the closing reason of a closed
 * application, what the applicant still needs before an offer (clearances
 * the work asks for), and a link to the application's record.
 */
export function ApplicationCard({
  app,
  name,
  tabIndex,
  references,
  consents,
  reason,
}: {
  app: Application;
  name: string;
  tabIndex: number;
  references: readonly Record<string, unknown>[];
  consents: readonly Record<string, unknown>[];
  reason: string | undefined;
}) {
  const format = useFormatValue();
  const consent = consentSummary(consents);
  const allIn = references.length > 0 && references.every((r) => r.status === 'received');
  return (
    <>
      {app.opportunity ? <p className="vkb-meta vkb-for">For {app.opportunity}</p> : null}
      <p className="vkb-meta">Applied {app.appliedAt ? format(app.appliedAt) : '-'}</p>
      <ul className="vkb-badges" aria-label="Checks">
        <li className="vkb-badge" data-tone={allIn ? 'ok' : undefined}>
          {referenceSummary(references)}
        </li>
        {consent ? (
          <li className="vkb-badge" data-tone={consent.endsWith('given') ? 'ok' : 'warn'}>
            {consent}
          </li>
        ) : null}
        {reason ? <li className="vkb-badge">Closed: {reason}</li> : null}
        {app.stillNeeded.map((need) => (
          <li key={need} className="vkb-badge" data-tone="warn">
            Before an offer: {need}
          </li>
        ))}
      </ul>
      <a href={`/recruitment/applications/${app.id}`} tabIndex={tabIndex}>
        Open record
        <span className="vkp-visually-hidden">
          {' '}
          of {name}
          {app.opportunity ? `’s application to ${app.opportunity}` : ''}
        </span>
      </a>
    </>
  );
}
