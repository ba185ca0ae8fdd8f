import { useState } from 'react';
import { Link } from 'react-router';
import { useDateSettings, useFormatValue, useUser } from '../../../app/hooks.js';
import { Page } from '../../../app/Page.js';
import { useShellText } from '../../../app/shell/useShellText.js';
import { StatusLine, useAnnouncer } from '../../../app/ui/Announcer.js';
import { Card } from '../../../app/ui/Card.js';
import { ErrorState, Loading } from '../../../app/states.js';
import { DEFAULT_TIMEZONE } from '../../../app/format.js';
import { useApi } from '../../../app/useApi.js';
import { useLoad } from '../../../app/useLoad.js';
import { actionError, rowsOf } from '../../people/usePersonData.js';
import { useMyText } from '../useMyText.js';
import { nextMilestone, readRecognitions, readTodos, type Todo } from './keep.js';
import { FavouriteToggle } from './FavouriteToggle.js';
import { useFavourites } from './useFavourites.js';
import '../me.css';
import './keep.css';

/**
 * My recognitions and to-dos (issue 49, SPEC 1 "keep their own record"): the
 * recognitions staff gave and the ★ hour milestones reached (with the hours
 * attended and the next milestone, all computed by the server from attended
 * shifts), the to-dos staff set (marked done here) and the favourite
 * opportunities (added on Opportunities, removed here or there).
 */
export default function MyKeepScreen() {
  const api = useApi();
  const me = useUser();
  const userId = me?.id === undefined ? '' : String(me.id);
  const { text, fill } = useMyText();
  const shell = useShellText().text;
  const format = useFormatValue();
  const timezone = useDateSettings().timezone ?? DEFAULT_TIMEZONE;
  const { announce, message } = useAnnouncer();
  const recognitions = useLoad(
    async (signal) => {
      const reply = (await api.users
        .recognitions(userId)
        .list({ per_page: 100 }, { signal })) as unknown as {
        data?: unknown;
        meta?: { attended_hours?: unknown };
      };
      const hours = Number(reply.meta?.attended_hours);
      return {
        items: readRecognitions(rowsOf(reply), timezone),
        hours: Number.isFinite(hours) ? hours : undefined,
      };
    },
    userId ? `recognitions:${userId}` : null,
  );
  const todos = useLoad(
    async (signal) =>
      readTodos(rowsOf(await api.users.todos(userId).listAll({ per_page: 100 }, { signal }))),
    userId ? `todos:${userId}` : null,
  );
  const favourites = useFavourites(userId);
  const [marking, setMarking] = useState<string | null>(null);

  const markDone = async (todo: Todo) => {
    setMarking(todo.id);
    try {
      await api.users
        .todos(userId)
        .update(todo.id, { done: true }, todo.etag ? { ifMatch: todo.etag } : undefined);
      announce(fill(text.todoMarked, { title: todo.title }));
      todos.reload();
    } catch (e) {
      announce(fill(text.notSavedReason, { reason: actionError(e, shell) }));
    } finally {
      setMarking(null);
    }
  };

  const hours = recognitions.data?.hours;
  const next = hours === undefined ? undefined : nextMilestone(hours);
  return (
    <Page title={text.navKeep}>
      <StatusLine message={message} />
      <p className="vkm-note">{text.keepIntro}</p>
      <div className="vkm-grid">
        <Card title={text.recognitionsTitle}>
          {recognitions.status === 'success' ? (
            <>
              {hours !== undefined ? (
                <p className="vkm-keep-hours">
                  {fill(text.hoursVolunteered, { hours })}{' '}
                  {next === undefined
                    ? text.everyMilestone
                    : fill(text.nextMilestone, { hours: next })}
                </p>
              ) : null}
              {recognitions.data.items.length === 0 ? (
                <p>{text.noRecognitions}</p>
              ) : (
                <ul className="vkm-keep-list" aria-label={text.recognitionsTitle}>
                  {recognitions.data.items.map((r) => (
                    <li key={r.id} className="vkm-keep-item" data-milestone={r.milestone}>
                      <span className="vkm-keep-badge" aria-hidden="true">
                        {r.milestone ? '★' : '✦'}
                      </span>
                      <div>
                        <h3 className="vkm-shift-title">
                          {r.milestone ? fill(text.milestoneName, { hours: r.milestone }) : r.name}
                        </h3>
                        {r.description && !r.milestone ? (
                          <p className="vkm-note">{r.description}</p>
                        ) : null}
                        {r.day ? (
                          <p className="vkm-note">
                            {fill(text.awardedOn, { date: format(r.day) })}
                          </p>
                        ) : null}
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </>
          ) : recognitions.status === 'error' ? (
            <ErrorState error={recognitions.error} onRetry={recognitions.reload} />
          ) : (
            <Loading label={text.loadingRecognitions} />
          )}
        </Card>
        <Card title={text.todosTitle}>
          {todos.status === 'success' ? (
            todos.data.length === 0 ? (
              <p>{text.noTodos}</p>
            ) : (
              <ul className="vkm-keep-list" aria-label={text.todosTitle}>
                {todos.data.map((t) => (
                  <li key={t.id} className="vkm-keep-item" data-done={t.done}>
                    <div className="vkm-shift-main">
                      <h3 className="vkm-shift-title">{t.title}</h3>
                      {t.description ? <p className="vkm-note">{t.description}</p> : null}
                      {t.due ? (
                        <p className="vkm-note">{fill(text.todoDue, { date: format(t.due) })}</p>
                      ) : null}
                    </div>
                    {t.done ? (
                      <p className="vkm-keep-done">✓ {text.todoDone}</p>
                    ) : (
                      <button
                        type="button"
                        className="vkp-button"
                        disabled={marking !== null}
                        onClick={() => void markDone(t)}
                      >
                        {text.markDone}
                        <span className="vkp-visually-hidden">
                          {' '}
                          {fill(text.markDoneNamed, { title: t.title })}
                        </span>
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )
          ) : todos.status === 'error' ? (
            <ErrorState error={todos.error} onRetry={todos.reload} />
          ) : (
            <Loading label={text.loadingTodos} />
          )}
        </Card>
        <Card
          title={text.favouritesTitle}
          footer={<Link to="/my/opportunities">{text.findOpportunities}</Link>}
        >
          {favourites.list.status === 'success' ? (
            favourites.list.data.length === 0 ? (
              <p>{text.noFavourites}</p>
            ) : (
              <ul className="vkm-keep-list" aria-label={text.favouritesTitle}>
                {favourites.list.data.map((f) => (
                  <li key={f.id} className="vkm-keep-item">
                    <div className="vkm-shift-main">
                      <h3 className="vkm-shift-title">
                        <Link to="/my/opportunities">{f.title || text.opportunity}</Link>
                      </h3>
                    </div>
                    <FavouriteToggle
                      opportunityId={f.opportunityId}
                      title={f.title || text.opportunity}
                      favourites={favourites}
                      announce={announce}
                    />
                  </li>
                ))}
              </ul>
            )
          ) : favourites.list.status === 'error' ? (
            <ErrorState error={favourites.list.error} onRetry={favourites.list.reload} />
          ) : (
            <Loading label={text.loadingFavourites} />
          )}
        </Card>
      </div>
    </Page>
  );
}
