import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { RoleSelector, TeamTreeSelector } from '@volunteerkit/widgets';
import { Page } from '../../../app/Page.js';
import { UnsavedChanges } from '../../../registry/screens/UnsavedChanges.js';
import { ErrorState, errorMessage, Loading } from '../../../app/states.js';
import { useCan } from '../../../app/useCan.js';
import { NeedsPermission } from '../../../app/ui/NeedsPermission.js';
import { useNotify } from '../../../app/ui/toast.js';
import { readTeamTree } from '../../teams/teamTree.js';
import { readRoles } from '../RolesPanel.js';
import { PERSON_STATUSES, statusLabel } from '../StatusBadge.js';
import { useApi, useLoad } from '../usePersonData.js';
import {
  addPerson,
  checkNewPerson,
  serverErrors,
  type NewPerson,
  type NewPersonErrors,
} from './addPerson.js';
import './addPerson.css';
import { DayInput } from '../../../app/ui/DayInput.js';

const today = () => new Date().toISOString().slice(0, 10);

/** One labelled field with its error beside it. */
function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (props: {
    id: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
  }) => ReactNode;
}) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="vkp-form-field" data-invalid={error ? true : undefined}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="vkp-field-hint">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      {error ? (
        <p id={`${id}-error`} className="vkp-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * "Add a person": name, e-mail, phone, status, start date, teams (the widgets'
 * team tree selector) and role profiles (the role selector), and a welcome
 * e-mail with a link to set a password. Errors stand beside their fields; a
 * refused save keeps everything typed.
 */
export default function AddPersonScreen() {
  const api = useApi();
  const navigate = useNavigate();
  const notify = useNotify();
  const canCreate = useCan('create-users');
  const canSetStatus = useCan('block-users');
  const [person, setPerson] = useState<NewPerson>(() => ({
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    status: 'active',
    start_date: today(),
    team_ids: [],
    roles: [],
    welcome: true,
  }));
  const [errors, setErrors] = useState<NewPersonErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Where to go once saved: the guard against losing typed changes is off by then.
  const [added, setAdded] = useState<string | null>(null);
  useEffect(() => {
    if (added) void navigate(added);
  }, [added, navigate]);
  const dirty =
    added === null &&
    [person.first_name, person.last_name, person.email, person.phone].some((v) => v.trim());
  const tree = useLoad(
    async (signal) => readTeamTree(await api.organisation.teams.recursive(undefined, { signal })),
    'teams:tree',
  );
  const roles = useLoad(
    async (signal) =>
      readRoles(await api.organisation.roleProfiles.listAll({ per_page: 500 }, { signal })),
    'role-profiles',
  );
  const roleIds = useMemo(
    () =>
      roles.status === 'success'
        ? roles.data.filter((r) => person.roles.includes(r.name)).map((r) => r.id)
        : [],
    [roles, person.roles],
  );
  const set = <K extends keyof NewPerson>(key: K, value: NewPerson[K]) => {
    setPerson((p) => ({ ...p, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const crumbs = [{ label: 'People', to: '/people' }, { label: 'Add a person' }];
  if (!canCreate)
    return (
      <Page title="Add a person" crumbs={crumbs}>
        <NeedsPermission permission="create-users" to="add people" />
      </Page>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkNewPerson(person);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      document.getElementById(`add-person-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    addPerson(api, canSetStatus ? person : { ...person, status: 'active' })
      .then(({ id, problems, welcomed }) => {
        const name = `${person.first_name.trim()} ${person.last_name.trim()}`;
        const sent = welcomed
          ? ` A welcome e-mail to set a password went to ${person.email.trim()}.`
          : '';
        const noTeam =
          person.team_ids.length === 0
            ? ' They are in no team yet: give them one on their record.'
            : '';
        notify({
          message: `Added ${name}.${sent}${noTeam}${problems.length ? ` ${problems.join(' ')}` : ''}`,
          type: problems.length ? 'error' : noTeam ? 'warning' : 'success',
        });
        setAdded(`/people/${encodeURIComponent(id)}`);
      })
      .catch((e: unknown) => {
        const { fields, other } = serverErrors(e);
        setErrors(fields);
        setFormError(
          other.length
            ? other.join('. ')
            : Object.keys(fields).length
              ? 'Check the fields marked below.'
              : errorMessage(e),
        );
      })
      .finally(() => setBusy(false));
  };

  return (
    <Page title="Add a person" crumbs={crumbs}>
      <UnsavedChanges dirty={dirty} />
      <form
        className="vkp-form vkp-add-person"
        noValidate
        onSubmit={submit}
        aria-describedby={formError ? 'add-person-form-error' : undefined}
      >
        {formError ? (
          <p id="add-person-form-error" className="vkp-form-error" role="alert">
            The person was not added: {formError}
          </p>
        ) : null}
        <fieldset>
          <legend>Who they are</legend>
          <div className="vkp-add-person__row">
            {(['first_name', 'last_name'] as const).map((key) => (
              <Field
                key={key}
                id={`add-person-${key}`}
                label={key === 'first_name' ? 'First name' : 'Last name'}
                error={errors[key]}
              >
                {(props) => (
                  <input
                    {...props}
                    autoComplete="off"
                    value={person[key]}
                    onChange={(e) => set(key, e.target.value)}
                    required
                  />
                )}
              </Field>
            ))}
            <Field id="add-person-email" label="E-mail" error={errors.email}>
              {(props) => (
                <input
                  {...props}
                  type="email"
                  autoComplete="off"
                  value={person.email}
                  onChange={(e) => set('email', e.target.value)}
                  required
                />
              )}
            </Field>
            <Field id="add-person-phone" label="Phone (optional)" error={errors.phone}>
              {(props) => (
                <input
                  {...props}
                  type="tel"
                  autoComplete="off"
                  value={person.phone}
                  onChange={(e) => set('phone', e.target.value)}
                />
              )}
            </Field>
          </div>
        </fieldset>
        <fieldset>
          <legend>Their place in the organisation</legend>
          <div className="vkp-add-person__row">
            <Field
              id="add-person-status"
              label="Status"
              error={errors.status}
              hint={
                canSetStatus
                  ? undefined
                  : 'New people start as Active; changing a status needs the "block users" permission.'
              }
            >
              {(props) => (
                <select
                  {...props}
                  value={person.status}
                  disabled={!canSetStatus}
                  onChange={(e) => set('status', e.target.value)}
                >
                  {PERSON_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {statusLabel(s)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="add-person-start_date" label="Start date" error={errors.start_date}>
              {(props) => (
                <DayInput
                  {...props}
                  value={person.start_date}
                  onValue={(day) => set('start_date', day)}
                />
              )}
            </Field>
          </div>
        </fieldset>
        <fieldset>
          <legend>Teams</legend>
          <div
            className="vkp-form-field"
            data-invalid={errors.team_ids ? true : undefined}
            data-warn={person.team_ids.length === 0 ? true : undefined}
          >
            {tree.status === 'loading' ? (
              <Loading label="Loading the teams…" />
            ) : tree.status === 'error' ? (
              <ErrorState error={tree.error} onRetry={tree.reload} />
            ) : (
              <TeamTreeSelector
                teams={tree.data}
                label="Teams"
                value={person.team_ids}
                onValueChange={(ids) => set('team_ids', ids)}
              />
            )}
            {errors.team_ids ? <p className="vkp-field-error">{errors.team_ids}</p> : null}
            {/* A warning, not a refusal: a person may be added before their team is known. */}
            {person.team_ids.length === 0 && tree.status === 'success' ? (
              <p id="add-person-no-team" className="vkp-add-person__warn">
                No team chosen: they will be in no team’s lists or rotas, and no team leader will
                see them. Choose their team above, or add them now and give them a team later.
              </p>
            ) : null}
          </div>
        </fieldset>
        <fieldset>
          <legend>Role profiles</legend>
          <div className="vkp-form-field" data-invalid={errors.roles ? true : undefined}>
            {roles.status === 'loading' ? (
              <Loading label="Loading the role profiles…" />
            ) : roles.status === 'error' ? (
              <ErrorState error={roles.error} onRetry={roles.reload} />
            ) : (
              <RoleSelector
                roles={roles.data}
                value={roleIds}
                label="Role profiles"
                onValueChange={(ids) =>
                  set(
                    'roles',
                    roles.data.filter((r) => ids.includes(r.id)).map((r) => r.name),
                  )
                }
              />
            )}
            {errors.roles ? <p className="vkp-field-error">{errors.roles}</p> : null}
          </div>
        </fieldset>
        <div className="vkp-form-field vkp-add-person__welcome">
          <label>
            <input
              type="checkbox"
              checked={person.welcome}
              onChange={(e) => set('welcome', e.target.checked)}
            />{' '}
            Send a welcome e-mail with a link to set their password
          </label>
        </div>
        <div className="vkp-form-actions">
          <button
            type="submit"
            className="vkp-button vkp-primary"
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? 'Adding…' : 'Add person'}
          </button>
          <button type="button" className="vkp-button" onClick={() => void navigate('/people')}>
            Cancel
          </button>
        </div>
      </form>
    </Page>
  );
}
