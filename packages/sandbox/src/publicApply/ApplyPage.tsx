/**
 * The online application page of a published opportunity (issue 44),
 * rendered on the server like the opportunity page it comes from: a plain
 * form (`multipart/form-data`, posted back to the same address) that needs no
 * JavaScript, works on a 390 px phone, by keyboard and with a screen reader,
 * in English or Welsh. After a refusal the page comes back with every value
 * the visitor typed, an error summary (focused, its links lead to the fields)
 * and each error beside its field, in the GOV.UK Design System's error
 * pattern. A file cannot be put back into a file field: a valid document the
 * sandbox kept for the form (publicApply/keptUploads.ts) is named beside its
 * field and used unless another file is chosen; one it could not keep is named
 * to be chosen again.
 *
 * @module
 */
import type { ReactNode } from 'react';
import type { FieldErrors } from '../errors.js';
import type { ApplicationForm } from '../domain/applicationForm.js';
import { HONEYPOT_FIELD } from './apply.js';
import { fillText, type ApplyText } from './text.js';

/** What the page shows. */
export interface ApplyPageProps {
  t: ApplyText;
  title: string;
  organisation: { name: string; logoUrl: string | undefined };
  /** The opportunity's page (with the visitor's back link and language). */
  opportunityUrl: string;
  /** This page in the other language. */
  otherLanguageUrl: string;
  /** The form, or `undefined` when the opportunity takes no applications. */
  form:
    (ApplicationForm & { document_max_bytes: number; guardian_required_under: number }) | undefined;
  formToken: string;
  /** What the visitor sent (text fields). */
  values: Record<string, string>;
  /** The names of the files the visitor chose, by field. */
  chosenFiles: Record<string, string>;
  /** The names of the documents kept for this form, by field (used unless another file is chosen). */
  keptFiles?: Record<string, string>;
  errors: FieldErrors;
  /** A message about the whole form (too fast, too many). */
  formError: string | undefined;
  /** Hidden values sent back with the form (`back`). */
  hidden: Record<string, string>;
  css: string;
  /** The confirmation instead of the form. */
  sent?: boolean;
}

const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

function sizeText(bytes: number): string {
  return `${Math.round(bytes / 1024 / 1024)} MB`;
}

/** `template` with its `{file}` shown as the file's name in bold. */
function withFile(template: string, file: string): ReactNode {
  const [before = '', after = ''] = template.split('{file}');
  return (
    <>
      {before}
      <strong className="kept__file">{file}</strong>
      {after}
    </>
  );
}

/** The id of a field's control (`field-email`). */
export const idOf = (name: string) => `field-${name.replace(/[^a-z0-9_]/gi, '')}`;

/**
 * The field only bots fill (hidden from people and assistive technology, out of the tab
 * order): a form that comes back with it filled is dropped. Also the team site form's.
 */
export function BotTrap({ label }: { label: string }) {
  return (
    <div className="hp" aria-hidden="true">
      <label htmlFor={idOf(HONEYPOT_FIELD)}>{label}</label>
      <input
        id={idOf(HONEYPOT_FIELD)}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

/** One labelled field with its hint and error (GOV.UK's pattern); also the team site form's (teamSite/). */
export function Field({
  name,
  label,
  hint,
  error,
  errorPrefix,
  children,
}: {
  name: string;
  errorPrefix: string;
  label: ReactNode;
  hint?: string | undefined;
  error?: string | undefined;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}) {
  const id = idOf(name);
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          <span className="vk-visually-hidden">{`${errorPrefix} `}</span>
          {error}
        </p>
      ) : null}
      {children(described || undefined, Boolean(error))}
    </div>
  );
}

/** The page shell (organisation header, language switch, main); also the team site page's (teamSite/). */
export function Page({
  t,
  lang,
  title,
  organisation,
  otherLanguageUrl,
  css,
  children,
}: {
  t: Pick<ApplyText, 'htmlLang' | 'otherLanguage'>;
  lang: string;
  title: string;
  organisation: ApplyPageProps['organisation'];
  otherLanguageUrl: string;
  css: string;
  children: ReactNode;
}) {
  const other = t.htmlLang === 'cy' ? 'en' : 'cy';
  return (
    <html lang={lang} className="vk-root">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style>{css}</style>
      </head>
      <body>
        <header className="page-header">
          <div className="page-header__inner">
            {organisation.logoUrl ? (
              <img className="page-header__logo" src={organisation.logoUrl} alt="" />
            ) : null}
            <span className="page-header__name">{organisation.name}</span>
            <a className="language" href={otherLanguageUrl} lang={other} hrefLang={other}>
              {t.otherLanguage}
            </a>
          </div>
        </header>
        <main className="page-main">{children}</main>
      </body>
    </html>
  );
}

