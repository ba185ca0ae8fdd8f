import { useFormatValue } from '../../app/hooks.js';
import { Empty } from '../../app/states.js';
import { LoadedRows } from '../../app/ui/RecordsTable.js';
import { isRecord, type AnyRecord } from '../../registry/infer.js';
import { slotLabels } from '../me/shifts/availability.js';
import { enGBRecordText, type RecordText } from '../me/recordMessages.js';
import { useRecordText } from '../me/useRecordText.js';
import type { Person } from './person.js';
import { RegionTable } from './TableRegion.js';
import { useApi, useLoad } from './usePersonData.js';

/** The record catalogue's text of each assignment status. */
const ASSIGNMENT_KEYS = {
  assigned: 'assignmentAssigned',
  attended: 'assignmentAttended',
  no_show: 'assignmentNoShow',
} as const satisfies Readonly<Record<string, keyof RecordText>>;

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

/** A person's own assignment status on a shift, in the words of `text`. */
export function assignmentOf(
  shift: AnyRecord,
  userId: string,
  text: RecordText = enGBRecordText,
): string {
  const list = Array.isArray(shift.assignments) ? shift.assignments.filter(isRecord) : [];
  const mine = list.find((a) => String(a.user_id) === userId);
  const status = typeof mine?.status === 'string' ? mine.status : 'assigned';
  return Object.hasOwn(ASSIGNMENT_KEYS, status)
    ? text[ASSIGNMENT_KEYS[status as keyof typeof ASSIGNMENT_KEYS]]
    : status;
}

/**
 * When the person can and cannot volunteer, and their upcoming shifts
 * (`GET /shifts/?user_id=&from=`), with their own assignment status.
 */
export function AvailabilityPanel({ person }: { person: Person }) {
  const api = useApi();
  const format = useFormatValue();
  const { text, fill, tag } = useRecordText();
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
  const usual = slotLabels(person.record, text, tag);
  const last = person.record.last_scheduled_at;

  return (
    <>
      <section aria-labelledby="availability-heading" className="vkp-person-section">
        <h2 id="availability-heading">{text.availabilityHeading}</h2>
        {periods.length === 0 ? (
          <p>{text.noUnavailable}</p>
        ) : (
          <ul aria-labelledby="availability-heading">
            {periods.map((p) => (
              <li key={`${p.start}-${p.end}`}>
                {fill(text.unavailableRange, { from: format(p.start), to: format(p.end) })}
                {p.reason ? `: ${p.reason}` : ''}
              </li>
            ))}
          </ul>
        )}
        <p>
          {fill(text.usuallyAvailable, {
            slots: usual.length > 0 ? usual.join(', ') : text.notSaid,
          })}
        </p>
        <p>
          {fill(text.lastScheduled, { when: typeof last === 'string' ? format(last) : text.never })}
        </p>
      </section>
      <section aria-labelledby="shifts-heading" className="vkp-person-section">
        <h2 id="shifts-heading">{text.upcomingShifts}</h2>
        <LoadedRows
          state={shifts}
          loading={text.loadingShifts}
          empty={upcoming.rows.length === 0}
          whenEmpty={<Empty>{text.noUpcomingShifts}</Empty>}
        >
          <RegionTable
            label={fill(text.upcomingShiftsOf, { name: person.name })}
            caption={fill(text.upcomingShiftsCount, { name: person.name, count: upcoming.total })}
            head={
              <>
                <th scope="col">{text.colShift}</th>
                <th scope="col">{text.colStarts}</th>
                <th scope="col">{text.colEnds}</th>
                <th scope="col">{text.colStatus}</th>
              </>
            }
          >
            {upcoming.rows.map((s) => (
              <tr key={String(s.id)}>
                <td>
                  {typeof s.title === 'string'
                    ? s.title
                    : fill(text.shiftNumbered, { id: String(s.id) })}
                </td>
                <td>{format(s.start)}</td>
                <td>{format(s.end)}</td>
                <td>{assignmentOf(s, person.id, text)}</td>
              </tr>
            ))}
          </RegionTable>
        </LoadedRows>
        {upcoming.total > upcoming.rows.length ? (
          <p>{fill(text.showingNext, { shown: upcoming.rows.length, total: upcoming.total })}</p>
        ) : null}
      </section>
    </>
  );
}
