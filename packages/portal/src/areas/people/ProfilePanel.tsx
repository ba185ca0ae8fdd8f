import { useFormatValue } from '../../app/hooks.js';
import { vocabularyLabel } from '../../presentation/vocabularies.js';
import { ReadableFields } from '../../registry/screens/ReadableValue.js';
import { ageOn, needsGuardian, statusLabel, type Person } from './person.js';

/** Fields shown in the summary, by label (the rest are listed under "Other details"). */
const SUMMARY: readonly (readonly [string, string])[] = [
  ['email', 'E-mail address'],
  ['phone', 'Phone'],
  ['role', 'Role type'],
  ['start_date', 'Started'],
  ['leave_date', 'Left'],
  ['leaving_reason', 'Leaving reason'],
  ['motivation', 'Motivation'],
  ['skills', 'Skills'],
  ['vetting_status', 'Vetting'],
  ['vetting_expires', 'Vetting expires'],
  ['last_login_at', 'Last signed in'],
  ['created_at', 'Record created'],
  ['updated_at', 'Last changed'],
];

/** Fields that are not worth showing (internal or shown elsewhere on the record). */
const HIDDEN = new Set([
  'id',
  'first_name',
  'last_name',
  'status',
  'blocked',
  'blocked_reason',
  'status_before_block',
  'roles',
  'team_ids',
  'teams',
  'unavailable_periods',
  'availability',
  'date_of_birth',
  'permissions',
  'etag',
  'password',
]);

/** The person's profile: the main facts with labels, then every other field as sent. */
export function ProfilePanel({ person }: { person: Person }) {
  const format = useFormatValue();
  const age = ageOn(person.dateOfBirth, new Date());
  const rows: [string, string][] = [
    ['Name', person.name],
    ['Status', statusLabel(person.status)],
  ];
  if (person.dateOfBirth)
    rows.push([
      'Date of birth',
      `${format(person.dateOfBirth)}${age !== undefined ? ` (age ${age})` : ''}`,
    ]);
  if (needsGuardian(person, new Date())) rows.push(['Guardian', 'Needed (see Guardians)']);
  for (const [field, label] of SUMMARY) {
    const value = person.record[field];
    if (value !== undefined && value !== null && value !== '')
      rows.push([label, field === 'role' ? vocabularyLabel('personRole', value) : format(value)]);
  }
  const shown = new Set(SUMMARY.map(([f]) => f));
  const rest = Object.fromEntries(
    Object.entries(person.record).filter(([k]) => !HIDDEN.has(k) && !shown.has(k)),
  );
  return (
    <>
      <section aria-labelledby="profile-heading" className="vkp-person-section">
        <h2 id="profile-heading">Profile</h2>
        <dl className="vkp-fields">
          {rows.map(([label, value]) => (
            <div className="vkp-field-row" key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {Object.keys(rest).length > 0 ? (
        <section aria-labelledby="profile-other" className="vkp-person-section">
          <h2 id="profile-other">Other details</h2>
          <ReadableFields record={rest} accessor="users" />
        </section>
      ) : null}
    </>
  );
}
