import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { Role, RoleFamilyItem, Team } from '@volunteerkit/api-client';
import { generateTeams } from '@volunteerkit/api-client/testing';
import {
  CookieSettings,
  DateTextInput,
  PageHeading,
  portalBlocksCss,
  RoleSelector,
  SaveButton,
  TeamNameLink,
  TeamTreeSelector,
  themeTokensCss,
  TimePicker,
  TimezonePicker,
  ToastProvider,
  TwoStepDeleteButton,
  useForm,
  useToast,
  type SaveButtonState,
} from '@volunteerkit/widgets';

const style = document.createElement('style');
style.textContent = `${themeTokensCss}\n${portalBlocksCss}
body { margin: 0; background: var(--vk-color-bg, #fff); }
.gallery { max-width: 60rem; margin: 0 auto; padding: 1rem; background: var(--vk-color-bg); color: var(--vk-color-text); }
.gallery section { margin-block: 1.5rem; padding-block-start: 1rem; border-block-start: 1px solid var(--vk-color-border); }
.gallery h2 { font-size: 1.25rem; margin-block: 0 0.75rem; }
.gallery .row { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
.gallery .row > * { flex: 1 1 16rem; }
.gallery output { display: block; font-family: monospace; font-size: 0.875rem; margin-block-start: 0.5rem; overflow-wrap: anywhere; }
`;
document.head.append(style);

const handTeams: Team[] = [
  {
    id: 1,
    name: 'North',
    icon: 'map',
    children: [
      {
        id: 2,
        name: 'Camden',
        icon: 'users',
        children: [
          { id: 4, name: 'Camden Youth' },
          { id: 5, name: 'Camden Seniors', disabled: true },
        ],
      },
      {
        id: 3,
        name: 'Regionalheadquarterscoordinationgroupnorth',
        disabled: true,
        children: [{ id: 6, name: 'Islington Pantry' }],
      },
    ],
  },
  { id: 7, name: 'South', icon: 'map', children: [{ id: 8, name: 'Lambeth' }] },
];
const params = new URLSearchParams(location.search);
const teamCount = Number(params.get('teams') ?? 0);
const teams = teamCount > 0 ? generateTeams(teamCount, 6) : handTeams;

const roles: (Role | RoleFamilyItem)[] = [
  {
    id: 'f1',
    name: 'Drivers',
    type: 'family',
    roles: [
      { id: 1, name: 'Van driver', type: 'volunteer' },
      { id: 2, name: 'Car driver', type: 'volunteer', status: 'inactive' },
      { id: 3, name: 'Fleet manager', type: 'non-volunteer' },
    ],
  },
  { id: 4, name: 'Greeter', type: 'volunteer' },
  { id: 5, name: 'Coordinator', type: 'non-volunteer', status: 'inactive' },
  { id: 6, name: 'Administrator', type: 'system' },
  { id: 7, name: 'Auditor', type: 'system' },
];

const timezones = [
  { name: 'America/New_York', display_text: '(GMT-05:00) Eastern Time (US & Canada)' },
  { name: 'Europe/London', display_text: '(GMT+00:00) London' },
  { name: 'Europe/Paris', display_text: '(GMT+01:00) Paris' },
  { name: 'Europe/Berlin', display_text: '(GMT+01:00) Berlin' },
  { name: 'Asia/Kolkata', display_text: '(GMT+05:30) Chennai, Kolkata' },
];

function Toasts() {
  const toast = useToast();
  return (
    <div className="row">
      <button type="button" className="vk-button" onClick={() => toast.show('Team saved')}>
        Show a success toast
      </button>
      <button
        type="button"
        className="vk-button vk-button--danger"
        onClick={() => toast.show('Could not save the team', 'danger')}
      >
        Show a danger toast
      </button>
    </div>
  );
}

function SaveDemo() {
  const [state, setState] = useState<SaveButtonState>(0);
  return (
    <div className="row">
      <SaveButton
        type="button"
        state={state}
        onClick={() => {
          setState(1);
          setTimeout(() => setState(2), 800);
          setTimeout(() => setState(0), 2500);
        }}
      />
      <SaveButton type="button" state={1} label="Saving example" />
      <SaveButton type="button" state={2} savedLabel="Changes stored" />
    </div>
  );
}

