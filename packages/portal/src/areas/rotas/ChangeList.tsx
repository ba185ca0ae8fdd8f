import { dateKeyIn, placesOf, type RotaDiff } from '@volunteerkit/api-client/scheduling';
import { shortDay, timeRange } from '../../app/dayFormat.js';
import type { RotaTeam } from './WeekGrid.js';
import { RecordsTable } from '../../app/ui/RecordsTable.js';

const CHANGE_COLUMNS = ['Change', 'Shift', 'When', 'Details'];

const SHOWN = 60;
const LABELS = { add: 'Add', change: 'Change', remove: 'Remove' } as const;

function show(field: string, value: unknown, timezone: string): string {
  if ((field === 'start' || field === 'end') && typeof value === 'string')
    return `${shortDay(dateKeyIn(value, timezone))} ${timeRange({ start: value, end: value }, timezone).split('–')[0]}`;
  if (value === undefined || value === null || value === '') return '(none)';
  return String(value);
}

/** The preview of a bulk change: counts, then one row per change. */
export function ChangeList({
  diff,
  timezone,
  teams,
}: {
  diff: RotaDiff;
  timezone: string;
  teams: readonly RotaTeam[];
}) {
  const team = (id: number | string) =>
    teams.find((t) => t.id === String(id))?.name ?? `Team ${String(id)}`;
  const losing = diff.changes.filter(
    (c) => c.kind === 'remove' && placesOf(c.before).filled > 0,
  ).length;
  return (
    <div className="vkr-preview">
      <p data-testid="bulk-summary">
        <strong>
          {diff.added} to add, {diff.changed} to change, {diff.removed} to remove, {diff.unchanged}{' '}
          unchanged.
        </strong>
      </p>
      {losing > 0 ? (
        <p className="vkp-form-error">
          {losing} of the shifts to remove have people on them; they will lose those places.
        </p>
      ) : null}
      {diff.changes.length === 0 ? (
        <p>Nothing would change.</p>
      ) : (
        <RecordsTable caption="What changes" columns={CHANGE_COLUMNS}>
          {diff.changes.slice(0, SHOWN).map((c, i) => {
            const s = c.kind === 'remove' ? c.before : c.after;
            return (
              <tr key={i} data-change={c.kind}>
                <td>{LABELS[c.kind]}</td>
                <td>
                  {s.title} ({team(s.team_id)})
                </td>
                <td>
                  {shortDay(dateKeyIn(s.start, timezone))} {timeRange(s, timezone)}
                </td>
                <td>
                  {c.kind === 'change'
                    ? c.fields
                        .map(
                          (f) =>
                            `${f}: ${show(f, (c.before as unknown as Record<string, unknown>)[f], timezone)} → ${show(f, (c.after as unknown as Record<string, unknown>)[f], timezone)}`,
                        )
                        .join('; ')
                    : `${s.places} places`}
                </td>
              </tr>
            );
          })}
        </RecordsTable>
      )}
      {diff.changes.length > SHOWN ? <p>And {diff.changes.length - SHOWN} more.</p> : null}
    </div>
  );
}
