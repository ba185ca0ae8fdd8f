import { useId } from 'react';
import { addDays, dateKeyIn } from '@volunteerkit/api-client/scheduling';
import type { RotaQuery } from './rotaQuery.js';
import { DayInput } from '../../app/ui/DayInput.js';
import { isDayKey } from '../../app/dayText.js';

/** View switch and date navigation of the rota planner. */
export function RotaToolbar({
  query,
  timezone,
  onChange,
}: {
  query: RotaQuery;
  timezone: string;
  onChange: (next: RotaQuery, said: string) => void;
}) {
  const dateId = useId();
  const step = query.view === 'week' ? 7 : 1;
  const unit = query.view === 'week' ? 'week' : 'day';
  const go = (date: string, said: string) => onChange({ ...query, date }, said);
  return (
    <div className="vkr-toolbar">
      <div className="vkr-segmented" role="group" aria-label="View">
        {(['week', 'day'] as const).map((view) => (
          <button
            key={view}
            type="button"
            className="vkp-button"
            aria-pressed={query.view === view}
            onClick={() => onChange({ ...query, view }, `Showing the ${view}.`)}
          >
            {view === 'week' ? 'Week' : 'Day'}
          </button>
        ))}
      </div>
      <div className="vkr-segmented" role="group" aria-label="Dates">
        <button
          type="button"
          className="vkp-button"
          onClick={() => go(addDays(query.date, -step), `Previous ${unit}.`)}
        >
          Previous {unit}
        </button>
        <button
          type="button"
          className="vkp-button"
          onClick={() => go(dateKeyIn(new Date(), timezone), 'Today.')}
        >
          Today
        </button>
        <button
          type="button"
          className="vkp-button"
          onClick={() => go(addDays(query.date, step), `Next ${unit}.`)}
        >
          Next {unit}
        </button>
      </div>
      <div className="vkr-inline vkr-goto">
        <label htmlFor={dateId}>Go to date</label>
        <span className="vkr-goto-field">
          <DayInput
            id={dateId}
            value={query.date}
            onValue={(day) => {
              if (isDayKey(day)) go(day, '');
            }}
          />
        </span>
      </div>
    </div>
  );
}
