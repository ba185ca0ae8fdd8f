/**
 * Words of a person's record that come from the registry or the presentation
 * layer (list names, field labels, role types) in the person's language: the
 * record catalogue's text where the loaded translation has one, else the
 * layer's own English words, so staff reading in English see them unchanged.
 *
 * @module
 */
import { ENGLISH_LIST_WORDS, type ListWords } from '../../app/ui/table/listWords.js';
import { vocabularyLabel } from '../../presentation/vocabularies.js';
import { enGBRecordText, type RecordText } from '../me/recordMessages.js';

/** A key of a plain (non-plural) text of the record catalogue. */
export type RecordTextKey = {
  [K in keyof RecordText]: RecordText[K] extends string ? K : never;
}[keyof RecordText];

/** The catalogue's text of each list of a person's records (catalogue accessor). */
const LIST_KEYS: Readonly<Record<string, RecordTextKey>> = {
  'users.emailAddresses': 'emailAddresses',
  'users.phoneNumbers': 'phoneNumbers',
  'users.postalAddresses': 'postalAddresses',
  'users.emergencyContacts': 'emergencyContacts',
  'users.applications': 'sectionApplications',
  'users.consents': 'listConsents',
  'users.vetting': 'listVetting',
  'users.messaging': 'sectionMessages',
  'users.files': 'sectionFiles',
  'users.guardians': 'sectionGuardians',
  'users.parentalConsents': 'listParentalConsents',
  'users.notes': 'listNotes',
  'users.touchpoints': 'listTouchpoints',
};

/** The catalogue's text of each "Other details" field label of a person. */
const FIELD_KEYS: Readonly<Record<string, RecordTextKey>> = {
  timezone: 'fieldTimezone',
  minors_in_care: 'fieldMinorsInCare',
  email: 'fieldEmailAddress',
  phone: 'fieldPhone',
  name: 'fieldName',
};

/** The catalogue's text of each role type (`role`) of a person. */
const ROLE_KEYS: Readonly<Record<string, RecordTextKey>> = {
  volunteer: 'roleVolunteer',
  'team leader': 'roleTeamLeader',
  coordinator: 'roleCoordinator',
  administrator: 'roleAdministrator',
};

/** `text[key]` when the loaded language translates it, else `english`. */
export function translatedOr(
  text: RecordText,
  key: RecordTextKey | undefined,
  english: string,
): string {
  return key && text[key] !== enGBRecordText[key] ? text[key] : english;
}

/** The heading of a list of a person's records (`users.notes`), else the registry's `label`. */
export function listHeading(text: RecordText, accessor: string, label: string): string {
  return translatedOr(text, LIST_KEYS[accessor], label);
}

/** The labels of the "Other details" fields of a person that the language translates. */
export function otherFieldLabels(
  text: RecordText,
  fields: Iterable<string>,
): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const field of fields) {
    const key = FIELD_KEYS[field];
    if (key && text[key] !== enGBRecordText[key]) labels[field] = text[key];
  }
  return labels;
}

/** A person's role type (`role`) in words: "Cydlynydd" in Welsh, "Coordinator" in English. */
export function roleTypeWords(text: RecordText, value: unknown): string {
  return translatedOr(
    text,
    typeof value === 'string' ? ROLE_KEYS[value] : undefined,
    vocabularyLabel('personRole', value),
  );
}

/** The words of the lists' frame (not the column headers and cell values). */
type FrameWord = Exclude<keyof ListWords, 'labels' | 'values'>;

/** The record catalogue's text of each word of the generic lists' frame. */
const LIST_WORD_KEYS: Readonly<Record<FrameWord, RecordTextKey>> = {
  create: 'listCreate',
  upload: 'listUpload',
  search: 'listSearch',
  filters: 'listFilters',
  filtersCount: 'listFiltersCount',
  columns: 'listColumns',
  savedViews: 'listSavedViews',
  exportCsv: 'listExportCsv',
  noneYet: 'listNoneYet',
  noneMatch: 'listNoneMatch',
  clearFilters: 'listClearFilters',
  tryFewer: 'listTryFewer',
  loading: 'listLoading',
  notLoaded: 'listNotLoaded',
  addFirst: 'listAddFirst',
  uploadFirst: 'listUploadFirst',
  edit: 'listEdit',
  bulkHint: 'listBulkHint',
  pagination: 'listPagination',
  previousPage: 'listPreviousPage',
  nextPage: 'listNextPage',
  rowsPerPage: 'listRowsPerPage',
  position: 'listPosition',
  positionNone: 'listPositionNone',
};

/** The catalogue's text of the column headers of the lists on a person's record, by field. */
const COLUMN_KEYS: Readonly<Record<string, RecordTextKey>> = {
  type: 'fieldKind',
  number: 'fieldNumber',
  email: 'fieldEmail',
  name: 'fieldName',
  relationship: 'fieldRelationship',
  phone: 'fieldPhone',
  line_1: 'colLine1',
  town: 'fieldTown',
  postcode: 'fieldPostcode',
  country: 'colCountry',
  category_id: 'colCategory',
  stage: 'colStage',
  status: 'colStatus',
  applied_at: 'colApplied',
  references_received: 'colReferencesReceived',
};

/** The catalogue's text of cell values of the lists on a person's record: by list, field, then value. */
const VALUE_KEYS: Readonly<
  Record<string, Readonly<Record<string, Readonly<Record<string, RecordTextKey>>>>>
> = {
  'users.phoneNumbers': {
    type: { mobile: 'optionMobile', home: 'optionHome', work: 'optionWork' },
  },
  'users.emailAddresses': { type: { home: 'optionHome', work: 'optionWork' } },
  'users.applications': {
    stage: {
      applied: 'stageApplied',
      screening: 'stageScreening',
      references: 'stageReferences',
      interview: 'stageInterview',
      offered: 'stageOffered',
      accepted: 'stageAccepted',
    },
    status: {
      pending: 'applicationPending',
      in_progress: 'applicationInProgress',
      accepted: 'applicationAccepted',
      rejected: 'applicationRejected',
      withdrawn: 'applicationWithdrawn',
      closed: 'applicationClosed',
    },
  },
};

/**
 * The words of the lists of a person's records in the language of `text`
 * (English where it has none), with the cell values of list `accessor`.
 */
export function listWordsIn(text: RecordText, accessor = ''): ListWords {
  const words: ListWords = { ...ENGLISH_LIST_WORDS };
  for (const [word, key] of Object.entries(LIST_WORD_KEYS) as [FrameWord, RecordTextKey][])
    words[word] = translatedOr(text, key, ENGLISH_LIST_WORDS[word]);
  const labels: Record<string, string> = {};
  for (const [field, key] of Object.entries(COLUMN_KEYS))
    if (text[key] !== enGBRecordText[key]) labels[field] = text[key];
  const values: Record<string, Record<string, string>> = {};
  for (const [field, byValue] of Object.entries(VALUE_KEYS[accessor] ?? {}))
    for (const [value, key] of Object.entries(byValue))
      if (text[key] !== enGBRecordText[key]) (values[field] ??= {})[value] = text[key];
  return { ...words, labels, values };
}
