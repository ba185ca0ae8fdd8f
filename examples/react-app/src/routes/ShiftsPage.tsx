import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { client } from '../api.js';
import { useSessionUser } from '../session.js';

interface Shift {
  id: number | string;
  title?: string;
  start?: string;
  end?: string;
  status?: string;
}

/** The fields this page shows, read from an open shift record. */
function toShift(record: Record<string, unknown>): Shift {
  const text = (key: string) =>
    typeof record[key] === 'string' ? (record[key] as string) : undefined;
  const id = record.id;
  return {
    id: typeof id === 'number' || typeof id === 'string' ? id : '',
    title: text('title'),
    start: text('start'),
    end: text('end'),
    status: text('status'),
  };
}

/**
 * The signed-in user's upcoming shifts: `GET /shifts/?user_id=<me>&from=<now>`
 * through the client, cached by TanStack Query under the user's id (signing out
 * drops the `['me', …]` queries).
 */
export function ShiftsPage() {
  const user = useSessionUser();
  const { data, status, refetch, isFetching } = useQuery({
    queryKey: ['me', user?.id, 'upcoming-shifts'],
    queryFn: async ({ signal }) => {
      const page = await client.shifts.list(
        { user_id: user!.id, from: new Date().toISOString(), per_page: 50 },
        { signal },
      );
      return page.data.map(toShift);
    },
    enabled: user !== null,
  });
  if (!user) return <Navigate to="/sign-in" replace />;

  const when = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: typeof user.timezone === 'string' ? user.timezone : undefined,
  });
  const time = new Intl.DateTimeFormat('en-GB', {
    timeStyle: 'short',
    timeZone: typeof user.timezone === 'string' ? user.timezone : undefined,
  });

  return (
    <section aria-labelledby="shifts-title" aria-busy={isFetching}>
      <h1 id="shifts-title">My upcoming shifts</h1>
      {status === 'pending' ? <p>Loading your shifts…</p> : null}
      {status === 'error' ? (
        <p className="panel" role="alert">
          Your shifts could not be loaded.{' '}
          <button type="button" className="vk-link-button" onClick={() => void refetch()}>
            Try again
          </button>
        </p>
      ) : null}
      {status === 'success' && data.length === 0 ? (
        <p className="panel">
          You have no upcoming shifts. Your coordinator will add you to a rota.
        </p>
      ) : null}
      {status === 'success' && data.length > 0 ? (
        <ul className="shifts">
          {data.map((shift) => (
            <li key={shift.id} className="panel">
              <strong>{shift.title ?? 'Shift'}</strong>
              {shift.status === 'cancelled' ? ' (cancelled)' : ''}
              {shift.start ? (
                <p className="shifts__when">
                  <time dateTime={shift.start}>{when.format(new Date(shift.start))}</time>
                  {shift.end ? (
                    <>
                      {' to '}
                      <time dateTime={shift.end}>{time.format(new Date(shift.end))}</time>
                    </>
                  ) : null}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
