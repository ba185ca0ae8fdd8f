import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../../app/Page.js';
import { isStaleRecord } from '../../app/stale.js';
import { Empty, ErrorState, Loading, errorMessage } from '../../app/states.js';
import { StatusLine, useAnnouncer } from '../../app/ui/Announcer.js';
import {
  APPLICATION_STATUSES,
  compareApplications,
  stageLabel,
  type Application,
} from './applications.js';
import { ApplicationCard } from './ApplicationCard.js';
import { PersonApart, usePeopleApart } from '../../presentation/usePeopleApart.js';
import { Board } from './Board.js';
import { groupCards, moveMessage } from './board.js';
import { CloseDialog } from './CloseDialog.js';
import { DuplicateDialog } from './DuplicateDialog.js';
import { useRecruitment } from './useRecruitment.js';
import { NeedsPermission } from '../../app/ui/NeedsPermission.js';
import { useCan } from '../../app/useCan.js';
import { KeyedOptions } from '../../app/ui/KeyedOptions.js';

const ID = /^\d{1,15}$/;
const STATUS_KEYS = new Set<string>(APPLICATION_STATUSES.map((s) => s.key));

/**
 * The recruitment pipeline (spec: recruitment categories with stages): one
 * category's applications as a board with a column per stage. Cards move by
 * keyboard, by the "Move to…" menu or by dragging; each move is stored, read
 * back and announced. Cards show references and parental consent; an
 * application is closed with an outcome and a closing reason; a category can be
 * duplicated with its stages.
 */
