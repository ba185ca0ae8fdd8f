/** Statuses of a person (domain model, `PersonRecord.status`), plus `locked` accounts. */
export const PERSON_STATUSES = ['active', 'applicant', 'inactive', 'leaver', 'blocked'] as const;

const LABELS: Readonly<Record<string, string>> = {
  active: 'Active',
  applicant: 'Applicant',
  inactive: 'Inactive',
  leaver: 'Left',
  blocked: 'Blocked',
  locked: 'Locked',
};

/** A person's status as a badge (text and colour; the colour is never the only cue). */
export function StatusBadge({ status }: { status: unknown }) {
  if (typeof status !== 'string' || status === '') return null;
  return (
    <span className="vkp-status-badge" data-status={status}>
      {LABELS[status] ?? status}
    </span>
  );
}
