import { useId, useMemo, useState } from 'react';
import { Markdown } from '@volunteerkit/widgets';
import { useFormatValue } from '../../app/hooks.js';
import { Empty, ErrorState, Loading } from '../../app/states.js';
import { LoadedList } from '../../app/ui/LoadedList.js';
import { normaliseList } from '../../registry/infer.js';
import { useLoad } from '../../app/useLoad.js';
import { placeholderWords, WithPlaceholders } from '../../presentation/placeholders.js';
import { useApi } from '../../app/useApi.js';
import { readLogEntries, readLogGroups, type LogGroupView } from './emailLog.js';
import { CARDS_CLASS, useCardCells } from '../../app/ui/table/labelCells.js';

const PER_PAGE = 20;

/** The e-mails of one send, with the message as the first recipient got it. */
function GroupDetails({ group }: { group: LogGroupView }) {
  const cards = useCardCells();
  const api = useApi();
  const logs = useLoad(
    (signal) =>
      api.organisation.emailLogGroups
        .logs(group.id)
        .listAll({ per_page: 200 }, { signal, maxPages: 10 }),
    group.id,
  );
  const rows = useMemo(() => readLogEntries(logs.data ?? []), [logs.data]);
  if (logs.status === 'error') return <ErrorState error={logs.error} onRetry={logs.reload} />;
  if (logs.status !== 'success') return <Loading label="Loading the e-mails…" />;
  if (rows.length === 0) return <Empty>No e-mails in this send.</Empty>;
  const first = rows[0]!;
  return (
    <div className="vkc-log-details">
      <p className="vkc-meta">
        As sent to {first.name || first.to}: <strong>{first.subject}</strong>
      </p>
      <Markdown source={first.body} className="vkc-preview-body" />
      <div className="vkp-table-wrap">
        <table className={`vkp-table ${CARDS_CLASS}`} ref={cards}>
          <caption className="vkp-visually-hidden">
            Recipients of {placeholderWords(group.subject)}
          </caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">E-mail address</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} data-testid="log-entry">
                <td>{r.name || '-'}</td>
                <td>{r.to || '-'}</td>
                <td>{r.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** The e-mail log: every send (newest first) with its recipients on demand. */
export function EmailLogSection() {
  const api = useApi();
  const format = useFormatValue();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const list = useLoad(
    (signal) =>
      api.organisation.emailLogGroups.list(
        { s: 'id', o: 'desc', per_page: PER_PAGE, page },
        { signal },
      ),
    String(page),
  );
  const groups = useMemo(
    () => readLogGroups(list.data ? normaliseList(list.data).rows : []),
    [list.data],
  );
  const totalPages =
    Number(
      (list.data as { meta?: { pagination?: { total_pages?: unknown } } } | undefined)?.meta
        ?.pagination?.total_pages,
    ) || 1;

  return (
    <section className="vkc-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="vkc-heading">
        Sent e-mails
      </h2>
      <LoadedList
        load={list}
        items={groups}
        loading="Loading the e-mail log…"
        empty="No e-mails have been sent yet."
        label="Sends, newest first"
        className="vkc-cards"
      >
        {(g) => (
          <li className="vkc-card" data-testid="log-group">
            <h3 className="vkc-card-title">
              <WithPlaceholders text={g.subject} />
            </h3>
            <dl className="vkc-facts">
              <div>
                <dt>Saved list</dt>
                <dd>{g.listName || '-'}</dd>
              </div>
              <div>
                <dt>Recipients</dt>
                <dd>{Number.isFinite(g.count) && g.count > 0 ? g.count : '-'}</dd>
              </div>
              <div>
                <dt>Sent</dt>
                <dd>{g.sentAt ? format(g.sentAt) : '-'}</dd>
              </div>
            </dl>
            <button
              type="button"
              className="vkp-button"
              aria-expanded={open === g.id}
              aria-controls={`${headingId}-${g.id}`}
              onClick={() => setOpen(open === g.id ? null : g.id)}
            >
              {open === g.id ? 'Hide recipients' : 'Show recipients'}
              <span className="vkp-visually-hidden"> of {placeholderWords(g.subject)}</span>
            </button>
            <div id={`${headingId}-${g.id}`} className="vkc-log-slot">
              {open === g.id ? <GroupDetails group={g} /> : null}
            </div>
          </li>
        )}
      </LoadedList>
      {totalPages > 1 ? (
        <nav className="vkp-pagination" aria-label="E-mail log pages">
          <button
            type="button"
            className="vkp-button"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            Newer
          </button>
          <span>
            Page {page} of {totalPages}
          </span>
          <button
            type="button"
            className="vkp-button"
            disabled={page >= totalPages}
            onClick={() => setPage(page + 1)}
          >
            Older
          </button>
        </nav>
      ) : null}
    </section>
  );
}
