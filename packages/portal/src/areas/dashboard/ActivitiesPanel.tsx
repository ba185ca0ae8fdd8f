import { Link } from 'react-router';
import { formatMetric } from '@volunteerkit/api-client';
import { useUser } from '../../app/hooks.js';
import { DEFAULT_TIMEZONE } from '../../app/format.js';
import type { AnyRecord } from '../../registry/infer.js';
import { LoadedPanel } from './Panel.js';
import { isoDay, UPCOMING_DAYS, type DashboardData } from './useDashboardData.js';
import { dayHeading, dayKey, groupByDay, timeOf } from './when.js';

const ID = /^\d{1,15}$/;

/**
 * Where a "Coming up" row opens: a shift opens in the rota planner on its day and
 * team with its drawer open; an event session opens the attendees screen.
 */
export function activityLink(row: AnyRecord, zone: string): string {
  if (row.type === 'event') return '/events/attendees';
  const id = String(row.id);
  const team = String(row.team_id);
  const date = typeof row.start === 'string' ? dayKey(row.start, zone) : undefined;
  if (!ID.test(id) || !ID.test(team) || !date) return '/rotas/planner';
  return `/rotas/planner?view=day&date=${date}&teams=${team}&shift=${id}`;
}

/** At most this many activities are listed (the report page has them all). */
const SHOWN = 12;

function placesText(row: AnyRecord): string | null {
  const places = typeof row.places === 'number' ? row.places : null;
  const filled = typeof row.filled === 'number' ? row.filled : 0;
  if (places === null || places <= 0) return null;
  return `${formatMetric(filled)} of ${formatMetric(places)} filled`;
}

/** Shifts and event sessions of the coming days, by day. */
export function ActivitiesPanel({
  upcoming,
  today,
}: {
  upcoming: DashboardData['upcoming'];
  today: Date;
}) {
  const user = useUser();
  const zone = user?.timezone ?? DEFAULT_TIMEZONE;
  const todayKey = dayKey(today.toISOString(), zone) ?? isoDay(today);
  const tomorrowKey = dayKey(new Date(today.getTime() + 864e5).toISOString(), zone) ?? '';
  return (
    <LoadedPanel
      title={`Coming up in the next ${UPCOMING_DAYS} days`}
      more={{ label: 'All upcoming activities', to: '/analytics/upcoming-activities' }}
      load={upcoming}
      label="Upcoming activities"
      empty={{
        title: 'Nothing is scheduled for the coming days',
        text: 'Shifts and event sessions you plan show here.',
        action: { label: 'Plan a rota', to: '/rotas/planner' },
      }}
    >
      {(rows) => (
        <>
          {groupByDay(rows.slice(0, SHOWN), zone).map(([day, items]) => (
            <div key={day} className="vkd-day">
              <h3 className="vkd-day-head">{dayHeading(day, todayKey, tomorrowKey)}</h3>
              <ul className="vkd-list">
                {items.map((row) => {
                  const places = placesText(row);
                  const full =
                    typeof row.places === 'number' &&
                    typeof row.filled === 'number' &&
                    row.filled >= row.places;
                  return (
                    <li key={`${String(row.type)}-${String(row.id)}`} className="vkd-item">
                      <span className="vkd-time">
                        {timeOf(row.start, zone)}–{timeOf(row.end, zone)}
                      </span>
                      <span className="vkd-main">
                        <Link to={activityLink(row, zone)}>
                          {typeof row.title === 'string' ? row.title : 'Activity'}
                        </Link>
                        <span className="vkd-sub">
                          {row.type === 'event' ? 'Event session' : 'Shift'}
                          {typeof row.team === 'string' ? ` · ${row.team}` : ''}
                        </span>
                      </span>
                      {places ? (
                        <span className="vkd-badge" data-tone={full ? 'good' : 'warn'}>
                          {places}
                        </span>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
          {rows.length > SHOWN ? (
            <p className="vkd-caption">
              Showing the next {SHOWN} of {rows.length} activities.
            </p>
          ) : null}
        </>
      )}
    </LoadedPanel>
  );
}
