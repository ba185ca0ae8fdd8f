import type { ReactNode } from 'react';
import { useFormatValue } from '../../../app/hooks.js';
import {
  consentPeopleWords,
  consentWords,
  referenceWords,
  type ApplicationDetail,
} from './applicationDetails.js';
import { useMyText } from '../useMyText.js';
import './applications.css';

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
  const t = useMyText();
  const { text, fill } = t;
  const consent = consentWords(detail.consent, t);
  const consentPeople = consentPeopleWords(
    detail,
    (iso) => (iso ? format(iso.slice(0, 10)) : ''),
    t,
  );
  const references = referenceWords(detail, t);
  const closed = (
    {
      accepted: text.statusAccepted,
      rejected: text.statusRejected,
      withdrawn: text.statusWithdrawn,
    } as Readonly<Record<string, string>>
  )[detail.status];
  const current = detail.stages.indexOf(detail.stage);
  return (
    <li className="vkm-application" data-application={detail.id}>
      <h3 className="vkm-shift-title">{detail.name}</h3>
      <p className="vkm-note">
        {detail.appliedAt ? `${fill(text.sentOn, { date: format(detail.appliedAt) })} · ` : ''}
        {closed ?? fill(text.stage, { stage: detail.stage })}
      </p>
      {!closed && detail.stages.length > 0 ? (
        <ol className="vkm-stages" aria-label={fill(text.stagesOf, { name: detail.name })}>
          {detail.stages.map((s, i) => (
            <li
              key={s}
              aria-current={i === current ? 'step' : undefined}
              data-done={current >= 0 && i < current ? 'true' : undefined}
            >
              {s}
              {i === current ? (
                <span className="vkp-visually-hidden">{text.currentStage}</span>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      <ul className="vkm-application-facts">
        {references ? (
          <li>
            {references}
            {detail.references.some((r) => !r.received)
              ? `; ${fill(text.waitingForReferees, {
                  names: detail.references
                    .filter((r) => !r.received)
                    .map((r) => r.referee)
                    .join(', '),
                })}`
              : ''}
          </li>
        ) : null}
        {consent ? (
          <li data-consent={detail.consent ?? undefined}>
            <strong>{consent}</strong>
            {consentPeople ? <span className="vkm-note"> · {consentPeople}</span> : null}
          </li>
        ) : null}
      </ul>
      {detail.answers.length > 0 ? (
        <dl className="vkm-answers" aria-label={fill(text.answersTo, { name: detail.name })}>
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