function FormDemo() {
  const [sent, setSent] = useState('');
  const { register, errors, errorId, handleSubmit } = useForm({
    email: 'required|email',
    website: { rules: 'url', label: 'Website' },
    start: 'time',
  });
  const field = (name: string, label: string) => (
    <div className="vk-field">
      <label className="vk-field__label" htmlFor={register(name).id}>
        {label}
      </label>
      <input className="vk-field__input" {...register(name)} />
      {errors[name] ? (
        <span id={errorId(name)} className="vk-field__error">
          {errors[name]}
        </span>
      ) : null}
    </div>
  );
  return (
    <form noValidate onSubmit={handleSubmit((values) => setSent(JSON.stringify(values)))}>
      {field('email', 'Email')}
      {field('website', 'Website')}
      {field('start', 'Start time (H:MM)')}
      <button type="submit" className="vk-button">
        Check the form
      </button>
      <output aria-live="polite">{sent}</output>
    </form>
  );
}

function Gallery() {
  const [query, setQuery] = useState('');
  const [startTime, setStartTime] = useState('09:55');
  const [endTime, setEndTime] = useState('');
  const [timezone, setTimezone] = useState('Europe/London');
  const [teamIds, setTeamIds] = useState<(number | string)[]>([]);
  const [roleIds, setRoleIds] = useState<(number | string)[]>([6]);
  const [deleted, setDeleted] = useState(0);
  const [date, setDate] = useState('');

  return (
    <main className="gallery">
      <PageHeading
        title="Portal building blocks"
        breadcrumbs={[{ label: 'Portal', href: '/' }, { label: 'Gallery' }]}
        dropdownButton={{
          label: 'Create',
          items: [
            { label: 'Team', href: '#team' },
            { label: 'Role', href: '#role' },
          ],
        }}
        search={{ onSearch: setQuery, maxLength: 40 }}
        tabs={[
          { label: 'Overview', href: '#overview', active: true },
          { kind: 'infotext', label: 'Pending', infotext: '3', href: '#pending' },
          {
            kind: 'tooltip',
            label: 'Archive',
            tooltip: 'Items older than a year',
            href: '#archive',
          },
          {
            kind: 'dropdown',
            label: 'More',
            items: [
              { label: 'Export', href: '#export' },
              { label: 'Settings', href: '#settings' },
            ],
          },
          { kind: 'spinner', label: 'Reports', href: '#reports' },
          { label: 'Billing', disabled: true },
        ]}
      />
      <output data-testid="search-output">Last search: {query}</output>

      <section aria-labelledby="h-pickers">
        <h2 id="h-pickers">Date, time and timezone</h2>
        <div className="row">
          <div>
            <DateTextInput label="Opportunity date" value={date} onValueChange={setDate} />
          </div>
          <TimePicker label="Start time" value={startTime} onValueChange={setStartTime} />
          <TimePicker
            label="End time"
            start={startTime}
            value={endTime}
            onValueChange={setEndTime}
          />
          <TimePicker label="Shift time (15-minute step)" fifteenMinuteStep />
        </div>
        <output data-testid="time-output">
          {startTime} - {endTime}
        </output>
        <TimezonePicker
          timezones={timezones}
          userTimezone="Asia/Tokyo"
          value={timezone}
          onValueChange={setTimezone}
        />
        <output data-testid="timezone-output">{timezone}</output>
      </section>

      <section aria-labelledby="h-teams">
        <h2 id="h-teams">Team tree selector</h2>
        <TeamTreeSelector teams={teams} onValueChange={setTeamIds} />
        <output data-testid="teams-output">{teamIds.join(',')}</output>
      </section>

      <section aria-labelledby="h-roles">
        <h2 id="h-roles">Role selector</h2>
        <RoleSelector roles={roles} preselected={[6]} onValueChange={setRoleIds} />
        <output data-testid="roles-output">{roleIds.join(',')}</output>
      </section>

      <section aria-labelledby="h-links">
        <h2 id="h-links">Team name link</h2>
        <p>
          With the permission:{' '}
          <TeamNameLink
            team={{ id: 2, name: 'Camden' }}
            userId={9}
            user={{ permissions: ['view-related-hierarchy-touchpoints'] }}
          />
          . Without it:{' '}
          <TeamNameLink team={{ id: 2, name: 'Camden' }} userId={9} user={{ permissions: [] }} />.
        </p>
      </section>

      <section aria-labelledby="h-buttons">
        <h2 id="h-buttons">Buttons and toasts</h2>
        <SaveDemo />
        <div className="row">
          <TwoStepDeleteButton onDelete={() => setDeleted((n) => n + 1)} />
        </div>
        <output data-testid="delete-output">Deleted {deleted} times</output>
        <Toasts />
      </section>

      <section aria-labelledby="h-form">
        <h2 id="h-form">Form validation</h2>
        <FormDemo />
      </section>

      <section aria-labelledby="h-cookies">
        <h2 id="h-cookies">Cookie settings</h2>
        <CookieSettings />
      </section>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <div className="vk-root">
      <ToastProvider>
        <Gallery />
      </ToastProvider>
    </div>
  </StrictMode>,
);
