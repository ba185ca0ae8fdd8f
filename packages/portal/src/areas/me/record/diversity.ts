/**
 * Diversity questions and a person's answers (issue 49), read headless: the
 * organisation's questions (`/organisation/diversity/questions`, each with its
 * options) and the answers (`/users/{userId}/diversity/`: by the category's
 * name in lower case, `null` for a declined question).
 *
 * @module
 */

/** One question. */
export interface DiversityQuestion {
  id: string;
  /** The key of its answer ("gender"). */
  key: string;
  /** Its category's name ("Gender"). */
  category: string;
  question: string;
  options: readonly string[];
}

/** What a person said to one question: an option, declined, or nothing yet. */
export type DiversityAnswer = string | null | undefined;

/** The value of a declined question in the form's select. */
export const DECLINED = '__declined__';

/** The questions from the organisation's list (a question's key from its category's name). */
export function readQuestions(reply: unknown, categories: unknown): DiversityQuestion[] {
  const rows = (r: unknown): Record<string, unknown>[] => {
    const data = (r as { data?: unknown } | null)?.data ?? r;
    return Array.isArray(data) ? (data as Record<string, unknown>[]) : [];
  };
  const names = new Map(rows(categories).map((c) => [String(c.id), String(c.name ?? '')]));
  return rows(reply).flatMap((q) => {
    const name = names.get(String(q.category_id ?? q.id)) ?? '';
    const options = Array.isArray(q.options) ? q.options.filter((o) => typeof o === 'string') : [];
    if (!name || typeof q.question !== 'string' || options.length === 0) return [];
    return [
      { id: String(q.id), key: name.toLowerCase(), category: name, question: q.question, options },
    ];
  });
}

/** The answers by key (`null`: declined); anything not an option of its question is left out. */
export function readAnswers(
  reply: unknown,
  questions: readonly DiversityQuestion[],
): Record<string, string | null> {
  const data = (reply as { data?: unknown } | null)?.data;
  const out: Record<string, string | null> = {};
  if (typeof data !== 'object' || data === null) return out;
  for (const q of questions) {
    const v = (data as Record<string, unknown>)[q.key];
    if (v === null || (typeof v === 'string' && q.options.includes(v))) out[q.key] = v;
  }
  return out;
}

/** The select's value of an answer. */
export function selectValue(answer: DiversityAnswer): string {
  return answer === null ? DECLINED : (answer ?? '');
}

/** The answer a select's value stands for (`undefined`: not answered, nothing to send). */
export function answerOf(value: string): DiversityAnswer {
  return value === DECLINED ? null : value === '' ? undefined : value;
}
