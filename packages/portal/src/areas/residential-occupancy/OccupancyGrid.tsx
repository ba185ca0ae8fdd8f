import { shortDay } from '../../app/dayFormat.js';
import { useGridNavigation } from '../../app/useGridNavigation.js';
import { formatDateRange } from '../../presentation/formats.js';
import { PersonApart, usePeopleApart } from '../../presentation/usePeopleApart.js';
import { isChangeover, nightState, type Booking } from './occupancy.js';
import type { OccupancyData } from './useOccupancy.js';

// "Change-over" may break at its soft hyphen in a narrow day, never at an arbitrary letter.
const CHANGEOVER = 'Change\u00adover';

/**
 * Rooms against nights as a WAI-ARIA grid: each cell says booked (with the
 * guest, a button to manage the booking), unavailable (with the reason) or
 * free (Enter books it); changeover days are marked in the column header.
 */
export function OccupancyGrid({
  data,
  days,
  onBook,
  onOpenBooking,
}: {
  data: OccupancyData;
  days: readonly string[];
  onBook: (roomId: string, day: string) => void;
  onOpenBooking: (booking: Booking) => void;
}) {
  const { gridRef, onKeyDown, cellProps } = useGridNavigation(
    data.rooms.length,
    days.length,
    (r, c) => onBook(data.rooms[r]!.id, days[c]!),
  );
  const apart = usePeopleApart(
    data.bookings
      .filter((b) => b.status === 'booked' && days.some((d) => b.startsOn <= d && d < b.endsOn))
      .map((b) => ({ name: b.guest, userId: b.userId })),
  );
  return (
    <div className="vko-grid-wrap">
      <table
        role="grid"
        className="vko-grid"
        ref={gridRef}
        onKeyDown={onKeyDown}
        aria-describedby="vko-help"
      >
        <caption>Occupancy, {formatDateRange(days[0]!, days[days.length - 1]!)}</caption>
        <thead>
          <tr>
            <th scope="col">Room</th>
            {days.map((d) => (
              <th
                key={d}
                scope="col"
                data-changeover={isChangeover(d, data.changeoverDays) || undefined}
              >
                {shortDay(d)}
                {isChangeover(d, data.changeoverDays) ? (
                  <span className="vko-changeover">{CHANGEOVER}</span>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rooms.map((room, r) => (
            <tr key={room.id}>
              <th scope="row">{room.name}</th>
              {days.map((day, c) => {
                const state = nightState(room.id, day, data.bookings, data.unavailable);
                return (
                  <td
                    key={day}
                    role="gridcell"
                    {...cellProps(r, c)}
                    className="vko-cell"
                    data-state={state.kind}
                  >
                    {state.kind === 'booked' ? (
                      <button
                        type="button"
                        tabIndex={-1}
                        data-cell-item=""
                        className="vko-booking"
                        title={[state.booking.guest, apart(state.booking.userId)]
                          .filter(Boolean)
                          .join(', ')}
                        onClick={() => onOpenBooking(state.booking)}
                      >
                        {state.booking.guest}
                        <PersonApart line={apart(state.booking.userId)} />
                      </button>
                    ) : state.kind === 'unavailable' ? (
                      <span>{state.period.reason}</span>
                    ) : (
                      <button
                        type="button"
                        tabIndex={-1}
                        data-cell-item=""
                        className="vkr-add"
                        onClick={() => onBook(room.id, day)}
                      >
                        <span aria-hidden="true">Free</span>
                        <span className="vkp-visually-hidden">
                          Free: book {room.name} from {shortDay(day)}
                        </span>
                      </button>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p id="vko-help" className="vkr-help">
        Arrow keys move between nights and rooms; Enter on a free night books it, on a booking
        manages it.
      </p>
    </div>
  );
}