export default function RecruitmentScreen() {
  const [params, setParams] = useSearchParams();
  const rawCategory = params.get('category');
  const rawStatus = params.get('status') ?? 'pending';
  const status = STATUS_KEYS.has(rawStatus) ? rawStatus : 'pending';
  const canSeePeople = useCan('view-users');
  const canEdit = useCan('edit-opportunities');
  // A category is an organisation setting: copying one is for those who manage the organisation.
  const canDuplicate = useCan('manage-organisation');
  const { categories, stages, applications, links, update, duplicate, nameOf } = useRecruitment(
    rawCategory && ID.test(rawCategory) ? rawCategory : null,
    status,
  );
  const counts = useMemo(() => {
    const out = new Map<string, number>();
    for (const a of applications.data ?? [])
      out.set(String(a.categoryId), (out.get(String(a.categoryId)) ?? 0) + 1);
    return out;
  }, [applications.data]);
  // A copy made here shows at once, before the category list is read again.
  const [added, setAdded] = useState<{ id: string; name: string }[]>([]);
  const categoryList = useMemo(() => {
    const list = (categories.data ?? []).map((c) => ({
      id: String(c.id),
      name: String(c.name ?? c.id),
    }));
    return [...list, ...added.filter((a) => !list.some((c) => c.id === a.id))];
  }, [categories.data, added]);
  // Without a (known) category in the URL: the one with the most applications.
  const busiest = [...categoryList].sort(
    (a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0),
  )[0];
  const categoryId =
    rawCategory && categoryList.some((c) => c.id === rawCategory)
      ? rawCategory
      : applications.status === 'success'
        ? (busiest?.id ?? null)
        : null;
  const category = categoryList.find((c) => c.id === categoryId);
  const { announce, message } = useAnnouncer();
  const [apps, setApps] = useState<Application[] | null>(null);
  const [closing, setClosing] = useState<Application | null>(null);
  const [duplicating, setDuplicating] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);

  // The URL names the category shown, so a reload or a shared link shows the same board.
  useEffect(() => {
    if (categoryId && categoryId !== rawCategory)
      setParams((p) => ({ ...Object.fromEntries(p), category: categoryId }), { replace: true });
  }, [categoryId, rawCategory, setParams]);
  // A new load replaces the local copy (which moves update in place).
  const [loaded, setLoaded] = useState(applications.data);
  if (loaded !== applications.data) {
    setLoaded(applications.data);
    setApps(applications.data ?? null);
  }

  const columns = useMemo(() => stages.data ?? [], [stages.data]);
  const board = useMemo(
    () =>
      groupCards(
        (apps ?? []).filter((a) => String(a.categoryId) === categoryId),
        columns,
        (a) => a.stage,
        compareApplications,
      ),
    [apps, columns, categoryId],
  );
  // Two applicants of one name on the board: each card says which is which.
  const apart = usePeopleApart(
    (apps ?? [])
      .filter((a) => String(a.categoryId) === categoryId)
      .map((a) => ({ name: nameOf(a), userId: a.userId })),
  );
  const labelOf = (key: string) => columns.find((c) => c.key === key)?.label ?? stageLabel(key);

  const replace = (stored: Application) =>
    setApps((list) =>
      (list ?? []).map((a) => (a.id === stored.id ? stored : a)).filter((a) => a.status === status),
    );

  const onMove = async (app: Application, to: string) => {
    try {
      const stored = await update(app, { stage: to });
      replace(stored);
      const column = groupCards(
        [...board.columns.flatMap((c) => c.cards).filter((a) => a.id !== stored.id), stored],
        columns,
        (a) => a.stage,
        compareApplications,
      ).columns.find((c) => c.key === stored.stage);
      const index = column?.cards.findIndex((a) => a.id === stored.id) ?? -1;
      announce(
        moveMessage(
          nameOf(app),
          labelOf(app.stage),
          labelOf(stored.stage),
          column && index >= 0 ? { index, count: column.cards.length } : undefined,
        ),
      );
    } catch (e) {
      if (isStaleRecord<Application>(e) && e.newer) {
        replace(e.newer);
        announce(
          `${nameOf(app)} was changed by someone else first (now ${labelOf(e.newer.stage)}). Nothing was moved; the newer version is shown.`,
        );
      } else announce(`${nameOf(app)} was not moved: ${errorMessage(e)}`);
    }
  };

  const pick = (key: string, value: string) =>
    setParams((p) => ({ ...Object.fromEntries(p), [key]: value }));
  // An empty board offers the other side: accepted applications from the open ones, and back.
  const other =
    status === 'pending'
      ? { key: 'accepted', text: 'Show accepted applications' }
      : { key: 'pending', text: 'Show open applications' };

  const heading = category ? `Recruitment: ${category.name}` : 'Recruitment';
  const toolbar = (
    <div className="vkb-toolbar">
      {categoryList.length > 0 ? (
        <label>
          Category
          <select value={categoryId ?? ''} onChange={(e) => pick('category', e.target.value)}>
            {categoryList.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({counts.get(c.id) ?? 0})
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label>
        Applications
        <select value={status} onChange={(e) => pick('status', e.target.value)}>
          <KeyedOptions items={APPLICATION_STATUSES} />
        </select>
      </label>
      {category && canDuplicate ? (
        <button type="button" className="vkp-button" onClick={() => setDuplicating(true)}>
          Duplicate category
        </button>
      ) : null}
    </div>
  );

  let body;
  if (categories.status === 'error')
    body = <ErrorState error={categories.error} onRetry={categories.reload} />;
  else if (categories.status !== 'success') body = <Loading label="Loading categories…" />;
  else if (categoryList.length === 0)
    body = (
      <Empty>
        There are no recruitment categories yet.{' '}
        <a href="/manage/organisation/recruitment/categories">Add a recruitment category</a> to
        start a pipeline.
      </Empty>
    );
  else if (stages.status === 'error' || applications.status === 'error')
    body = (
      <ErrorState
        error={stages.error ?? applications.error}
        onRetry={() => {
          stages.reload();
          applications.reload();
        }}
      />
    );
  else if (!stages.data || !apps) body = <Loading label="Loading the pipeline…" />;
  else if (columns.length === 0)
    body = (
      <Empty>
        {category?.name} has no stages yet.{' '}
        <a
          href={`/manage/organisation/recruitment/categories/${encodeURIComponent(categoryId ?? '')}/stages`}
        >
          Add its stages
        </a>{' '}
        to see its applications as a pipeline.
      </Empty>
    );
  else if (!canSeePeople)
    // Cards of hidden names would be noise: how many are at each stage, in words.
    body = (
      <div className="vkp-table-wrap">
        <table className="vkp-table vkb-counts">
          <caption>
            {APPLICATION_STATUSES.find((s) => s.key === status)?.label} applications in{' '}
            {category?.name} by stage (who applied is hidden from your role)
          </caption>
          <thead>
            <tr>
              <th scope="col">Stage</th>
              <th scope="col">Applications</th>
            </tr>
          </thead>
          <tbody>
            {board.columns.map((c) => (
              <tr key={c.key}>
                <th scope="row">{c.label}</th>
                <td className="vkp-num">{c.cards.length}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  else
    body = (
      <>
        {board.columns.every((c) => c.cards.length === 0) ? (
          <Empty>
            No {APPLICATION_STATUSES.find((s) => s.key === status)?.label.toLowerCase()}{' '}
            applications in {category?.name}.{' '}
            <button type="button" className="vkp-button" onClick={() => pick('status', other.key)}>
              {other.text}
            </button>
          </Empty>
        ) : null}
        {board.unplaced.length > 0 ? (
          <p className="vkb-meta">
            {board.unplaced.length} application(s) are at a stage this category no longer has; move
            them with the API or re-add the stage.
          </p>
        ) : null}
        <Board
          label={`Pipeline of ${category?.name ?? 'the category'}`}
          columns={board.columns}
          idOf={(a) => String(a.id)}
          titleOf={nameOf}
          canMove={(a) => canEdit && a.status === 'pending'}
          onMove={onMove}
          emptyColumn="No applications at this stage."
          focusRequest={focusRequest}
          renderCard={(a, tab) => (
            <>
              <PersonApart line={apart(a.userId)} />
              <ApplicationCard
                app={a}
                name={nameOf(a)}
                tabIndex={tab}
                references={links.data?.references.get(a.id) ?? []}
                consents={links.data?.consents.get(a.id) ?? []}
                reason={links.data?.reasons.find((r) => r.id === a.closingReasonId)?.name}
              />
            </>
          )}
          renderActions={(a, tab) =>
            canEdit && a.status === 'pending' ? (
              <button
                type="button"
                className="vkp-button vkb-small"
                tabIndex={tab}
                aria-label={`Close the application of ${nameOf(a)}`}
                onClick={() => setClosing(a)}
              >
                Close…
              </button>
            ) : null
          }
        />
      </>
    );

  return (
    <Page title={heading} crumbs={[{ label: 'Recruitment', to: '/area/recruitment' }]}>
      {!canSeePeople ? (
        <NeedsPermission permission="view-users" to="see applicants' names" />
      ) : null}
      {!canEdit ? (
        <NeedsPermission permission="edit-opportunities" to="move or close applications" />
      ) : null}
      {toolbar}
      <StatusLine message={message} />
      {body}
      <CloseDialog
        key={closing?.id ?? 'none'}
        app={closing}
        name={closing ? nameOf(closing) : ''}
        reasons={links.data?.reasons ?? []}
        onClose={() => setClosing(null)}
        onSubmit={async (change) => {
          if (!closing) return;
          const list = board.columns.find((c) => c.key === closing.stage)?.cards ?? [];
          const at = list.findIndex((a) => a.id === closing.id);
          const next = list[at + 1] ?? list[at - 1];
          try {
            const stored = await update(closing, change);
            replace(stored);
            setClosing(null);
            const reason = links.data?.reasons.find((r) => r.id === stored.closingReasonId);
            announce(
              `${nameOf(closing)} closed: ${stored.status}${reason ? ` (${reason.name})` : ''}.`,
            );
            setFocusRequest(next ? { id: String(next.id) } : null);
          } catch (e) {
            if (isStaleRecord<Application>(e) && e.newer) replace(e.newer);
            throw e;
          }
        }}
      />
      {category ? (
        <DuplicateDialog
          key={`${category.id}:${String(duplicating)}`}
          open={duplicating}
          source={category.name}
          onClose={() => setDuplicating(false)}
          onSubmit={async (name) => {
            const copy = await duplicate(category.id, name);
            setDuplicating(false);
            setAdded((a) => [...a, { id: String(copy.id), name: String(copy.name ?? name) }]);
            categories.reload();
            pick('category', String(copy.id));
            announce(`${category.name} duplicated as ${String(copy.name ?? name)}.`);
          }}
        />
      ) : null}
    </Page>
  );
}
