import { useId, useState } from 'react';
import { ApiError } from '@volunteerkit/api-client';
import { useShellText } from '../../../app/shell/useShellText.js';
import { StatusLine, useAnnouncer } from '../../../app/ui/Announcer.js';
import { describedBy, FieldError } from '../../../app/ui/FieldError.js';
import { ErrorState, Loading } from '../../../app/states.js';
import { useApi } from '../../../app/useApi.js';
import { useLoad } from '../../../app/useLoad.js';
import { actionError } from '../../people/usePersonData.js';
import { useMyText } from '../useMyText.js';
import {
  answerOf,
  DECLINED,
  readAnswers,
  readQuestions,
  selectValue,
  type DiversityQuestion,
} from './diversity.js';
import './photo.css';
import '../me.css';

/**
 * Diversity answers on a person's record (issue 49). The person answers each
 * question, or declines it, and saves (each changed answer sent on its own; a
 * refused one is marked beside its question and the others stay as typed).
 * Staff with 'view-user-diversity' read the answers (`editable` false); the
 * record shows this section to nobody else.
 */
export function DiversityCard({ userId, editable }: { userId: string; editable: boolean }) {
  const id = useId();
  const api = useApi();
  const { text, fill } = useMyText();
  const shell = useShellText().text;
  const { announce, message } = useAnnouncer();
  const loaded = useLoad(
    async (signal) => {
      const [questions, categories] = await Promise.all([
        api.organisation.diversity.questions(undefined, { signal }),
        api.organisation.diversity.categories(undefined, { signal }),
      ]);
      const list = readQuestions(questions, categories);
      const answers = readAnswers(
        await api.users.diversity(userId).answers(undefined, { signal }),
        list,
      );
      return { questions: list, answers };
    },
    userId ? `diversity:${userId}` : null,
  );
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  // Staff read them as one of the person's records ("All records" names them so too).
  const heading = <h2 id={`${id}-h`}>{editable ? text.diversityTitle : text.diversityAnswers}</h2>;
  if (loaded.status !== 'success')
    return (
      <section aria-labelledby={`${id}-h`} className="vkp-person-section">
        {heading}
        {loaded.status === 'error' ? (
          <ErrorState error={loaded.error} onRetry={loaded.reload} />
        ) : (
          <Loading label={text.diversityLoading} />
        )}
      </section>
    );
  const { questions, answers } = loaded.data;
  const valueOf = (q: DiversityQuestion) => values[q.key] ?? selectValue(answers[q.key]);
  const words = (q: DiversityQuestion) => {
    const a = answers[q.key];
    return a === null ? text.diversityDeclined : a === undefined ? text.diversityNotAnswered : a;
  };

  const save = async () => {
    setBusy(true);
    const refused: Record<string, string> = {};
    let failure: unknown;
    for (const q of questions) {
      const value = values[q.key];
      if (value === undefined || value === selectValue(answers[q.key])) continue;
      const answer = answerOf(value);
      if (answer === undefined) continue;
      try {
        await api.users.diversity(userId).update(q.id, { answer });
      } catch (e) {
        const field = e instanceof ApiError ? e.fieldErrors?.answer?.[0] : undefined;
        if (field) refused[q.key] = field;
        else failure = e;
      }
    }
    setErrors(refused);
    setBusy(false);
    if (Object.keys(refused).length > 0) announce(text.diversityNotSaved);
    else if (failure) announce(fill(text.notSavedReason, { reason: actionError(failure, shell) }));
    else {
      setValues({});
      announce(text.diversitySaved);
      loaded.reload();
    }
  };

  return (
    <section aria-labelledby={`${id}-h`} className="vkp-person-section vkm-diversity">
      {heading}
      <p className="vkm-note">{editable ? text.diversityIntro : text.diversityStaffIntro}</p>
      <StatusLine message={message} />
      {editable ? (
        <form
          className="vkm-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          {questions.map((q) => (
            <div className="vkm-field" key={q.id}>
              <label htmlFor={`${id}-${q.key}`}>{q.question}</label>
              <select
                id={`${id}-${q.key}`}
                name={q.key}
                value={valueOf(q)}
                {...describedBy(`${id}-${q.key}-error`, errors[q.key])}
                onChange={(e) => setValues((s) => ({ ...s, [q.key]: e.target.value }))}
              >
                {answers[q.key] === undefined ? (
                  <option value="">{text.diversityChoose}</option>
                ) : null}
                {q.options.map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
                <option value={DECLINED}>{text.diversityDecline}</option>
              </select>
              <FieldError id={`${id}-${q.key}-error`} error={errors[q.key]} />
            </div>
          ))}
          <div>
            <button type="submit" className="vkp-button vkp-primary" disabled={busy}>
              {busy ? text.sending : text.diversitySave}
            </button>
          </div>
        </form>
      ) : (
        <dl className="vkp-fields">
          {questions.map((q) => (
            <div className="vkp-field-row" key={q.id}>
              <dt>{q.category}</dt>
              <dd>{words(q)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
