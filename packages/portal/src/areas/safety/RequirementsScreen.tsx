import { useId, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, hasPermission } from '@volunteerkit/api-client';
import { Page } from '../../app/Page.js';
import { useUser } from '../../app/hooks.js';
import { useApi } from '../../app/useApi.js';
import { useLoad } from '../../app/useLoad.js';
import { errorMessage, ErrorState, Loading } from '../../app/states.js';
import { StatusLine, useAnnouncer } from '../../app/ui/Announcer.js';
import { describedBy, FieldError } from '../../app/ui/FieldError.js';
import { FormProblem } from '../../app/ui/FormProblem.js';
import { recordOf, rowsOf } from '../people/usePersonData.js';
import {
  checkRequirements,
  isWorkKind,
  readChoices,
  readWorkItems,
  requirementErrorsFrom,
  requirementsBody,
  requirementsInWords,
  WORK_KINDS,
  type Choice,
  type RequirementErrors,
  type RequirementsForm,
  type WorkItem,
  type WorkKind,
} from './requirements.js';
import { readRecheck, RecheckNote, type Recheck } from './WorkRequirements.js';
import './safety.css';

const today = () => new Date().toISOString().slice(0, 10);
const SIGNED_IN = { public: false } as const;

interface Choices {
  types: Choice[];
  flags: Choice[];
  activities: Choice[];
}

/**
 * The requirements editor (issue 50): staff choose a team, a rota, a shift, an
 * event, a residential opportunity or an opportunity they may change and set
 * in words what the people placed on it must hold (a disclosure check,
 * clearance flags, a minimum age, risk activities such as work with
 * children). The server checks every placement against it; what it refuses
 * (a clearance that no longer exists, people already placed who are not
 * cleared) shows beside the field it concerns.
 */
