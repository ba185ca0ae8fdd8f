import type { ReactNode } from 'react';
import { useFormatValue } from '../../../app/hooks.js';
import { consentWords, referenceWords, type ApplicationDetail } from './applicationDetails.js';
import './applications.css';

const CLOSED: Readonly<Record<string, string>> = {
  accepted: 'Accepted',
  rejected: 'Not taken forward',
  withdrawn: 'Withdrawn',
};

/**
 * One application as its applicant or their guardian follows it: the stages
 * of its recruitment category with the current one marked, the references
 * received and outstanding, parental consent, and the answers given.
 * `children` holds the controls (a guardian's consent form).
 */
export function ApplicationItem({
  detail,
  children,
}: {
  detail: ApplicationDetail;
  children?: ReactNode;
}) {
  const format = useFormatValue();
  const consent = consentWords(detail.consent);
  const references = referenceWords(detail);
  const closed = CLOSED[detail.status];
  const current = detail.stages.indexOf(detail.stage);
  return (
    <li className="vkm-application" data-application={detail.id}>
      <h3 className="vkm-shift-title">{detail.name}</h3>
      <p className="vkm-note">
        {detail.appliedAt ? `Sent ${format(detail.appliedAt)} · ` : ''}
        {closed ?? `Stage: ${detail.stage}`}
      </p>
      {!closed && detail.stages.length > 0 ? (
        <ol className="vkm-stages" aria-label={`Stages of ${detail.name}`}>
          {detail.stages.map((s, i) => (
            <li
              key={s}
              aria-current={i === current ? 'step' : undefined}
              data-done={current >= 0 && i < current ? 'true' : undefined}
            >
              {s}
              {i === current ? <span className="vkp-visually-hidden"> (current stage)</span> : null}
            </li>
          ))}
        </ol>
      ) : null}
      <ul className="vkm-application-facts">
        {references ? (
          <li>
            {references}
            {detail.references.some((r) => !r.received)
              ? `; waiting for ${detail.references
                  .filter((r) => !r.received)
                  .map((r) => r.referee)
                  .join(', ')}`
              : ''}
          </li>
        ) : null}
        {consent ? (
          <li data-consent={detail.consent ?? undefined}>
            <strong>{consent}</strong>
          </li>
        ) : null}
      </ul>
      {detail.answers.length > 0 ? (
        <dl className="vkm-answers" aria-label={`Answers to ${detail.name}`}>
          {detail.answers.map((a) => (
            <div key={a.question}>
              <dt>{a.question}</dt>
              <dd>{a.answer}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {children}
    </li>
  );
}
