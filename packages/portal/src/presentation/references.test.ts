import { describeField, recordName, recordTitleOf, visibleFields } from './describe.js';
import { REFERENCE_FIELDS, REFERENCE_TARGETS, type ReferenceKind } from './references.js';

const ROW = { team_id: 7 };

// One case per kind of reference: where names come from, where the record opens,
// how it is named and what shows when it is gone.
const KINDS = [
  [
    'person',
    { first_name: 'Oliver', last_name: 'Smith' },
    'Oliver Smith',
    'users',
    '/people/3',
    'Unknown person',
  ],
  [
    'team',
    { name: 'North site' },
    'North site',
    'organisation/teams',
    '/portal/team/3',
    'Deleted team',
  ],
  [
    'room',
    { name: 'Room 4' },
    'Room 4',
    'organisation/teams/7/residential/rooms',
    undefined,
    'Deleted room',
  ],
  [
    'recruitmentCategory',
    { name: 'Rangers' },
    'Rangers',
    'organisation/recruitment/categories',
    '/manage/organisation/recruitment/categories/3',
    'Deleted category',
  ],
  [
    'skillCategory',
    { name: 'First aid' },
    'First aid',
    'organisation/skillCategories',
    '/manage/organisation/skillCategories/3',
    'Deleted skill category',
  ],
  [
    'inductionModule',
    { name: 'Welcome' },
    'Welcome',
    'organisation/induction-modules',
    '/manage/organisation/induction-modules/3',
    'Deleted induction module',
  ],
  [
    'disclosureType',
    { name: 'Enhanced disclosure' },
    'Enhanced disclosure',
    'organisation/disclosure-types',
    '/manage/organisation/disclosure-types/3',
    'Deleted disclosure type',
  ],
  [
    'application',
    { applicant_name: 'Ada Lovelace', category_name: 'Rangers' },
    'Ada Lovelace – Rangers',
    'applications',
    '/recruitment/applications/3',
    'Deleted application',
  ],
] as const;

test.each(KINDS)('a %s reference', (kind, record, name, list, href, missing) => {
  const target = REFERENCE_TARGETS[kind as ReferenceKind];
  expect(target.name(record)).toBe(name);
  expect(target.listPath(ROW)).toBe(list);
  expect(target.href?.('3', ROW)).toBe(href);
  expect(target.missing).toBe(missing);
  expect(target.name({})).toBeUndefined();
});

test('every kind of reference has a case above (a new kind gets one)', () => {
  expect(new Set(KINDS.map(([kind]) => kind))).toEqual(new Set(Object.keys(REFERENCE_TARGETS)));
});

test('a room cannot be looked up without a safe team to scope it', () => {
  expect(REFERENCE_TARGETS.room.listPath({})).toBeUndefined();
  expect(REFERENCE_TARGETS.room.listPath({ team_id: '../x' })).toBeUndefined();
});

test('common reference fields are labelled without "ID" and point at their kind', () => {
  for (const [field, { label }] of Object.entries(REFERENCE_FIELDS)) {
    expect(label, field).not.toMatch(/\bID\b|_/);
    expect(describeField('anything', field).hidden, field).toBe(false);
  }
  expect(describeField('claims', 'authoriser_id')).toMatchObject({
    label: 'Authorised by',
    reference: { kind: 'person' },
  });
  expect(describeField('applications', 'category_id')).toMatchObject({
    label: 'Category',
    reference: { kind: 'recruitmentCategory' },
  });
  expect(describeField('organisation.skills', 'category_id').reference?.kind).toBe('skillCategory');
  expect(describeField('organisation.teams', 'parent_id')).toMatchObject({
    label: 'Part of',
    reference: { kind: 'team' },
  });
});

test('technical fields are hidden; a resource may show one it needs', () => {
  for (const field of [
    'id',
    'etag',
    'slug',
    'created_at',
    'updated_at',
    'avatar_url',
    'password_hash',
    'external_id',
  ])
    expect(describeField('claims', field).hidden, field).toBe(true);
  expect(describeField('claims', 'submitted_at').hidden).toBe(false);
  expect(describeField('organisation.teams', 'icon_site').hidden).toBe(true);
  expect(
    visibleFields('claims', ['id', 'etag', 'status', 'amount', 'user_id']).map((f) => f.field),
  ).toEqual(['user_id', 'amount', 'status']);
});

test('records are named by the resource rule, resolving references, never by id', () => {
  const names: Record<string, string> = {
    user_id: 'Ada Lovelace',
    category_id: 'Rangers',
    room_id: 'Room 4',
  };
  const ref = (field: string) => names[field];
  expect(recordName('applications', { id: 2602, user_id: 1, category_id: 2 }, ref)).toBe(
    'Ada Lovelace – Rangers',
  );
  expect(
    recordName(
      'residentialBookings',
      { user_id: 1, room_id: 4, start_date: '2026-07-29', end_date: '2026-08-09' },
      ref,
    ),
  ).toBe('Ada Lovelace, Room 4, 29 Jul – 9 Aug 2026');
  expect(recordName('users', { id: 41, first_name: 'Oliver', last_name: 'Smith' })).toBe(
    'Oliver Smith',
  );
  expect(recordTitleOf('claims', { id: 9 })).toBe('Untitled expense claim');
  expect(recordTitleOf('organisation.widgets', { id: 9 }, 'Widgets')).toBe('Untitled widget');
});

test('an application named by what was applied for when the applicant is not named', () => {
  const target = REFERENCE_TARGETS.application;
  expect(target.name({ name: 'Trail team volunteer', user_id: 4 })).toBe(
    'Application to Trail team volunteer',
  );
  expect(target.name({ status: 'withdrawn' })).toBeUndefined();
});
