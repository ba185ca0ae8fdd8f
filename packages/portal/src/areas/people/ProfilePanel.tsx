import { useFormatValue, useUser } from '../../app/hooks.js';
import { Avatar } from '../../app/ui/Avatar.js';
import { DiversityCard } from '../me/record/DiversityCard.js';
import { PhotoCard } from '../me/record/PhotoCard.js';
import { PORTAL_LOCALES } from '../../app/locale/portalLocale.js';
import { ReadableFields } from '../../registry/screens/ReadableValue.js';
import { useRecordText } from '../me/useRecordText.js';
import { ageOn, needsGuardian, statusLabel, type Person } from './person.js';
import { otherFieldLabels, roleTypeWords, type RecordTextKey } from './recordWords.js';
import { statusText } from './statusText.js';
import { VOCABULARIES } from '../../presentation/vocabularies.js';

/**
 * Fields shown in the summary, with their labels' texts in the record catalogue
 * (the rest are listed under "Other details").
 */
const SUMMARY: readonly (readonly [string, RecordTextKey])[] = [
  ['email', 'fieldEmailAddress'],
  ['phone', 'fieldPhone'],
  ['role', 'fieldRoleType'],
  ['start_date', 'fieldStarted'],
  ['leave_date', 'fieldLeft'],
  ['leaving_reason', 'fieldLeavingReason'],
  ['motivation', 'fieldMotivation'],
  ['skills', 'fieldSkills'],
  ['vetting_status', 'fieldVetting'],
  ['vetting_expires', 'fieldVettingExpires'],
  ['last_login_at', 'fieldLastSignedIn'],
  ['created_at', 'fieldRecordCreated'],
  ['updated_at', 'fieldLastChanged'],
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
  'locale',
  // Shown in their own sections (issue 49): the photo, and the diversity answers to those who may read them.
  'photo_url',
  'diversity',
  // Diversity data (the sandbox's policy): a gender of its own is the gender question's answer.
  'gender',
]);

/**
 * The person's profile: the main facts with labels (in the screens' language),
 * then every other field as sent.
 */
export function ProfilePanel({ person }: { person: Person }) {
  const format = useFormatValue();
  const me = useUser();
  const own = me?.id !== undefined && String(me.id) === person.id;
  const seesDiversity = own || (me?.permissions ?? []).includes('view-user-diversity');
  const photo = typeof person.record.photo_url === 'string' ? person.record.photo_url : null;
  const { text, fill } = useRecordText();
  const age = ageOn(person.dateOfBirth, new Date());
  const rows: [string, string][] = [
    [text.fieldName, person.name],
    [text.fieldStatus, statusText(person.status, text) ?? statusLabel(person.status)],
  ];
  if (person.dateOfBirth)
    rows.push([
      text.fieldDateOfBirth,
      `${format(person.dateOfBirth)}${age !== undefined ? fill(text.ageSuffix, { age }) : ''}`,
    ]);
  if (needsGuardian(person, new Date())) rows.push([text.fieldGuardian, text.guardianNeeded]);
  for (const [field, key] of SUMMARY) {
    const value = person.record[field];
    if (value !== undefined && value !== null && value !== '')
      rows.push([
        text[key],
        field === 'role'
          ? roleTypeWords(text, value)
          : field === 'vetting_status'
            ? ((VOCABULARIES.vettingStatus.labels as Readonly<Record<string, string>>)[
                String(value)
              ] ?? format(value))
            : format(value),
      ]);
  }
  const locale = PORTAL_LOCALES.find((l) => l.tag === person.record.locale);
  if (locale) rows.push([text.fieldLanguage, locale.name]);
  const shown = new Set(SUMMARY.map(([f]) => f));
  const rest = Object.fromEntries(
    Object.entries(person.record).filter(([k]) => !HIDDEN.has(k) && !shown.has(k)),
  );
  return (
    <>
      {own ? <PhotoCard userId={person.id} name={person.name} /> : null}
      <section aria-labelledby="profile-heading" className="vkp-person-section">
        <h2 id="profile-heading" className="vkp-profile-heading">
          {!own && photo ? <Avatar url={photo} name={person.name} size="large" /> : null}
          {text.profile}
        </h2>
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
          <h2 id="profile-other">{text.otherDetails}</h2>
          <ReadableFields
            record={rest}
            accessor="users"
            labels={otherFieldLabels(text, Object.keys(rest))}
          />
        </section>
      ) : null}
      {seesDiversity ? <DiversityCard userId={person.id} editable={own} /> : null}
    </>
  );
}
