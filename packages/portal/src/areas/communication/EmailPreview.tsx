import { Markdown } from '@volunteerkit/widgets';
import { fillPlaceholders, type Placeholder } from './template.js';

/**
 * The e-mail as one recipient will read it: placeholders filled with a
 * sample person's values, the subject as text and the body through the
 * widgets' allow-list markdown renderer (elements only; no HTML string is
 * injected, so a script, handler or `javascript:` link in a template stays inert).
 */
export function EmailPreview({
  subject,
  body,
  sample,
  sampleName,
}: {
  subject: string;
  body: string;
  sample: Partial<Record<Placeholder, string>>;
  sampleName: string;
}) {
  const filledSubject = fillPlaceholders(subject, sample);
  const filledBody = fillPlaceholders(body, sample);
  return (
    <section className="vkc-preview" aria-label="Preview" data-testid="email-preview">
      <p className="vkc-meta">Preview as {sampleName} will receive it</p>
      <p className="vkc-preview-subject">
        <span className="vkc-meta">Subject: </span>
        {filledSubject || <span className="vkc-meta">(no subject)</span>}
      </p>
      {filledBody ? (
        <Markdown source={filledBody} className="vkc-preview-body" />
      ) : (
        <p className="vkc-meta">(empty message)</p>
      )}
    </section>
  );
}
