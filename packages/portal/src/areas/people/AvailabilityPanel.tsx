import { useFormatValue } from '../../app/hooks.js';
import { Empty, ErrorState, Loading } from '../../app/states.js';
import { isRecord, type AnyRecord } from '../../registry/infer.js';
import type { Person } from './person.js';
import { TableRegion } from './TableRegion.js';
import { useApi, useLoad } from './usePersonData.js';

const ASSIGNMENT_LABELS: Readonly<Record<string, string>> = {
  assigned: 'Assigned',
  attended: 'Attended',
  no_show: 'Did not attend',
};

/** The periods a person said they are unavailable (`unavailable_periods`). */
export function readUnavailable(record: AnyRecord) {
  const raw = Array.isArray(record.unavailable_periods) ? record.unavailable_periods : [];
  return raw
    .filter(isRecord)
    .flatMap((p) =>
      typeof p.start === 'string' && typeof p.end === 'string'
        ? [{ start: p.start, end: p.end, reason: typeof p.reason === 'string' ? p.reason : '' }]
        : [],
    );
}

/** A person's own assignment status on a shift. */
export function assignmentOf(shift: AnyRecord, userId: string): string {
  const list = Array.isArray(shift.assignments) ? shift.assignments.filter(isRecord) : [];
  const mine = list.find((a) => String(a.user_id) === userId);
  const status = typeof mine?.status === 'string' ? mine.status : 'assigned';
  return ASSIGNMENT_LABELS[status] ?? status;
}

/**
 * When the person can and cannot volunteer, and their upcoming shifts
 * (`GET /shifts/?user_id=&from=`), with their own assignment status.
 */
export function AvailabilityPanel({ person }: { person: Person }) {
  const api = useApi();
  const format = useFormatValue();
  const from = new Date().toISOString().slice(0, 10);
  const shifts = useLoad(async (signal) => {
    const reply = (await api.shifts.list(
      { user_id: person.id, from, per_page: 50 },
      { signal },
    )) as { data?: unknown; meta?: { pagination?: { total?: unknown } } };
    const rows = Array.isArray(reply.data) ? reply.data.filter(isRecord) : [];
    const total = reply.meta?.pagination?.total;
    return { rows, total: typeof total === 'number' ? total : rows.length };
  }, `person-shifts:${person.id}:${from}`);
  const periods = readUnavailable(person.record);
  const last = person.record.last_scheduled_at;

  return (
    <>
      <section aria-labelledby="availability-heading" className="vkp-person-section">
        <h2 id="availability-heading">Availability</h2>
        {periods.length === 0 ? (
          <p>No unavailable periods recorded.</p>
        ) : (
          <ul aria-labelledby="availability-heading">
            {periods.map((p) => (
              <li key={`${p.start}-${p.end}`}>
                Unavailable {format(p.start)} to {format(p.end)}
                {p.reason ? `: ${p.reason}` : ''}
              </li>
            ))}
          </ul>
        )}
        <p>Last scheduled: {typeof last === 'string' ? format(last) : 'never'}.</p>
      </section>
      <section aria-labelledby="shifts-heading" className="vkp-person-section">
        <h2 id="shifts-heading">Upcoming shifts</h2>
        {shifts.status === 'loading' ? (
          <Loading label="Loading shifts…" />
        ) : shifts.status === 'error' ? (
          <ErrorState error={shifts.error} onRetry={shifts.reload} />
        ) : shifts.data.rows.length === 0 ? (
          <Empty>No upcoming shifts.</Empty>
        ) : (
          <TableRegion label={`Upcoming shifts of ${person.name}`}>
            <table className="vkp-table">
              <caption className="vkp-visually-hidden">
                Upcoming shifts of {person.name} ({shifts.data.total})
              </caption>
              <thead>
                <tr>
                  <th scope="col">Shift</th>
                  <th scope="col">Starts</th>
                  <th scope="col">Ends</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {shifts.data.rows.map((s) => (
                  <tr key={String(s.id)}>
                    <td>{typeof s.title === 'string' ? s.title : `Shift ${String(s.id)}`}</td>
                    <td>{format(s.start)}</td>
                    <td>{format(s.end)}</td>
                    <td>{assignmentOf(s, person.id)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        )}
        {shifts.status === 'success' && shifts.data.total > shifts.data.rows.length ? (
          <p>
            Showing the next {shifts.data.rows.length} of {shifts.data.total} upcoming shifts.
          </p>
        ) : null}
      </section>
    </>
  );
}
