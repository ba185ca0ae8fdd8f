import { Badge, type BadgeTone } from '../../app/ui/Badge.js';

/** Statuses of a person (domain model, `PersonRecord.status`). */
export const PERSON_STATUSES = ['active', 'applicant', 'inactive', 'leaver', 'blocked'] as const;

const LOOK: Readonly<Record<string, readonly [string, BadgeTone]>> = {
  active: ['Active', 'success'],
  applicant: ['Applicant', 'info'],
  inactive: ['Inactive', 'neutral'],
  leaver: ['Left', 'neutral'],
  blocked: ['Blocked', 'danger'],
  locked: ['Locked', 'danger'],
};

/** How a person's status reads ("leaver" as "Left"). */
export function statusLabel(status: string): string {
  return LOOK[status]?.[0] ?? status;
}

/** A person's status as a badge (the text carries the meaning; colour is never the only cue). */
export function StatusBadge({ status }: { status: unknown }) {
  if (typeof status !== 'string' || status === '') return null;
  const [label, tone] = LOOK[status] ?? [status, 'neutral'];
  return <Badge tone={tone}>{label}</Badge>;
}
