import { useFormatValue } from '../../app/hooks.js';
import { Empty } from '../../app/states.js';
import { LoadedRows } from '../../app/ui/RecordsTable.js';
import { isRecord, type AnyRecord } from '../../registry/infer.js';
import { slotLabels } from '../me/availability.js';
import type { Person } from './person.js';
import { RegionTable } from './TableRegion.js';
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
  const upcoming = shifts.status === 'success' ? shifts.data : { rows: [], total: 0 };
  const periods = readUnavailable(person.record);
  const usual = slotLabels(person.record);
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
        <p>Usually available: {usual.length > 0 ? usual.join(', ') : 'not said'}.</p>
        <p>Last scheduled: {typeof last === 'string' ? format(last) : 'never'}.</p>
      </section>
      <section aria-labelledby="shifts-heading" className="vkp-person-section">
        <h2 id="shifts-heading">Upcoming shifts</h2>
        <LoadedRows
          state={shifts}
          loading="Loading shifts…"
          empty={upcoming.rows.length === 0}
          whenEmpty={<Empty>No upcoming shifts.</Empty>}
        >
          <RegionTable
            label={`Upcoming shifts of ${person.name}`}
            caption={`Upcoming shifts of ${person.name} (${upcoming.total})`}
            head={
              <>
                <th scope="col">Shift</th>
                <th scope="col">Starts</th>
                <th scope="col">Ends</th>
                <th scope="col">Status</th>
              </>
            }
          >
            {upcoming.rows.map((s) => (
              <tr key={String(s.id)}>
                <td>{typeof s.title === 'string' ? s.title : `Shift ${String(s.id)}`}</td>
                <td>{format(s.start)}</td>
                <td>{format(s.end)}</td>
                <td>{assignmentOf(s, person.id)}</td>
              </tr>
            ))}
          </RegionTable>
        </LoadedRows>
        {upcoming.total > upcoming.rows.length ? (
          <p>
            Showing the next {upcoming.rows.length} of {upcoming.total} upcoming shifts.
          </p>
        ) : null}
      </section>
    </>
  );
}
