import { Link, useParams } from 'react-router';
import { useMemo } from 'react';
import { Page } from '../../app/Page.js';
import { useFormatValue } from '../../app/hooks.js';
import { ErrorState, Loading } from '../../app/states.js';
import { StoredFile } from '../../app/ui/StoredFile.js';
import { usePeopleNames } from '../../app/usePeopleNames.js';
import { useCan } from '../../app/useCan.js';
import { HIDDEN_NAME } from '../../app/permissionNames.js';
import { NotFound } from '../../registry/screens/ResourceScreen.js';
import { ResourceLists } from '../people/ResourceLists.js';
import { stageLabel } from './applications.js';
import { OUTCOME_WORDS, answersOf, applicationTitle, historyEntries } from './applicationRecord.js';
import { useApplicationRecord } from './useApplicationRecord.js';
import './applicationRecord.css';

const ID = /^\d{1,15}$/;

/**
 * One application of the recruitment pipeline (`/recruitment/applications/{id}`,
 * the board card's "Open record"), titled in words ("Grace Williams –
 * Residential volunteers"): its stage among the category's stages and its
 * history, the answers to the form's questions, the documents (images inline,
 * every file to download), references, parental consent, the staff's notes
 * about the person, and a link to the person's record.
 */
export default function ApplicationRecordScreen() {
  const { applicationId = '' } = useParams();
  const valid = ID.test(applicationId);
  const record = useApplicationRecord(valid ? applicationId : '');
  const people = usePeopleNames(() => '');
  const canSeePeople = useCan('view-users');
  const format = useFormatValue();
  const names = useMemo(() => new Map(people.data?.map((p) => [p.id, p.name])), [people.data]);

  if (!valid) return <NotFound />;
  const crumbs = [{ label: 'Recruitment', to: '/recruitment' }];
  if (record.status === 'error')
    return (
      <Page title="Application" crumbs={crumbs}>
        <ErrorState error={record.error} onRetry={record.reload} />
      </Page>
    );
  // The title names the person: wait for the names (when the role may see them).
  const namesReady = !canSeePeople || people.status === 'success' || people.status === 'error';
  if (record.status !== 'success' || !namesReady)
    return (
      <Page title="Application" crumbs={crumbs}>
        <Loading label="Loading the application…" />
      </Page>
    );
  const { app, category, stages, documents, references, consent, reasons } = record.data;
  const userId = typeof app.user_id === 'number' ? app.user_id : null;
  const person = (userId !== null ? names.get(userId) : undefined) || HIDDEN_NAME;
  const appliedFor = typeof app.name === 'string' ? app.name.trim() : '';
  const title = applicationTitle(person, appliedFor, category);
  const stage = typeof app.stage === 'string' ? app.stage : '';
  const status = typeof app.status === 'string' ? app.status : 'pending';
  const reasonId = typeof app.closing_reason_id === 'number' ? app.closing_reason_id : null;
  const reason = reasonId === null ? '' : (reasons.get(reasonId) ?? '');
  const history = historyEntries(
    app.history,
    userId,
    (id) => names.get(id) ?? '',
    (id) => reasons.get(id) ?? '',
  );
  const answers = answersOf(app);
  const board = `/recruitment?category=${encodeURIComponent(String(app.category_id ?? ''))}${
    status === 'pending' ? '' : `&status=${encodeURIComponent(status)}`
  }`;
  const at = stages.findIndex((s) => s.key === stage);

  return (
    <Page
      title={title}
      crumbs={[{ label: category ? `${category} pipeline` : 'Recruitment pipeline', to: board }]}
      actions={
        <>
          {userId !== null && canSeePeople ? (
            <Link className="vkp-button" to={`/people/${userId}`}>
              Open {person}’s record
            </Link>
          ) : null}
          <Link className="vkp-button" to={board}>
            Back to the board
          </Link>
        </>
      }
    >
      <div className="vka-record">
        <section aria-labelledby="vka-summary" className="vka-section">
          <h2 id="vka-summary">Application</h2>
          <dl className="vka-facts">
            <div>
              <dt>Applied for</dt>
              <dd>{appliedFor || 'Not named (applied to the category)'}</dd>
            </div>
            {category ? (
              <div>
                <dt>Recruitment category</dt>
                <dd>{category}</dd>
              </div>
            ) : null}
            <div>
              <dt>Stage</dt>
              <dd>
                {stageLabel(stage)}
                {at >= 0 ? ` (${at + 1} of ${stages.length})` : ''}
              </dd>
            </div>
            <div>
              <dt>Outcome</dt>
              <dd>
                {OUTCOME_WORDS[status] ?? status}
                {reason ? `: ${reason}` : ''}
              </dd>
            </div>
            <div>
              <dt>Applied</dt>
              <dd>{typeof app.applied_at === 'string' ? format(app.applied_at) : 'Not known'}</dd>
            </div>
          </dl>
          {stages.length > 0 ? (
            <ol className="vka-stages" aria-label="Stages of this category">
              {stages.map((s, i) => (
                <li
                  key={s.key}
                  data-state={i < at ? 'done' : i === at ? 'current' : undefined}
                  aria-current={i === at ? 'step' : undefined}
                >
                  {s.label}
                </li>
              ))}
            </ol>
          ) : null}
        </section>

        <section aria-labelledby="vka-history" className="vka-section">
          <h2 id="vka-history">Stage history</h2>
          {history.length === 0 ? (
            <p className="vka-none">No moves are recorded for this application.</p>
          ) : (
            <ol className="vka-history">
              {history.map((e, i) => (
                <li key={i}>
                  <span>{e.what}</span>
                  <span className="vka-meta">
                    {[e.who ? `by ${e.who}` : '', e.at ? format(e.at) : '']
                      .filter(Boolean)
                      .join(', ')}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>

        <section aria-labelledby="vka-answers" className="vka-section">
          <h2 id="vka-answers">Answers</h2>
          {answers.length === 0 ? (
            <p className="vka-none">No answers were given with this application.</p>
          ) : (
            <dl className="vka-answers">
              {answers.map((a, i) => (
                <div key={i}>
                  <dt>{a.question}</dt>
                  <dd>{a.answer}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>

        <section aria-labelledby="vka-documents" className="vka-section">
          <h2 id="vka-documents">Documents</h2>
          {documents.length === 0 ? (
            <p className="vka-none">No documents were sent with this application.</p>
          ) : (
            <ul className="vka-documents">
              {documents.map((d) => (
                <li key={d.id}>
                  <h3 className="vka-document-label">{d.label}</h3>
                  <StoredFile
                    url={d.url}
                    name={d.fileName}
                    mime={d.mime}
                    size={d.size}
                    label={`${d.label} of ${person}`}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="vka-references" className="vka-section">
          <h2 id="vka-references">References</h2>
          {references.length === 0 ? (
            <p className="vka-none">No references have been requested.</p>
          ) : (
            <ul className="vka-list">
              {references.map((r) => (
                <li key={r.id}>
                  <strong>{r.referee}</strong>:{' '}
                  {r.received
                    ? `received${r.receivedAt ? ` ${format(r.receivedAt)}` : ''}`
                    : `requested${r.requestedAt ? ` ${format(r.requestedAt)}` : ''}, not yet received`}
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="vka-consent" className="vka-section">
          <h2 id="vka-consent">Parental consent</h2>
          {consent === null ? (
            <p className="vka-none">Not needed: no parental consent was asked for.</p>
          ) : (
            <p>
              {consent.status === 'given'
                ? 'Given'
                : consent.status === 'refused'
                  ? 'Refused'
                  : 'Waiting for a parent or guardian'}
              {consent.decidedAt ? ` ${format(consent.decidedAt)}` : ''}.
              {consent.askedOf.length > 0
                ? ` Asked of ${consent.askedOf.join(' and ')}${
                    consent.askedAt ? ` ${format(consent.askedAt)}` : ''
                  }.`
                : ''}
            </p>
          )}
        </section>

        {userId !== null && canSeePeople ? (
          <div className="vka-section vka-notes">
            <ResourceLists userId={String(userId)} resources={['users.notes']} />
          </div>
        ) : null}
      </div>
    </Page>
  );
}