export default function RequirementsScreen() {
  const api = useApi();
  const user = useUser();
  const [params, setParams] = useSearchParams();
  const allowed = WORK_KINDS.filter((k) => k.permissions.some((p) => hasPermission(user, p)));
  const asked = params.get('kind');
  const kind: WorkKind | undefined =
    isWorkKind(asked) && allowed.some((k) => k.kind === asked) ? asked : allowed[0]?.kind;
  const workId = params.get('id') ?? '';
  const [find, setFind] = useState('');
  const ids = useId();
  const { announce, message } = useAnnouncer();

  const choices = useLoad<Choices>(async (signal) => {
    const [types, flags, activities] = await Promise.all([
      api.organisation.disclosureTypes.listAll({ per_page: 100 }, { signal }),
      api.organisation.clearanceFlags.listAll({ per_page: 100 }, { signal }),
      api.organisation.riskActivities.listAll({ per_page: 100 }, { signal }),
    ]);
    return {
      types: readChoices(rowsOf(types)),
      flags: readChoices(rowsOf(flags)),
      activities: readChoices(rowsOf(activities)),
    };
  }, 'choices');

  const dated = kind === 'shift' || kind === 'event';
  const query = find.trim();
  const work = useLoad<WorkItem[]>(
    async (signal) => {
      const upcoming = {
        per_page: 100,
        sort: 'start',
        filter: {
          start: { gte: today() },
          ...(query ? { [kind === 'shift' ? 'title' : 'name']: { like: query } } : {}),
        },
      };
      const rows =
        kind === 'team'
          ? await api.organisation.teams.listAll({ per_page: 200 }, { signal, maxPages: 5 })
          : kind === 'rota'
            ? await api.organisation.rotas.listAll({ per_page: 200 }, { signal, maxPages: 5 })
            : kind === 'shift'
              ? await api.shifts.list(upcoming, { signal })
              : kind === 'event'
                ? await api.events.list(upcoming, { signal })
                : kind === 'residential'
                  ? await api.residentialOpportunities.listAll(
                      { limit: 100 },
                      { signal, maxPages: 5, ...SIGNED_IN },
                    )
                  : await api.opportunities.listAll({ per_page: 100 }, { signal, maxPages: 5 });
      return readWorkItems(kind!, rowsOf(rows));
    },
    kind ? `${kind}:${dated ? query : ''}` : null,
  );
  const listed = work.data?.find((w) => w.id === workId);
  // Work named in the address but not among the first upcoming ones listed: read it on its own.
  const direct = useLoad<WorkItem | null>(
    async (signal) => {
      const reply =
        kind === 'team'
          ? await api.organisation.teams.show(workId, {}, { signal })
          : kind === 'rota'
            ? await api.organisation.rotas.show(workId, {}, { signal })
            : kind === 'shift'
              ? await api.shifts.show(workId, {}, { signal })
              : kind === 'event'
                ? await api.events.show(workId, {}, { signal })
                : kind === 'residential'
                  ? await api.residentialOpportunities.show(workId, {}, { signal, ...SIGNED_IN })
                  : await api.opportunities.show(workId, {}, { signal });
      return readWorkItems(kind!, [recordOf(reply)])[0] ?? null;
    },
    kind && workId && work.status === 'success' && !listed ? `${kind}:${workId}` : null,
  );
  const selected = listed ?? direct.data ?? undefined;
  const options = selected && !listed ? [selected, ...(work.data ?? [])] : (work.data ?? []);
  const kindInfo = WORK_KINDS.find((k) => k.kind === kind);

  const choose = (next: { kind?: WorkKind; id?: string }) => {
    const k = next.kind ?? kind;
    setParams(k ? { kind: k, ...(next.id ? { id: next.id } : {}) } : {}, { replace: true });
  };

  return (
    <Page
      title="What work requires"
      crumbs={[{ label: 'Safety', to: '/safety' }, { label: 'What work requires' }]}
    >
      <p className="vks-help">
        Choose a piece of work and say what the people placed on it must hold on its dates. Every
        assignment, invitation, booking and offer is checked against it; a team&apos;s requirements
        reach its rotas, shifts and sub-teams.
      </p>
      {allowed.length === 0 ? (
        <p>
          Setting what work requires needs the permission to edit teams, rotas, events or
          opportunities. Ask an administrator.
        </p>
      ) : (
        <div className="vks-pick">
          <div className="vkp-form-field">
            <label htmlFor={`${ids}-kind`}>Kind of work</label>
            <select
              id={`${ids}-kind`}
              value={kind}
              onChange={(e) => {
                setFind('');
                choose({ kind: e.target.value as WorkKind });
              }}
            >
              {allowed.map((k) => (
                <option key={k.kind} value={k.kind}>
                  {k.label}
                </option>
              ))}
            </select>
          </div>
          {dated ? (
            <div className="vkp-form-field">
              <label htmlFor={`${ids}-find`}>
                Find by name <span className="vks-when">upcoming only</span>
              </label>
              <input
                id={`${ids}-find`}
                type="search"
                value={find}
                onChange={(e) => setFind(e.target.value)}
              />
            </div>
          ) : null}
          <div className="vkp-form-field vks-pick-which">
            <label htmlFor={`${ids}-work`}>Which one</label>
            <select
              id={`${ids}-work`}
              value={selected ? workId : ''}
              disabled={work.status !== 'success'}
              onChange={(e) => choose({ id: e.target.value })}
            >
              <option value="">
                {work.status === 'loading'
                  ? 'Loading…'
                  : options.length === 0
                    ? 'Nothing to choose'
                    : 'Choose…'}
              </option>
              {options.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.label}
                  {w.requires ? ' (has requirements)' : ''}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
      {work.status === 'error' ? <ErrorState error={work.error} onRetry={work.reload} /> : null}
      <StatusLine message={message} />
      {selected && kind && kindInfo ? (
        choices.status === 'success' ? (
          <RequirementsEditor
            key={`${kind}:${selected.id}`}
            kind={kind}
            item={selected}
            choices={choices.data}
            onSaved={(words, recheck) => {
              announce(
                `${
                  words.length > 0
                    ? `Saved: ${selected.label} now needs ${words.join(', ')}.`
                    : `Saved: ${selected.label} asks for no clearance.`
                }${recheck ? ` ${recheck.message}` : ''}`,
              );
              work.reload();
            }}
          />
        ) : choices.status === 'error' ? (
          <ErrorState error={choices.error} onRetry={choices.reload} />
        ) : (
          <Loading label="Loading the clearances…" />
        )
      ) : null}
    </Page>
  );
}

/** The form of one piece of work's requirements. */
function RequirementsEditor({
  kind,
  item,
  choices,
  onSaved,
}: {
  kind: WorkKind;
  item: WorkItem;
  choices: Choices;
  onSaved: (words: string[], recheck: Recheck | null) => void;
}) {
  const api = useApi();
  const id = useId();
  const [form, setForm] = useState<RequirementsForm>(item.requirements);
  const [errors, setErrors] = useState<RequirementErrors>({});
  const [busy, setBusy] = useState(false);
  /** The server's warning when people already placed are not cleared; a reason places them anyway. */
  const [warning, setWarning] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  // People placed on the work who no longer meet what was saved (nobody is removed).
  const [recheck, setRecheck] = useState<Recheck | null>(null);
  const set = (patch: Partial<RequirementsForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setWarning(null);
    setRecheck(null);
  };
  // What the record names that the lists no longer hold (deleted) stays visible, marked.
  const withMissing = (list: Choice[], ids: readonly string[]) => [
    ...list,
    ...ids
      .filter((x) => !list.some((c) => c.id === x))
      .map((x): Choice => ({ id: x, name: `#${x}`, deleted: true })),
  ];
  const types = withMissing(choices.types, form.disclosureTypeId ? [form.disclosureTypeId] : []);
  const flags = withMissing(choices.flags, form.flagIds);
  const activities = withMissing(choices.activities, form.riskActivityIds);
  const words = useMemo(
    () => requirementsInWords(form, { types, flags, activities }),
    [form, types, flags, activities],
  );

  const save = async (confirmReason?: string) => {
    const own = checkRequirements(form);
    setErrors(own);
    if (Object.keys(own).length > 0) return;
    setBusy(true);
    // `requirements` and the confirmation are the reference server's (issue 50), beyond the typed inputs.
    const body: Record<string, unknown> = {
      requirements: requirementsBody(form),
      ...(confirmReason ? { confirm_clearance_gap: { reason: confirmReason } } : {}),
    };
    try {
      const answer: unknown =
        kind === 'team'
          ? await api.organisation.teams.update(item.id, body)
          : kind === 'rota'
            ? await api.organisation.rotas.update(item.id, body)
            : kind === 'shift'
              ? await api.shifts.update(item.id, body)
              : kind === 'event'
                ? await api.events.update(item.id, body)
                : kind === 'residential'
                  ? await api.residentialOpportunities.update(item.id, body, SIGNED_IN)
                  : await api.opportunities.update(item.id, body);
      setWarning(null);
      setReason('');
      const told = readRecheck(answer);
      setRecheck(told);
      onSaved(words, told);
    } catch (e) {
      const body = e instanceof ApiError ? (e.body as { code?: unknown } | null) : null;
      if (e instanceof ApiError && e.status === 409 && body?.code === 'clearance_unconfirmed') {
        setWarning(errorMessage(e));
      } else if (e instanceof ApiError && e.fieldErrors) {
        const mapped = requirementErrorsFrom(e.fieldErrors, form, { flags, activities });
        // A refusal about the people already placed (assignments.0.user_id…) is the form's.
        setErrors(Object.keys(mapped).length > 0 ? mapped : { form: errorMessage(e) });
      } else setErrors({ form: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void save();
  };
  const toggle = (list: readonly string[], x: string) =>
    list.includes(x) ? list.filter((y) => y !== x) : [...list, x];
  const err = (key: keyof RequirementErrors) => `${id}-${key}-e`;

  return (
    <form className="vks-requirements" onSubmit={onSubmit} aria-labelledby={`${id}-h`} noValidate>
      <h2 id={`${id}-h`}>{item.label}</h2>
      <p className="vks-summary" aria-live="polite">
        {words.length > 0
          ? `Needs: ${words.join(', ')}, valid on the day.`
          : 'Asks for no clearance.'}
      </p>
      <FormProblem problem={errors.form} />
      <div className="vkp-form-field">
        <label htmlFor={`${id}-type`}>Disclosure check</label>
        <select
          id={`${id}-type`}
          value={form.disclosureTypeId}
          onChange={(e) => set({ disclosureTypeId: e.target.value })}
          {...describedBy(err('disclosureTypeId'), errors.disclosureTypeId, `${id}-type-h`)}
        >
          <option value="">None</option>
          {types.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
              {t.deleted ? ' (deleted)' : ''}
            </option>
          ))}
        </select>
        <p id={`${id}-type-h`} className="vks-when">
          A higher level counts too (an Enhanced check for a Standard one).
        </p>
        <FieldError id={err('disclosureTypeId')} error={errors.disclosureTypeId} />
      </div>
      <fieldset
        className="vks-choices"
        {...describedBy(err('flagIds'), errors.flagIds)}
        aria-invalid={undefined}
      >
        <legend>Clearances</legend>
        {flags.length === 0 ? (
          <p className="vks-when">The organisation has no clearance flags.</p>
        ) : null}
        {flags
          .filter((f) => !f.deleted || form.flagIds.includes(f.id))
          .map((f) => (
            <label key={f.id} className="vks-choice">
              <input
                type="checkbox"
                checked={form.flagIds.includes(f.id)}
                onChange={() => set({ flagIds: toggle(form.flagIds, f.id) })}
              />
              <span>
                {f.name}
                {f.deleted ? ' (deleted)' : ''}
              </span>
            </label>
          ))}
        <FieldError id={err('flagIds')} error={errors.flagIds} />
      </fieldset>
      <div className="vkp-form-field">
        <label htmlFor={`${id}-age`}>Minimum age</label>
        <input
          id={`${id}-age`}
          inputMode="numeric"
          className="vks-age"
          value={form.minimumAge}
          onChange={(e) => set({ minimumAge: e.target.value })}
          {...describedBy(err('minimumAge'), errors.minimumAge, `${id}-age-h`)}
        />
        <p id={`${id}-age-h`} className="vks-when">
          In years, on the work&apos;s first day. Leave empty for no minimum.
        </p>
        <FieldError id={err('minimumAge')} error={errors.minimumAge} />
      </div>
      <fieldset
        className="vks-choices"
        {...describedBy(err('riskActivityIds'), errors.riskActivityIds)}
        aria-invalid={undefined}
      >
        <legend>Risk activities</legend>
        {activities
          .filter((a) => !a.deleted || form.riskActivityIds.includes(a.id))
          .map((a) => (
            <label key={a.id} className="vks-choice">
              <input
                type="checkbox"
                checked={form.riskActivityIds.includes(a.id)}
                onChange={() => set({ riskActivityIds: toggle(form.riskActivityIds, a.id) })}
              />
              <span>
                {a.name}
                {a.deleted ? ' (deleted)' : ''}
                {a.withChildren ? (
                  <span className="vks-when">Works with children: 18 or over only</span>
                ) : null}
              </span>
            </label>
          ))}
        <FieldError id={err('riskActivityIds')} error={errors.riskActivityIds} />
      </fieldset>
      {warning ? (
        <div className="vks-warning" role="alert">
          <p>{warning}</p>
          <div className="vkp-form-field">
            <label htmlFor={`${id}-reason`}>Why they may stay on it</label>
            <textarea
              id={`${id}-reason`}
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          <button
            type="button"
            className="vkp-button"
            disabled={busy || reason.trim() === ''}
            onClick={() => void save(reason.trim())}
          >
            Save anyway
          </button>
        </div>
      ) : null}
      <RecheckNote recheck={recheck} />
      <div className="vkp-form-actions">
        <button type="submit" className="vkp-button vkp-primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save requirements'}
        </button>
      </div>
    </form>
  );
}
