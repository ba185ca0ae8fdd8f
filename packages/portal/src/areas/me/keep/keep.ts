/**
 * What a volunteer keeps on their own record (issue 49), read headless: their
 * recognitions with the ★ hour milestones, their to-dos and their favourite
 * opportunities, from `/users/{userId}/recognitions|todos|favourites/`.
 *
 * @module
 */
import { dateKeyIn } from '@volunteerkit/api-client/scheduling';
import type { AnyRecord } from '../../../registry/infer.js';

/** The hour milestones the server awards (sandbox domain/milestones.ts), in order. */
export const HOUR_MILESTONES = [10, 50, 100, 250] as const;

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** One recognition. */
export interface Recognition {
  id: string;
  name: string;
  description: string;
  /** The hours of a milestone; undefined for a recognition given by staff. */
  milestone?: number;
  /** The calendar day it was given (YYYY-MM-DD in the timezone), '' when unknown. */
  day: string;
}

/** The stored recognitions, newest first. */
export function readRecognitions(rows: readonly AnyRecord[], timezone: string): Recognition[] {
  return rows
    .filter((r) => /^\d{1,15}$/.test(String(r.id)))
    .map((r) => {
      const at = str(r.awarded_at) || str(r.created_at);
      const hours = Number(r.milestone_hours);
      return {
        id: String(r.id),
        name: str(r.name) || str(r.title),
        description: str(r.description),
        ...(Number.isFinite(hours) && hours > 0 ? { milestone: hours } : {}),
        day: at && !Number.isNaN(Date.parse(at)) ? dateKeyIn(at, timezone) : '',
      };
    })
    .sort((a, b) => b.day.localeCompare(a.day) || Number(b.id) - Number(a.id));
}

/** The next hour milestone after `hours`, or undefined when every one is reached. */
export function nextMilestone(hours: number): number | undefined {
  return HOUR_MILESTONES.find((m) => hours < m);
}

/** One to-do. */
export interface Todo {
  id: string;
  title: string;
  description: string;
  /** Its due day (YYYY-MM-DD), '' when none. */
  due: string;
  done: boolean;
  etag?: string;
}

/** The stored to-dos: open ones first (by due day), then the done ones. */
export function readTodos(rows: readonly AnyRecord[]): Todo[] {
  return rows
    .filter((r) => /^\d{1,15}$/.test(String(r.id)))
    .map((r) => ({
      id: String(r.id),
      title: str(r.title) || str(r.name),
      description: str(r.description),
      due: /^\d{4}-\d{2}-\d{2}/.test(str(r.due_date)) ? str(r.due_date).slice(0, 10) : '',
      done: r.done === true || r.status === 'done' || r.status === 'completed',
      ...(typeof r.etag === 'string' ? { etag: r.etag } : {}),
    }))
    .sort(
      (a, b) =>
        Number(a.done) - Number(b.done) ||
        (a.due || '9999').localeCompare(b.due || '9999') ||
        Number(a.id) - Number(b.id),
    );
}

/** One favourite opportunity. */
export interface Favourite {
  /** The favourite record's id. */
  id: string;
  opportunityId: string;
  /** The title stored with it (the opportunity's, when it was added). */
  title: string;
}

/** The stored favourites (one per opportunity, the first kept). */
export function readFavourites(rows: readonly AnyRecord[]): Favourite[] {
  const seen = new Set<string>();
  const out: Favourite[] = [];
  for (const r of rows) {
    const opportunityId = String(r.opportunity_id ?? '');
    if (!/^\d{1,15}$/.test(String(r.id)) || !/^\d{1,15}$/.test(opportunityId)) continue;
    if (seen.has(opportunityId)) continue;
    seen.add(opportunityId);
    out.push({ id: String(r.id), opportunityId, title: str(r.title) });
  }
  return out;
}
