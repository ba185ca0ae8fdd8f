import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../app/Page.js';
import { useApi } from '../../app/useApi.js';
import { useCan } from '../../app/useCan.js';
import { useLoad } from '../../app/useLoad.js';
import { usePeopleNames } from '../../app/usePeopleNames.js';
import { HIDDEN_NAME } from '../../app/permissionNames.js';
import { errorMessage } from '../../app/states.js';
import { StatusLine, useAnnouncer } from '../../app/ui/Announcer.js';
import { NeedsPermission } from '../../app/ui/NeedsPermission.js';
import { LoadedRows, RecordsTable } from '../../app/ui/RecordsTable.js';
import { isRecord, normaliseList } from '../../registry/infer.js';
import { ukDay } from '../safety/clearanceWords.js';
import {
  daysUntil,
  expiringWithin,
  EXPIRY_WINDOWS,
  inDays,
  matchesWork,
  readAtRisk,
  readCheck,
  readConfirmations,
  readWorkFilter,
  atRiskQuery,
  type AtRisk,
  type Check,
} from './safety.js';
import { AtRiskTable } from './AtRiskTable.js';
import { sendClearanceReminder, useMayRemind } from './remind.js';
import './safety.css';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The Safety home (issue 50): vetting checks that expire in the next 30, 60 or
 * 90 days, with a request to renew (an e-mail to the person through the
 * outbox, and a notification), the people placed on upcoming shifts, events,
 * residential stays and offers who will not be cleared on their dates (ask
 * for a renewal, e-mail them about a shift through the outbox, or open the
 * work; `?work=shift:12` shows one piece of work's), and who placed someone despite a warning and
 * why, in the words of the server's clearance policy. It links to the
 * requirements editor.
 */
export default function SafetyHomeScreen() {
  const api = useApi();
  const canSee = useCan('view-users');
  const [days, setDays] = useState<(typeof EXPIRY_WINDOWS)[number]>(30);
  const { announce, message } = useAnnouncer();
  const [busy, setBusy] = useState<string | null>(null);
  const checks = useLoad(
    async (signal) =>
      normaliseList(
        await api.vetting.listAll({ per_page: 200 }, { signal, maxPages: 20 }),
      ).rows.flatMap((r) => readCheck(r) ?? []),
    canSee ? 'checks' : null,
  );
  const types = useLoad(
    async (signal) =>
      new Map(
        normaliseList(
          await api.organisation.disclosureTypes.list({ per_page: 100 }, { signal }),
        ).rows.flatMap((r) =>
          isRecord(r) && typeof r.name === 'string' ? [[String(r.id), r.name] as const] : [],
        ),
      ),
    canSee ? 'types' : null,
  );
  // `?work=shift:12`: the people placed on one piece of work (the link a saved change gives);
  // `team:4` or `rota:2`: a team's work or a rota's shifts, filtered by the server.
  const [params] = useSearchParams();
  const workParam = params.get('work');
  const only = useMemo(() => readWorkFilter(workParam), [workParam]);
  const serverFilter = only?.kind === 'team' || only?.kind === 'rota' ? workParam : '';
  const atRisk = useLoad(
    async (signal) => readAtRisk(await api.vetting.list(atRiskQuery(only), { signal })),
    canSee ? `at-risk:${serverFilter}` : null,
  );
  const shown = useMemo(
    () => (atRisk.data ?? []).filter((r) => matchesWork(r, only)),
    [atRisk.data, only],
  );
  const confirmed = useLoad(
    async (signal) =>
      readConfirmations(await api.vetting.list({ clearance: 'confirmed' }, { signal })),
    canSee ? 'confirmed' : null,
  );
  const mayRemind = useMayRemind();
  const people = usePeopleNames(() => HIDDEN_NAME);
  const names = useMemo(
    () => new Map((people.data ?? []).map((p) => [String(p.id), p.name])),
    [people.data],
  );
  const nameOf = (id: string) => names.get(id) ?? HIDDEN_NAME;
  const typeOf = (c: Check) => types.data?.get(c.typeId) ?? 'Vetting check';
  const now = today();
  const due = useMemo(
    () => (checks.status === 'success' ? expiringWithin(checks.data, days, now) : []),
    [checks.status, checks.data, days, now],
  );
  const counts = useMemo(
    () =>
      EXPIRY_WINDOWS.map((w) =>
        checks.status === 'success' ? expiringWithin(checks.data, w, now).length : 0,
      ),
    [checks.status, checks.data, now],
  );

  const requestRenewal = async (c: Check) => {
    setBusy(c.id);
    try {
      await api.vetting.update(c.id, { request_renewal: true });
      announce(
        `Asked ${nameOf(c.userId)} to renew their ${typeOf(c)}: an e-mail and a notification are on their way.`,
      );
      checks.reload();
    } catch (e) {
      announce(`${nameOf(c.userId)} was not asked: ${errorMessage(e)}`);
    } finally {
      setBusy(null);
    }
  };
  const remind = async (r: AtRisk) => {
    setBusy(`${r.workId}:${r.userId}`);
    try {
      await sendClearanceReminder(api, r);
      announce(
        `E-mailed ${r.name || nameOf(r.userId)} about ${r.title}: what is missing, and how to renew.`,
      );
      atRisk.reload();
    } catch (e) {
      announce(`${r.name || nameOf(r.userId)} was not e-mailed: ${errorMessage(e)}`);
    } finally {
      setBusy(null);
    }
  };
  // The check of a person at risk that a renewal request would name: their latest of that type.
  const checkFor = (userId: string, typeName: string | undefined) =>
    checks.status === 'success'
      ? checks.data
          .filter((c) => c.userId === userId && (!typeName || typeOf(c) === typeName))
          .sort((a, b) => b.expiresOn.localeCompare(a.expiresOn))[0]
      : undefined;

  return (
    <Page title="Safety" crumbs={[{ label: 'Safety', to: '/area/safety' }]}>
      {!canSee ? <NeedsPermission permission="view-users" to="see vetting checks" /> : null}
      <p className="vks-actions-line">
        <Link to="/safety/requirements">Set what work requires</Link>
      </p>
      <StatusLine message={message} />
      <section aria-labelledby="vks-expiring" className="vks-section">
        <h2 id="vks-expiring">Checks expiring soon</h2>
        <div className="vks-windows" role="group" aria-label="Expiring within">
          {EXPIRY_WINDOWS.map((w, i) => (
            <button
              key={w}
              type="button"
              className="vkp-button"
              aria-pressed={days === w}
              onClick={() => setDays(w)}
            >
              {w} days ({counts[i]})
            </button>
          ))}
        </div>
        <LoadedRows
          state={checks}
          loading="Loading vetting checks…"
          empty={due.length === 0}
          whenEmpty={<p>No check expires in the next {days} days.</p>}
        >
          <RecordsTable
            caption={`Checks expiring in the next ${days} days`}
            columns={['Person', 'Check', 'Expires', 'Renewal']}
            busy={busy !== null}
          >
            {due.map((c) => (
              <tr key={c.id} data-check={c.id}>
                <td data-label="Person">
                  <Link to={`/people/${c.userId}/consents`}>{nameOf(c.userId)}</Link>
                </td>
                <td data-label="Check">{typeOf(c)}</td>
                <td data-label="Expires">
                  {ukDay(c.expiresOn)} ({inDays(daysUntil(c.expiresOn, now))})
                </td>
                <td data-label="Renewal">
                  {c.renewalRequestedAt ? (
                    <span className="vks-asked">Asked {ukDay(c.renewalRequestedAt)}</span>
                  ) : null}
                  <button
                    type="button"
                    className="vkp-button"
                    disabled={busy !== null}
                    onClick={() => void requestRenewal(c)}
                  >
                    {c.renewalRequestedAt ? 'Ask again' : 'Request a renewal'}
                    <span className="vkp-visually-hidden"> from {nameOf(c.userId)}</span>
                  </button>
                </td>
              </tr>
            ))}
          </RecordsTable>
        </LoadedRows>
      </section>
      <section aria-labelledby="vks-at-risk" className="vks-section">
        <h2 id="vks-at-risk">Placed on upcoming work, not cleared by then</h2>
        <p className="vks-help">
          Shifts, events, residential stays and offers in the next 90 days, each on its own dates.
          They stay placed until someone changes that: ask them to renew, or find someone cleared.
        </p>
        {only ? (
          <p className="vks-actions-line" role="status">
            {shown.length === 0
              ? 'Everyone placed on this work is cleared for it.'
              : only.kind === 'team'
                ? "The people placed on this team's work (its sub-teams' too) who will not be cleared by then."
                : only.kind === 'rota'
                  ? "The people placed on this rota's shifts who will not be cleared by then."
                  : `The people placed on ${shown[0]!.title} who will not be cleared by then.`}{' '}
            <Link to="/safety">Show all work</Link>
          </p>
        ) : null}
        <LoadedRows
          state={atRisk}
          loading="Checking upcoming work…"
          empty={shown.length === 0}
          whenEmpty={only ? null : <p>Everyone placed on upcoming work is cleared for it.</p>}
        >
          <AtRiskTable
            rows={shown}
            caption="People placed on upcoming work who will not be cleared on the day"
            busy={busy !== null}
            checkFor={(r) => checkFor(r.userId, r.gaps[0]?.name)}
            onRenew={(c) => void requestRenewal(c)}
            mayRemind={mayRemind}
            onRemind={(r) => void remind(r)}
          />
        </LoadedRows>
      </section>
      <section aria-labelledby="vks-confirmed" className="vks-section">
        <h2 id="vks-confirmed">Placed despite a warning</h2>
        <p className="vks-help">
          When your organisation warns rather than blocks, whoever places someone without a
          clearance gives a reason. Each one is here and in the person&apos;s activity log.
        </p>
        <LoadedRows
          state={confirmed}
          loading="Loading confirmed placements…"
          empty={(confirmed.data ?? []).length === 0}
          whenEmpty={<p>Nobody has been placed despite a clearance warning.</p>}
        >
          <RecordsTable
            caption="People placed despite a clearance warning, newest first"
            columns={['Person', 'Work', 'Without', 'Confirmed by', 'Reason']}
          >
            {(confirmed.data ?? []).map((c) => (
              <tr key={c.id}>
                <td data-label="Person">
                  {c.userId ? (
                    <Link to={`/people/${c.userId}/consents`}>{c.name || nameOf(c.userId)}</Link>
                  ) : (
                    HIDDEN_NAME
                  )}
                </td>
                <td data-label="Work">
                  {c.work}
                  {c.workFrom ? <span className="vks-when">{ukDay(c.workFrom)}</span> : null}
                </td>
                <td data-label="Without">{c.gaps.join('; ')}</td>
                <td data-label="Confirmed by">
                  {c.byName}
                  {c.at ? <span className="vks-when">on {ukDay(c.at)}</span> : null}
                </td>
                <td data-label="Reason">{c.reason}</td>
              </tr>
            ))}
          </RecordsTable>
        </LoadedRows>
      </section>
    </Page>
  );
}