/** The whole HTML document of the apply page (or its confirmation). */
export function ApplyPage(props: ApplyPageProps) {
  const { t, title, organisation, form, values, errors, chosenFiles } = props;
  const keptFiles = props.keptFiles ?? {};
  const organisationValues = { title, organisation: organisation.name };
  const page = (heading: string, children: ReactNode) => (
    <Page
      t={t}
      lang={t.htmlLang}
      title={heading}
      organisation={organisation}
      otherLanguageUrl={props.otherLanguageUrl}
      css={props.css}
    >
      <a className="back" href={props.opportunityUrl}>
        <span aria-hidden="true">← </span>
        {t.backToOpportunity}
      </a>
      {children}
    </Page>
  );
  if (props.sent)
    return page(
      fillText(t.sentTitle, organisationValues),
      <div className="confirmation" role="status">
        <h1>{t.sentHeading}</h1>
        <p>{fillText(t.sentBody, organisationValues)}</p>
        <p>{t.sentNext}</p>
      </div>,
    );
  if (!form)
    return page(
      fillText(t.pageTitle, organisationValues),
      <>
        <h1>{fillText(t.heading, organisationValues)}</h1>
        <p>{t.closed}</p>
      </>,
    );
  const first = (name: string) => errors[name]?.[0];
  const dobError = first('date_of_birth');
  const summary = Object.entries(errors).flatMap(([field, messages]) =>
    field === 'form_token' || !messages[0] ? [] : [{ field, message: messages[0] }],
  );
  const hasErrors = summary.length > 0 || props.formError !== undefined;
  const input = (
    name: string,
    label: string,
    options: {
      type?: string;
      autoComplete?: string;
      hint?: string;
      optional?: boolean;
      inputMode?: 'numeric' | 'tel' | 'email';
    } = {},
  ) => (
    <Field
      errorPrefix={t.errorPrefix}
      name={name}
      label={
        <>
          {label}
          {options.optional ? <span className="optional"> {t.optional}</span> : null}
        </>
      }
      hint={options.hint}
      error={first(name)}
    >
      {(describedBy, invalid) => (
        <input
          id={idOf(name)}
          name={name}
          type={options.type ?? 'text'}
          defaultValue={values[name] ?? ''}
          autoComplete={options.autoComplete}
          inputMode={options.inputMode}
          spellCheck={options.type === 'email' ? false : undefined}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          maxLength={254}
        />
      )}
    </Field>
  );
  const dobPart = (
    part: 'day' | 'month' | 'year',
    label: string,
    size: number,
    autoComplete: 'bday-day' | 'bday-month' | 'bday-year',
  ) => (
    <div className={`date__part date__part--${part}`}>
      <label htmlFor={idOf(`dob_${part}`)}>{label}</label>
      <input
        id={idOf(`dob_${part}`)}
        name={`dob_${part}`}
        type="text"
        inputMode="numeric"
        autoComplete={autoComplete}
        defaultValue={values[`dob_${part}`] ?? ''}
        maxLength={size}
        size={size}
        aria-invalid={dobError ? true : undefined}
      />
    </div>
  );
  const questions = form.questions;
  return page(
    `${hasErrors ? `${t.errorSummary}: ` : ''}${fillText(t.pageTitle, organisationValues)}`,
    <>
      {hasErrors ? (
        // Focused on arrival (no script needed), so a screen reader reads it first.
        <div
          className="error-summary"
          role="alert"
          aria-labelledby="error-summary-title"
          tabIndex={-1}
          // The page has no script: autofocus is how the summary gets focus (GOV.UK's pattern).
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        >
          <h2 id="error-summary-title">{t.errorSummary}</h2>
          {props.formError ? <p>{props.formError}</p> : null}
          {summary.length > 0 ? (
            <ul>
              {summary.map((e) => (
                <li key={e.field}>
                  <a href={`#${idOf(e.field === 'date_of_birth' ? 'dob_day' : e.field)}`}>
                    {e.message}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <h1>{fillText(t.heading, organisationValues)}</h1>
      <p>{t.intro}</p>
      <p className="note">{t.requiredNote}</p>
      <form method="post" encType="multipart/form-data" noValidate className="apply-form">
        <fieldset>
          <legend>{t.aboutYou}</legend>
          {input('first_name', t.firstName, { autoComplete: 'given-name' })}
          {input('last_name', t.lastName, { autoComplete: 'family-name' })}
          {input('email', t.email, {
            type: 'email',
            autoComplete: 'email',
            hint: t.emailHint,
            inputMode: 'email',
          })}
          {input('phone', t.phone, { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
          <fieldset
            className={dobError ? 'field field--error date' : 'field date'}
            role="group"
            aria-describedby={[`${idOf('dob')}-hint`, dobError ? `${idOf('dob')}-error` : '']
              .filter(Boolean)
              .join(' ')}
          >
            <legend className="field__label">{t.dateOfBirth}</legend>
            <p className="field__hint" id={`${idOf('dob')}-hint`}>
              {t.dateOfBirthHint}
            </p>
            {dobError ? (
              <p className="field__error" id={`${idOf('dob')}-error`}>
                <span className="vk-visually-hidden">{`${t.errorPrefix} `}</span>
                {dobError}
              </p>
            ) : null}
            <div className="date__parts">
              {dobPart('day', t.day, 2, 'bday-day')}
              {dobPart('month', t.month, 2, 'bday-month')}
              {dobPart('year', t.year, 4, 'bday-year')}
            </div>
          </fieldset>
        </fieldset>
        <fieldset>
          <legend>{t.guardianLegend}</legend>
          <p className="field__hint">
            {fillText(t.guardianHint, { age: form.guardian_required_under })}
          </p>
          {input('guardian_name', t.guardianName, { autoComplete: 'off', optional: true })}
          {input('guardian_email', t.guardianEmail, {
            type: 'email',
            autoComplete: 'off',
            inputMode: 'email',
            optional: true,
          })}
        </fieldset>
        <fieldset>
          <legend>{t.yourApplication}</legend>
          {questions.map((q) => (
            <Field
              errorPrefix={t.errorPrefix}
              key={q.key}
              name={q.key}
              label={
                <>
                  {q.key === 'motivation' ? t.motivation : q.label}
                  {q.required ? null : <span className="optional"> {t.optional}</span>}
                </>
              }
              error={first(q.key)}
            >
              {(describedBy, invalid) => (
                <textarea
                  id={idOf(q.key)}
                  name={q.key}
                  rows={5}
                  defaultValue={values[q.key] ?? ''}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  maxLength={2000}
                />
              )}
            </Field>
          ))}
        </fieldset>
        {form.documents.length > 0 ? (
          <fieldset>
            <legend>{t.documentsLegend}</legend>
            {form.documents.map((d) => (
              <Field
                errorPrefix={t.errorPrefix}
                key={d.key}
                name={d.key}
                label={
                  <>
                    {d.label}
                    {d.required ? null : <span className="optional"> {t.optional}</span>}
                  </>
                }
                hint={[
                  fillText(t.documentHint, { size: sizeText(form.document_max_bytes) }),
                  !keptFiles[d.key] && chosenFiles[d.key] && !first(d.key)
                    ? fillText(t.chooseAgain, { file: chosenFiles[d.key]! })
                    : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
                error={first(d.key)}
              >
                {(describedBy, invalid) => (
                  <>
                    {keptFiles[d.key] ? (
                      <p className="kept" id={`${idOf(d.key)}-kept`}>
                        <span className="kept__mark" aria-hidden="true">
                          ✓
                        </span>
                        <span>{withFile(t.keptDocument, keptFiles[d.key]!)}</span>
                      </p>
                    ) : null}
                    <input
                      id={idOf(d.key)}
                      name={d.key}
                      type="file"
                      accept={ACCEPT}
                      aria-describedby={
                        [describedBy, keptFiles[d.key] ? `${idOf(d.key)}-kept` : '']
                          .filter(Boolean)
                          .join(' ') || undefined
                      }
                      aria-invalid={invalid || undefined}
                    />
                  </>
                )}
              </Field>
            ))}
          </fieldset>
        ) : null}
        <BotTrap label={t.honeypot} />
        <input type="hidden" name="form_token" value={props.formToken} />
        <input type="hidden" name="locale" value={t.htmlLang === 'cy' ? 'cy' : 'en-GB'} />
        {Object.entries(props.hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <p className="note">{t.privacy}</p>
        <button type="submit" className="apply">
          {t.submit}
        </button>
      </form>
    </>,
  );
}
