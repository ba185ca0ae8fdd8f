import { Link } from 'react-router';
import { useFormatValue, useUser } from '../../app/hooks.js';
import type { AnyRecord } from '../../registry/infer.js';
import { ADD_PERSON, LoadedPanel } from './Panel.js';
import type { DashboardData } from './useDashboardData.js';

/** Where a recent action's record is shown, when the portal has a page for it. */
export function subjectLink(row: AnyRecord): string | null {
  const id = row.subject_id;
  if (typeof id !== 'number' && typeof id !== 'string') return null;
  if (!/^\d{1,15}$/.test(String(id))) return null;
  if (row.subject_type === '/users' || row.subject_type === 'user') return `/people/${id}`;
  if (row.subject_type === '/organisation/teams') return `/portal/team/${id}`;
  return null;
}

/** What was changed recently, newest first, in words where the server has them, by whom (by name). */
export function RecentPanel({ recent }: { recent: DashboardData['recent'] }) {
  const user = useUser();
  const format = useFormatValue();
  return (
    <LoadedPanel
      title="Recent actions"
      more={{ label: 'All recent actions', to: '/manage/dashboard/recent-actions' }}
      load={recent}
      label="Recent actions"
      empty={{
        title: 'Nothing has been changed yet',
        text: 'Changes to people, teams, shifts and events appear here.',
        action: ADD_PERSON,
      }}
    >
      {(rows) => (
        <ul className="vkd-list">
          {rows.map((row, i) => {
            const to = subjectLink(row);
            const subject =
              typeof row.subject === 'string' && row.subject
                ? row.subject
                : row.subject_id !== undefined && row.subject_id !== null
                  ? `#${String(row.subject_id)}`
                  : null;
            const mine = user?.id !== undefined && String(row.user_id) === String(user.id);
            return (
              <li key={String(row.id ?? i)} className="vkd-item">
                <span className="vkd-main">
                  {typeof row.summary === 'string' && row.summary ? (
                    <span>{to ? <Link to={to}>{row.summary}</Link> : row.summary}</span>
                  ) : (
                    <span>
                      {typeof row.action === 'string' ? row.action : 'Changed a record'}
                      {subject ? ': ' : ''}
                      {subject && to ? <Link to={to}>{subject}</Link> : subject}
                    </span>
                  )}
                  <span className="vkd-sub">
                    {mine
                      ? 'By you'
                      : typeof row.actor_name === 'string' && row.actor_name
                        ? `By ${row.actor_name}`
                        : 'By a colleague'}
                  </span>
                </span>
                <span className="vkd-date">{format(row.at ?? row.created_at)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </LoadedPanel>
  );
}
