/**
 * What the server answers (issue 50) when a change of a piece of work's
 * requirements or dates leaves people placed on it who no longer meet them.
 *
 * @module
 */
import { isRecord } from '../../registry/infer.js';

/** What a save answers when people placed on the work no longer meet its requirements. */
export interface Recheck {
  /** How many people. */
  count: number;
  /** "3 people placed here no longer meet the requirements." */
  message: string;
  /** The Safety home's list of them (`/safety?work=shift:12`). */
  link: string;
}

/** The `clearance_recheck` of an update's answer, or null when nobody newly falls short. */
export function readRecheck(answer: unknown): Recheck | null {
  const r = isRecord(answer) ? answer.clearance_recheck : undefined;
  if (!isRecord(r) || typeof r.count !== 'number' || r.count < 1) return null;
  const link = typeof r.link === 'string' && r.link.startsWith('/safety') ? r.link : '/safety';
  const message =
    typeof r.message === 'string' && r.message
      ? r.message
      : `${r.count} ${r.count === 1 ? 'person placed here no longer meets' : 'people placed here no longer meet'} the requirements.`;
  return { count: r.count, message, link };
}
