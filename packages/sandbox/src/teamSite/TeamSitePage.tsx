/**
 * A team's public site (issue 49), rendered on the server in the apply page's
 * shell (publicApply/ApplyPage.tsx: the organisation header, the English /
 * Cymraeg switch, its styles): the site's title and text, its contact details,
 * the team's open opportunities (links to their public pages) and a contact-us
 * form that needs no JavaScript. A refused message comes back with everything
 * typed, an error summary (focused) and each error beside its field.
 *
 * @module
 */
import { Markdown } from '@volunteerkit/widgets/residential';
import type { FieldErrors } from '../errors.js';
import { BotTrap, Field, idOf, Page } from '../publicApply/ApplyPage.js';
import { fillText } from '../publicApply/text.js';
import { MESSAGE_MAX, NAME_MAX } from './site.js';
import type { TeamSiteText } from './text.js';

/** What the page shows. */
export interface TeamSitePageProps {
  t: TeamSiteText;
  organisation: { name: string; logoUrl: string | undefined };
  site: {
    title: string;
    team: string;
    text: string;
    contactEmail: string | undefined;
    contactPhone: string | undefined;
    address: string | undefined;
  };
  /** The open opportunities: title and page URL. */
  opportunities: { title: string; url: string; where: string | undefined }[];
  otherLanguageUrl: string;
  formToken: string;
  values: Record<string, string>;
  errors: FieldErrors;
  /** The confirmation in place of the form. */
  sent?: boolean;
  css: string;
}

/** The whole HTML document of a team site. */
export function TeamSitePage(props: TeamSitePageProps) {
  const { t, site, values, errors } = props;
  const team = site.team;
  const first = (name: string) => errors[name]?.[0];
  const summary = Object.entries(errors).flatMap(([field, messages]) =>
    messages[0]
      ? [{ field: field === 'form_token' ? 'message' : field, message: messages[0] }]
      : [],
  );
  const input = (
    name: 'name' | 'email',
    label: string,
    options: { type: string; autoComplete: string; hint?: string; max: number },
  ) => (
    <Field
      errorPrefix={t.errorPrefix}
      name={name}
      label={label}
      hint={options.hint}
      error={first(name)}
    >
      {(describedBy, invalid) => (
        <input
          id={idOf(name)}
          name={name}
          type={options.type}
          autoComplete={options.autoComplete}
          defaultValue={values[name] ?? ''}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          maxLength={options.max}
          spellCheck={false}
        />
      )}
    </Field>
  );
  const messageError = first('message') ?? first('form_token');
  return (
    <Page
      t={t}
      lang={t.htmlLang}
      title={`${summary.length ? `${t.errorSummary}: ` : ''}${fillText(t.pageTitle, {
        team: site.title,
        organisation: props.organisation.name,
      })}`}
      organisation={props.organisation}
      otherLanguageUrl={props.otherLanguageUrl}
      css={props.css}
    >
      {summary.length > 0 ? (
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
          <ul>
            {summary.map((e) => (
              <li key={e.field}>
                <a href={`#${idOf(e.field)}`}>{e.message}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <h1>{site.title}</h1>
      {site.text ? <Markdown className="team-site__text" source={site.text} /> : null}
      {site.contactEmail || site.contactPhone || site.address ? (
        <section aria-labelledby="contact-details">
          <h2 id="contact-details">{t.contactDetails}</h2>
          <dl className="facts">
            {site.contactEmail ? (
              <>
                <dt>{t.emailLabel}</dt>
                <dd>
                  <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
                </dd>
              </>
            ) : null}
            {site.contactPhone ? (
              <>
                <dt>{t.phoneLabel}</dt>
                <dd>
                  <a href={`tel:${site.contactPhone.replace(/[^\d+]/g, '')}`}>
                    {site.contactPhone}
                  </a>
                </dd>
              </>
            ) : null}
            {site.address ? (
              <>
                <dt>{t.addressLabel}</dt>
                <dd className="team-site__address">{site.address}</dd>
              </>
            ) : null}
          </dl>
        </section>
      ) : null}
      <section aria-labelledby="opportunities">
        <h2 id="opportunities">{fillText(t.opportunitiesHeading, { team })}</h2>
        {props.opportunities.length ? (
          <ul className="team-site__opportunities">
            {props.opportunities.map((o) => (
              <li key={o.url}>
                <a href={o.url}>{o.title}</a>
                {o.where ? <span className="team-site__where"> – {o.where}</span> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t.noOpportunities}</p>
        )}
      </section>
      <section aria-labelledby="contact" className="team-site__contact">
        <h2 id="contact">{fillText(t.contactHeading, { team })}</h2>
        {props.sent ? (
          <div className="confirmation" role="status">
            <h3>{t.sentHeading}</h3>
            <p>{fillText(t.sentBody, { team })}</p>
          </div>
        ) : (
          <>
            <p>{t.contactIntro}</p>
            <form method="post" noValidate className="apply-form">
              {input('name', t.yourName, { type: 'text', autoComplete: 'name', max: NAME_MAX })}
              {input('email', t.yourEmail, {
                type: 'email',
                autoComplete: 'email',
                hint: t.yourEmailHint,
                max: 254,
              })}
              <Field
                errorPrefix={t.errorPrefix}
                name="message"
                label={t.message}
                hint={fillText(t.messageHint, { max: MESSAGE_MAX })}
                error={messageError}
              >
                {(describedBy, invalid) => (
                  // No maxLength: a longer text pasted in is kept and refused beside the field.
                  <textarea
                    id={idOf('message')}
                    name="message"
                    rows={6}
                    defaultValue={values.message ?? ''}
                    aria-describedby={describedBy}
                    aria-invalid={invalid || undefined}
                  />
                )}
              </Field>
              <BotTrap label={t.honeypot} />
              <input type="hidden" name="form_token" value={props.formToken} />
              <p className="note">{t.privacy}</p>
              <button type="submit" className="apply">
                {t.send}
              </button>
            </form>
          </>
        )}
      </section>
    </Page>
  );
}
