import {
  placesOf,
  shiftsByDay,
  type DayWindow,
  type Shift,
} from '@volunteerkit/api-client/scheduling';
import { placesText } from './formatRota.js';
import { longDay, shortDay, timeRange } from '../../app/dayFormat.js';
import { useGridNavigation } from '../../app/useGridNavigation.js';
import { HIDDEN_NAME } from '../../app/permissionNames.js';

/** A team row of the rota. */
export interface RotaTeam {
  /** Id as text. */
  id: string;
  /** Name. */
  name: string;
}

/**
 * The week (or one day) of a rota as a WAI-ARIA grid: a row per team, a column
 * per day; each cell lists its shifts with places filled and left, and an
 * "Add" button. Arrow keys move between cells; Enter moves into a cell.
 */
export function WeekGrid({
  teams,
  days,
  shifts,
  timezone,
  caption,
  conflicted,
  onOpenShift,
  onNewShift,
  names,
}: {
  teams: readonly RotaTeam[];
  days: readonly DayWindow[];
  shifts: readonly Shift[];
  timezone: string;
  caption: string;
  conflicted: ReadonlySet<string>;
  onOpenShift: (shift: Shift) => void;
  onNewShift: (teamId: string, date: string) => void;
  /** Given (the day view), each shift lists the people holding a place. */
  names?: ReadonlyMap<string, string>;
}) {
  const { gridRef, onKeyDown, cellProps } = useGridNavigation(teams.length, days.length, (r, c) =>
    onNewShift(teams[r]!.id, days[c]!.date),
  );
  const byTeam = new Map(
    teams.map((t) => [
      t.id,
      shiftsByDay(
        shifts.filter((s) => String(s.team_id) === t.id),
        days,
        timezone,
      ),
    ]),
  );
  return (
    <div className="vkr-grid-wrap">
      <table
        role="grid"
        className="vkr-grid"
        data-days={days.length}
        ref={gridRef}
        onKeyDown={onKeyDown}
        aria-describedby="vkr-grid-help"
      >
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Team</th>
            {days.map((d) => (
              <th key={d.date} scope="col" abbr={longDay(d.date)}>
                {shortDay(d.date)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {teams.map((team, r) => (
            <tr key={team.id}>
              <th scope="row">{team.name}</th>
              {days.map((day, c) => {
                const list = byTeam.get(team.id)?.get(day.date) ?? [];
                return (
                  <td key={day.date} role="gridcell" {...cellProps(r, c)} className="vkr-cell">
                    <ul className="vkr-cell-list">
                      {list.map((s) => {
                        const p = placesOf(s);
                        const conflict = conflicted.has(String(s.id));
                        return (
                          <li key={String(s.id)}>
                            <button
                              type="button"
                              tabIndex={-1}
                              data-cell-item=""
                              className="vkr-shift"
                              data-full={p.full || undefined}
                              data-cancelled={s.status === 'cancelled' || undefined}
                              data-conflict={conflict || undefined}
                              onClick={() => onOpenShift(s)}
                            >
                              <span className="vkr-shift-time">{timeRange(s, timezone)}</span>
                              <span className="vkr-shift-title">
                                {s.title}
                                {s.status === 'cancelled' ? ' (cancelled)' : ''}
                              </span>
                              <span className="vkr-shift-places">{placesText(p)}</span>
                              {conflict ? <span className="vkr-shift-flag">Conflict</span> : null}
                              {names && s.assignments.length > 0 ? (
                                <span className="vkr-shift-people">
                                  {s.assignments
                                    .map(
                                      (a) =>
                                        `${names.get(String(a.user_id)) ?? HIDDEN_NAME}${a.status === 'assigned' ? '' : ` (${a.status === 'no_show' ? 'no-show' : 'attended'})`}`,
                                    )
                                    .join(', ')}
                                </span>
                              ) : null}
                            </button>
                          </li>
                        );
                      })}
                    </ul>
                    <button
                      type="button"
                      tabIndex={-1}
                      data-cell-item=""
                      className="vkr-add"
                      aria-label={`Add a shift for ${team.name} on ${longDay(day.date)}`}
                      onClick={() => onNewShift(team.id, day.date)}
                    >
                      + Add
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p id="vkr-grid-help" className="vkr-help">
        Arrow keys move between days and teams; Enter opens a cell, then Up and Down move between
        its shifts and Escape leaves it.
      </p>
    </div>
  );
}
