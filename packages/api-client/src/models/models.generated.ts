// Generated from the resource schemas by scripts/gen-endpoints.mjs (packages/api-client/scripts/codegen/generateModels.ts).
// Do not edit: change src/models/resources/*.ts and run `node scripts/gen-endpoints.mjs`.

/** An account code used by a role profile. */
export type AccountCode = {
  /** The account code. (Reference server; beyond the spec.) */
  code: string;
};

/** An acknowledgement (202): the request was taken; it says nothing about whether an account exists. */
export type Acknowledgement = {
  /** What happens next, in words (the same whether or not the address is known). (Reference server; beyond the spec.) */
  message: string;
  /** Seconds the code sent stays valid (mobile sign-in). (Reference server; beyond the spec.) */
  expires_in?: number;
};

/** An activity: time someone gave. */
export type Activity = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** What was done. (Reference server; beyond the spec.) */
  title?: string;
  /** More about it, in words. (Reference server; beyond the spec.) */
  description?: string;
  /** Who did it (a person). (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** The team it was for. (Reference server; beyond the spec.) */
  team_id?: number | null;
  /** Its category (`organisation.activityCategories`). (Reference server; beyond the spec.) */
  category_id?: number | null;
  /** Its outcome (`organisation.activityOutcomes`). (Reference server; beyond the spec.) */
  outcome_id?: number | null;
  /** When it started (ISO date-time). (Reference server; beyond the spec.) */
  starts_at?: string | null;
  /** When it ended (ISO date-time). (Reference server; beyond the spec.) */
  ends_at?: string | null;
  /** Hours given. (Reference server; beyond the spec.) */
  hours?: number;
  /** `planned`, `done` or `cancelled`. (Reference server; beyond the spec.) */
  status?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** A category of activities. */
export type ActivityCategory = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
  /** What it means, in words. (Reference server; beyond the spec.) */
  description?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a category of activities sends. */
export type ActivityCategoryInput = {
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
  /** What it means, in words. (Reference server; beyond the spec.) */
  description?: string;
};

/** The list query of a category of activities: paging, search, order and a filter on each field. */
export type ActivityCategoryQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    description?: string | number | boolean | FilterCondition;
  };
};

/** A person’s consent to an activity. */
export type ActivityConsent = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The activity (`activities`). (Reference server; beyond the spec.) */
  activity_id?: number | null;
  /** Whether it is given. (Reference server; beyond the spec.) */
  given?: boolean;
  /** When it was given (ISO date-time). (Reference server; beyond the spec.) */
  given_at?: string | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a person’s consent to an activity sends. */
export type ActivityConsentInput = {
  /** The activity (`activities`). (Reference server; beyond the spec.) */
  activity_id?: number | null;
  /** Whether it is given. (Reference server; beyond the spec.) */
  given?: boolean;
  /** When it was given (ISO date-time). (Reference server; beyond the spec.) */
  given_at?: string | null;
};

/** The list query of a person’s consent to an activity: paging, search, order and a filter on each field. */
export type ActivityConsentQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    activity_id?: string | number | boolean | FilterCondition;
    given?: string | number | boolean | FilterCondition;
    given_at?: string | number | boolean | FilterCondition;
  };
};

/** The fields a store or update of an activity: time someone gave sends. */
export type ActivityInput = {
  /** What was done. (Reference server; beyond the spec.) */
  title?: string;
  /** More about it, in words. (Reference server; beyond the spec.) */
  description?: string;
  /** Who did it (a person). (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** The team it was for. (Reference server; beyond the spec.) */
  team_id?: number | null;
  /** Its category (`organisation.activityCategories`). (Reference server; beyond the spec.) */
  category_id?: number | null;
  /** Its outcome (`organisation.activityOutcomes`). (Reference server; beyond the spec.) */
  outcome_id?: number | null;
  /** When it started (ISO date-time). (Reference server; beyond the spec.) */
  starts_at?: string | null;
  /** When it ended (ISO date-time). (Reference server; beyond the spec.) */
  ends_at?: string | null;
  /** Hours given. (Reference server; beyond the spec.) */
  hours?: number;
  /** `planned`, `done` or `cancelled`. (Reference server; beyond the spec.) */
  status?: string;
};

/** An entry of the activity map: an activity at a place. */
export type ActivityMapEntry = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The activity (`activities`). (Reference server; beyond the spec.) */
  activity_id?: number | null;
  /** What is shown on the map. (Reference server; beyond the spec.) */
  name?: string;
  /** Latitude. (Reference server; beyond the spec.) */
  lat?: number;
  /** Longitude. (Reference server; beyond the spec.) */
  long?: number;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of an entry of the activity map: an activity at a place sends. */
export type ActivityMapEntryInput = {
  /** The activity (`activities`). (Reference server; beyond the spec.) */
  activity_id?: number | null;
  /** What is shown on the map. (Reference server; beyond the spec.) */
  name?: string;
  /** Latitude. (Reference server; beyond the spec.) */
  lat?: number;
  /** Longitude. (Reference server; beyond the spec.) */
  long?: number;
};

/** The list query of an entry of the activity map: an activity at a place: paging, search, order and a filter on each field. */
export type ActivityMapEntryQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    activity_id?: string | number | boolean | FilterCondition;
    name?: string | number | boolean | FilterCondition;
    lat?: string | number | boolean | FilterCondition;
    long?: string | number | boolean | FilterCondition;
  };
};

/** An outcome an activity may have. */
export type ActivityOutcome = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
  /** What it means, in words. (Reference server; beyond the spec.) */
  description?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of an outcome an activity may have sends. */
export type ActivityOutcomeInput = {
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
  /** What it means, in words. (Reference server; beyond the spec.) */
  description?: string;
};

/** The list query of an outcome an activity may have: paging, search, order and a filter on each field. */
export type ActivityOutcomeQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    description?: string | number | boolean | FilterCondition;
  };
};

/** The list query of an activity: time someone gave: paging, search, order and a filter on each field. */
export type ActivityQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    title?: string | number | boolean | FilterCondition;
    description?: string | number | boolean | FilterCondition;
    user_id?: string | number | boolean | FilterCondition;
    team_id?: string | number | boolean | FilterCondition;
    category_id?: string | number | boolean | FilterCondition;
    outcome_id?: string | number | boolean | FilterCondition;
    starts_at?: string | number | boolean | FilterCondition;
    ends_at?: string | number | boolean | FilterCondition;
    hours?: string | number | boolean | FilterCondition;
    status?: string | number | boolean | FilterCondition;
  };
};

/** An entry of the address book. */
export type AddressBookEntry = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** Name. (Reference server; beyond the spec.) */
  name?: string;
  /** E-mail address. (Reference server; beyond the spec.) */
  email?: string | null;
  /** Phone number. (Reference server; beyond the spec.) */
  phone?: string;
  /** The organisation they are with. (Reference server; beyond the spec.) */
  organisation_name?: string;
  /** Notes. (Reference server; beyond the spec.) */
  notes?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of an entry of the address book sends. */
export type AddressBookEntryInput = {
  /** Name. (Reference server; beyond the spec.) */
  name?: string;
  /** E-mail address. (Reference server; beyond the spec.) */
  email?: string | null;
  /** Phone number. (Reference server; beyond the spec.) */
  phone?: string;
  /** The organisation they are with. (Reference server; beyond the spec.) */
  organisation_name?: string;
  /** Notes. (Reference server; beyond the spec.) */
  notes?: string;
};

/** The list query of an entry of the address book: paging, search, order and a filter on each field. */
export type AddressBookEntryQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    email?: string | number | boolean | FilterCondition;
    phone?: string | number | boolean | FilterCondition;
    organisation_name?: string | number | boolean | FilterCondition;
    notes?: string | number | boolean | FilterCondition;
  };
};

/** A request to anonymise a person. */
export type Anonymisation = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** `completed` once the personal fields were replaced. (Reference server; beyond the spec.) */
  status?: string;
  /** Who asked. (Reference server; beyond the spec.) */
  requested_by?: number | null;
  /** Why (at most 500 characters). (Reference server; beyond the spec.) */
  reason?: string | null;
  /** When it was done (ISO date-time). (Reference server; beyond the spec.) */
  completed_at?: string | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a request to anonymise a person sends. */
export type AnonymisationInput = {
  /** `completed` once the personal fields were replaced. (Reference server; beyond the spec.) */
  status?: string;
  /** Who asked. (Reference server; beyond the spec.) */
  requested_by?: number | null;
  /** Why (at most 500 characters). (Reference server; beyond the spec.) */
  reason?: string | null;
  /** When it was done (ISO date-time). (Reference server; beyond the spec.) */
  completed_at?: string | null;
};

/** The list query of a request to anonymise a person: paging, search, order and a filter on each field. */
export type AnonymisationQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    status?: string | number | boolean | FilterCondition;
    requested_by?: string | number | boolean | FilterCondition;
    reason?: string | number | boolean | FilterCondition;
    completed_at?: string | number | boolean | FilterCondition;
  };
};

/** An application to volunteer (`/applications/`). */
export type Application = {
  /** The applicant. (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** The recruitment category applied to. (Reference server; beyond the spec.) */
  category_id?: number | null;
  /** The team applied to. (Reference server; beyond the spec.) */
  team_id?: number | null;
  /** The recruitment stage reached. (Reference server; beyond the spec.) */
  stage?: string;
  /** Pending, accepted, rejected or withdrawn. (Reference server; beyond the spec.) */
  status?: 'pending' | 'accepted' | 'rejected' | 'withdrawn';
  /** When the person applied, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  applied_at?: string;
  /** Why the application was closed (a recruitment closing reason). (Reference server; beyond the spec.) */
  closing_reason_id?: number | null;
  /** Notes on the application. (Reference server; beyond the spec.) */
  notes?: string | null;
  /** The application id. (Reference server; beyond the spec.) */
  id: number;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** A document sent with an application. */
export type ApplicationDocument = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The application form’s field it answers. (Reference server; beyond the spec.) */
  key?: string;
  /** The field’s label. (Reference server; beyond the spec.) */
  name?: string;
  /** The file’s name. (Reference server; beyond the spec.) */
  file_name?: string;
  /** The file’s media type. (Reference server; beyond the spec.) */
  mime_type?: string;
  /** Size in bytes. (Reference server; beyond the spec.) */
  size?: number;
  /** Where to download it. (Reference server; beyond the spec.) */
  url?: string;
  /** When it was sent (ISO date-time). (Reference server; beyond the spec.) */
  uploaded_at?: string | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a document sent with an application sends. */
export type ApplicationDocumentInput = {
  /** The application form’s field it answers. (Reference server; beyond the spec.) */
  key?: string;
  /** The field’s label. (Reference server; beyond the spec.) */
  name?: string;
  /** The file’s name. (Reference server; beyond the spec.) */
  file_name?: string;
  /** The file’s media type. (Reference server; beyond the spec.) */
  mime_type?: string;
  /** Size in bytes. (Reference server; beyond the spec.) */
  size?: number;
  /** Where to download it. (Reference server; beyond the spec.) */
  url?: string;
  /** When it was sent (ISO date-time). (Reference server; beyond the spec.) */
  uploaded_at?: string | null;
};

/** The list query of a document sent with an application: paging, search, order and a filter on each field. */
export type ApplicationDocumentQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    key?: string | number | boolean | FilterCondition;
    name?: string | number | boolean | FilterCondition;
    file_name?: string | number | boolean | FilterCondition;
    mime_type?: string | number | boolean | FilterCondition;
    size?: string | number | boolean | FilterCondition;
    url?: string | number | boolean | FilterCondition;
    uploaded_at?: string | number | boolean | FilterCondition;
  };
};

/** An opportunity’s application form: its questions and documents (a visitor’s also says the limits and carries a form token). */
export type ApplicationForm = {
  /** The questions, “why” first. (Reference server; beyond the spec.) */
  questions: FormQuestion[];
  /** The documents asked for. (Reference server; beyond the spec.) */
  documents: FormDocument[];
  /** The media types a document may have (a visitor’s form). (Reference server; beyond the spec.) */
  document_types?: string[];
  /** The largest document (a visitor’s form). (Reference server; beyond the spec.) */
  document_max_bytes?: number;
  /** The youngest age that may apply (a visitor’s form). (Reference server; beyond the spec.) */
  minimum_age?: number | null;
  /** Below this age a guardian is named (a visitor’s form). (Reference server; beyond the spec.) */
  guardian_required_under?: number;
  /** Send it back with the application (a visitor’s form; it expires). (Reference server; beyond the spec.) */
  form_token?: string;
};

/** The answer of `opportunities.applicationForm(id).list`: the form in `data` (not a list). */
export type ApplicationFormAnswer = {
  data: ApplicationForm;
};

/** The fields a store or update of an application sends. */
export type ApplicationInput = {
  /** The applicant. (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** The recruitment category applied to. (Reference server; beyond the spec.) */
  category_id?: number | null;
  /** The team applied to. (Reference server; beyond the spec.) */
  team_id?: number | null;
  /** The recruitment stage reached. (Reference server; beyond the spec.) */
  stage?: string;
  /** Pending, accepted, rejected or withdrawn. (Reference server; beyond the spec.) */
  status?: 'pending' | 'accepted' | 'rejected' | 'withdrawn';
  /** When the person applied, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  applied_at?: string;
  /** Why the application was closed (a recruitment closing reason). (Reference server; beyond the spec.) */
  closing_reason_id?: number | null;
  /** Notes on the application. (Reference server; beyond the spec.) */
  notes?: string | null;
};

/** What applying answers: the application (signed in, 201) or `{ status: "received" }` (a visitor, 202). */
export type ApplicationMade = UserApplication | ApplicationReceived;

/** The query of `applications.list`: paging, search, order and field filters. */
export type ApplicationQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    user_id?: string | number | boolean | FilterCondition;
    category_id?: string | number | boolean | FilterCondition;
    team_id?: string | number | boolean | FilterCondition;
    stage?: string | number | boolean | FilterCondition;
    status?: string | number | boolean | FilterCondition;
    applied_at?: string | number | boolean | FilterCondition;
    updated_at?: string | number | boolean | FilterCondition;
  };
};

/** A visitor’s application, taken (202; the answer’s `message` says what happens next). */
export type ApplicationReceived = {
  /** Taken: an e-mail asks the visitor to confirm it. (Reference server; beyond the spec.) */
  status: 'received';
};

/** An application: `motivation` and the answers to the form’s questions, each under its `key`; a visitor also sends who they are and the form token. */
export type ApplicationSubmission = {
  /** Why they would like to do this (1 to 2,000 characters). (Reference server; beyond the spec.) */
  motivation: string;
  /** A visitor’s first name (at most 120 characters). (Reference server; beyond the spec.) */
  first_name?: string;
  /** A visitor’s last name. (Reference server; beyond the spec.) */
  last_name?: string;
  /** A visitor’s e-mail address. (Reference server; beyond the spec.) */
  email?: string;
  /** A visitor’s phone number. (Reference server; beyond the spec.) */
  phone?: string;
  /** A visitor’s date of birth, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  date_of_birth?: string;
  /** A minor’s guardian. (Reference server; beyond the spec.) */
  guardian_name?: string;
  /** The guardian’s e-mail address (not the minor’s). (Reference server; beyond the spec.) */
  guardian_email?: string;
  /** The language of the e-mails it sends. (Reference server; beyond the spec.) */
  locale?: 'en-GB' | 'cy';
  /** A visitor’s form token (from `opportunities.applicationForm`). (Reference server; beyond the spec.) */
  form_token?: string;
} & Record<string, unknown>;

/** A logged press of “apply”. */
export type ApplyActionLog = {
  /** The opportunity’s slug. (Reference server; beyond the spec.) */
  slug: string;
};

/** An uploaded file. */
export type Attachment = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** A name for it (the portal sends the file’s name). (Reference server; beyond the spec.) */
  name?: string;
  /** The (first) file uploaded. (Reference server; beyond the spec.) */
  file?: UploadedFile;
  /** Every file uploaded with it. (Reference server; beyond the spec.) */
  files?: UploadedFile[];
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** An attachment of a message forwarded to someone. */
export type AttachmentForward = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** Who it was forwarded to (a person). (Reference server; beyond the spec.) */
  to_user_id?: number | null;
  /** Or the address it was sent to. (Reference server; beyond the spec.) */
  email?: string | null;
  /** What was written with it. (Reference server; beyond the spec.) */
  message?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of an attachment of a message forwarded to someone sends. */
export type AttachmentForwardInput = {
  /** Who it was forwarded to (a person). (Reference server; beyond the spec.) */
  to_user_id?: number | null;
  /** Or the address it was sent to. (Reference server; beyond the spec.) */
  email?: string | null;
  /** What was written with it. (Reference server; beyond the spec.) */
  message?: string;
};

/** The list query of an attachment of a message forwarded to someone: paging, search, order and a filter on each field. */
export type AttachmentForwardQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    to_user_id?: string | number | boolean | FilterCondition;
    email?: string | number | boolean | FilterCondition;
    message?: string | number | boolean | FilterCondition;
  };
};

/** The fields a store or update of an uploaded file sends. */
export type AttachmentInput = {
  /** A name for it (the portal sends the file’s name). (Reference server; beyond the spec.) */
  name?: string;
  /** The (first) file uploaded. (Reference server; beyond the spec.) */
  file?: UploadedFile;
  /** Every file uploaded with it. (Reference server; beyond the spec.) */
  files?: UploadedFile[];
};

/** The list query of an uploaded file: paging, search, order and a filter on each field. */
export type AttachmentQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    file?: string | number | boolean | FilterCondition;
    files?: string | number | boolean | FilterCondition;
  };
};

/** Attendees across the sessions of an event; the reference server keeps it as the call’s document and answers it. */
export type AttendeesAcrossSessions = {
  /** Who attends which sessions of the event. (Reference server; beyond the spec.) */
  attendees?: {
    /** The person. (Reference server; beyond the spec.) */
    user_id: number;
    /** The sessions they attend. (Reference server; beyond the spec.) */
    session_ids?: number[];
    /** Their status on them. (Reference server; beyond the spec.) */
    status?: 'invited' | 'confirmed' | 'attended' | 'no_show' | 'cancelled';
  }[];
};

/** Attendees across the sessions of an event as the reference server keeps them (the last `PUT`). */
export type AttendeesAcrossSessionsDocument = {
  /** Who attends which sessions of the event. (Reference server; beyond the spec.) */
  attendees?: {
    /** The person. (Reference server; beyond the spec.) */
    user_id: number;
    /** The sessions they attend. (Reference server; beyond the spec.) */
    session_ids?: number[];
    /** Their status on them. (Reference server; beyond the spec.) */
    status?: 'invited' | 'confirmed' | 'attended' | 'no_show' | 'cancelled';
  }[];
  /** The document’s record id. (Reference server; beyond the spec.) */
  id: number;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The attendees to remove from a session. */
export type AttendeesRemoval = {
  /** The attendees (people) to remove from the session. (Reference server; beyond the spec.) */
  user_ids: (number | string)[];
};

/** What removing attendees from a session in bulk answers. */
export type AttendeesRemoved = {
  /** The people removed. (Reference server; beyond the spec.) */
  removed_user_ids: number[];
  /** How many. (Reference server; beyond the spec.) */
  removed: number;
};

/** One status for several attendees of a session. */
export type AttendeesStatusChange = {
  /** The attendees (people) of the session. (Reference server; beyond the spec.) */
  user_ids: (number | string)[];
  /** `invited`, `confirmed`, `attended`, `no_show` or `cancelled`. (Reference server; beyond the spec.) */
  status: 'invited' | 'confirmed' | 'attended' | 'no_show' | 'cancelled';
  /** Bringing back a cancelled attendee whose clearances do not cover the session: why they may attend anyway. (Reference server; beyond the spec.) */
  confirm_clearance_gap?: false | ClearanceGapConfirmation | null;
};

/** An attribute people may have. */
export type Attribute = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The attribute’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Its category (`organisation.attributeCategories`). (Reference server; beyond the spec.) */
  category_id?: number | null;
  /** Kind of value (`text`, `boolean`, `date`…). (Reference server; beyond the spec.) */
  type?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** A category of attributes. */
export type AttributeCategory = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
  /** What it means, in words. (Reference server; beyond the spec.) */
  description?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a category of attributes sends. */
export type AttributeCategoryInput = {
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
  /** What it means, in words. (Reference server; beyond the spec.) */
  description?: string;
};

/** The list query of a category of attributes: paging, search, order and a filter on each field. */
export type AttributeCategoryQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    description?: string | number | boolean | FilterCondition;
  };
};

/** The fields a store or update of an attribute people may have sends. */
export type AttributeInput = {
  /** The attribute’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Its category (`organisation.attributeCategories`). (Reference server; beyond the spec.) */
  category_id?: number | null;
  /** Kind of value (`text`, `boolean`, `date`…). (Reference server; beyond the spec.) */
  type?: string;
};

/** The list query of an attribute people may have: paging, search, order and a filter on each field. */
export type AttributeQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    category_id?: string | number | boolean | FilterCondition;
    type?: string | number | boolean | FilterCondition;
  };
};

/** A barcode a person scans in with. */
export type Barcode = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The code. (Reference server; beyond the spec.) */
  code?: string;
  /** Whose it is (a person). (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** Whether it is in use. (Reference server; beyond the spec.) */
  active?: boolean;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a barcode a person scans in with sends. */
export type BarcodeInput = {
  /** The code. (Reference server; beyond the spec.) */
  code?: string;
  /** Whose it is (a person). (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** Whether it is in use. (Reference server; beyond the spec.) */
  active?: boolean;
};

/** The list query of a barcode a person scans in with: paging, search, order and a filter on each field. */
export type BarcodeQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    code?: string | number | boolean | FilterCondition;
    user_id?: string | number | boolean | FilterCondition;
    active?: string | number | boolean | FilterCondition;
  };
};

/** Someone the organisation will not take on. */
export type BlacklistEntry = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** Their e-mail address. (Reference server; beyond the spec.) */
  email?: string | null;
  /** Their name. (Reference server; beyond the spec.) */
  name?: string;
  /** Why. (Reference server; beyond the spec.) */
  reason?: string;
  /** When they were added, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  added_on?: string | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of someone the organisation will not take on sends. */
export type BlacklistEntryInput = {
  /** Their e-mail address. (Reference server; beyond the spec.) */
  email?: string | null;
  /** Their name. (Reference server; beyond the spec.) */
  name?: string;
  /** Why. (Reference server; beyond the spec.) */
  reason?: string;
  /** When they were added, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  added_on?: string | null;
};

/** The list query of someone the organisation will not take on: paging, search, order and a filter on each field. */
export type BlacklistEntryQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    email?: string | number | boolean | FilterCondition;
    name?: string | number | boolean | FilterCondition;
    reason?: string | number | boolean | FilterCondition;
    added_on?: string | number | boolean | FilterCondition;
  };
};

/** A block on a person. */
export type Block = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** Why the person is blocked. (Reference server; beyond the spec.) */
  reason?: string;
  /** Who blocked them. (Reference server; beyond the spec.) */
  blocked_by?: number | null;
  /** When (ISO date-time). (Reference server; beyond the spec.) */
  blocked_at?: string | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** Whether a person may be blocked, why not, and what blocking would also do. */
export type BlockEligibility = {
  /** The person. (Reference server; beyond the spec.) */
  user_id: number;
  /** They may be blocked now. (Reference server; beyond the spec.) */
  can_be_blocked: boolean;
  /** Why not, in words (empty when they may). (Reference server; beyond the spec.) */
  reasons: string[];
  /** Upcoming shifts blocking removes them from. (Reference server; beyond the spec.) */
  upcoming_shifts: number;
  /** What blocking would also do, in words. (Reference server; beyond the spec.) */
  warnings: string[];
};

/** The answer of `users.blocked.canBeBlocked.list`: one person’s eligibility in `data` (not a list). */
export type BlockEligibilityAnswer = {
  data: BlockEligibility;
};

/** The fields a store or update of a block on a person sends. */
export type BlockInput = {
  /** Why the person is blocked. (Reference server; beyond the spec.) */
  reason?: string;
  /** Who blocked them. (Reference server; beyond the spec.) */
  blocked_by?: number | null;
  /** When (ISO date-time). (Reference server; beyond the spec.) */
  blocked_at?: string | null;
};

/** The list query of a block on a person: paging, search, order and a filter on each field. */
export type BlockQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    reason?: string | number | boolean | FilterCondition;
    blocked_by?: string | number | boolean | FilterCondition;
    blocked_at?: string | number | boolean | FilterCondition;
  };
};

/** A bulk action on the people of a saved list. */
export type BulkAction = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** What was done (`add_to_team`, `set_status`…). (Reference server; beyond the spec.) */
  action?: string;
  /** The saved list. (Reference server; beyond the spec.) */
  saved_list_id?: number | null;
  /** Its name. (Reference server; beyond the spec.) */
  saved_list_name?: string;
  /** The team, for a team action. (Reference server; beyond the spec.) */
  team_id?: number | null;
  /** The status set, for a status action. (Reference server; beyond the spec.) */
  status?: string | null;
  /** The people on the list. (Reference server; beyond the spec.) */
  count?: number;
  /** The people it changed. (Reference server; beyond the spec.) */
  done?: number;
  /** The people left alone, and why. (Reference server; beyond the spec.) */
  refused?: {
    /** The person. (Reference server; beyond the spec.) */
    user_id: number;
    /** Their name. (Reference server; beyond the spec.) */
    name: string;
    /** Why they were left alone. (Reference server; beyond the spec.) */
    reason: string;
  }[];
  /** Who ran it. (Reference server; beyond the spec.) */
  run_by?: number | null;
  /** When (ISO date-time). (Reference server; beyond the spec.) */
  run_at?: string | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a bulk action on the people of a saved list sends. */
export type BulkActionInput = {
  /** What was done (`add_to_team`, `set_status`…). (Reference server; beyond the spec.) */
  action?: string;
  /** The saved list. (Reference server; beyond the spec.) */
  saved_list_id?: number | null;
  /** Its name. (Reference server; beyond the spec.) */
  saved_list_name?: string;
  /** The team, for a team action. (Reference server; beyond the spec.) */
  team_id?: number | null;
  /** The status set, for a status action. (Reference server; beyond the spec.) */
  status?: string | null;
  /** The people on the list. (Reference server; beyond the spec.) */
  count?: number;
  /** The people it changed. (Reference server; beyond the spec.) */
  done?: number;
  /** The people left alone, and why. (Reference server; beyond the spec.) */
  refused?: {
    /** The person. (Reference server; beyond the spec.) */
    user_id: number;
    /** Their name. (Reference server; beyond the spec.) */
    name: string;
    /** Why they were left alone. (Reference server; beyond the spec.) */
    reason: string;
  }[];
  /** Who ran it. (Reference server; beyond the spec.) */
  run_by?: number | null;
  /** When (ISO date-time). (Reference server; beyond the spec.) */
  run_at?: string | null;
};

/** The list query of a bulk action on the people of a saved list: paging, search, order and a filter on each field. */
export type BulkActionQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    action?: string | number | boolean | FilterCondition;
    saved_list_id?: string | number | boolean | FilterCondition;
    saved_list_name?: string | number | boolean | FilterCondition;
    team_id?: string | number | boolean | FilterCondition;
    status?: string | number | boolean | FilterCondition;
    count?: string | number | boolean | FilterCondition;
    done?: string | number | boolean | FilterCondition;
    refused?: string | number | boolean | FilterCondition;
    run_by?: string | number | boolean | FilterCondition;
    run_at?: string | number | boolean | FilterCondition;
  };
};

/** An e-mail to the people of a saved list. */
export type BulkEmail = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The saved list. (Reference server; beyond the spec.) */
  saved_list_id?: number | null;
  /** Its name. (Reference server; beyond the spec.) */
  saved_list_name?: string;
  /** The template it started from. (Reference server; beyond the spec.) */
  email_template_id?: number | null;
  /** The subject. (Reference server; beyond the spec.) */
  subject?: string;
  /** The text (with `{first_name}` and the like). (Reference server; beyond the spec.) */
  body?: string;
  /** `sent`. (Reference server; beyond the spec.) */
  status?: string;
  /** How many it went to. (Reference server; beyond the spec.) */
  recipient_count?: number;
  /** When (ISO date-time). (Reference server; beyond the spec.) */
  sent_at?: string | null;
  /** Who sent it. (Reference server; beyond the spec.) */
  sent_by?: number | null;
  /** The e-mails as sent (`organisation.emailLogGroups`). (Reference server; beyond the spec.) */
  email_log_group_id?: number | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of an e-mail to the people of a saved list sends. */
export type BulkEmailInput = {
  /** The saved list. (Reference server; beyond the spec.) */
  saved_list_id?: number | null;
  /** Its name. (Reference server; beyond the spec.) */
  saved_list_name?: string;
  /** The template it started from. (Reference server; beyond the spec.) */
  email_template_id?: number | null;
  /** The subject. (Reference server; beyond the spec.) */
  subject?: string;
  /** The text (with `{first_name}` and the like). (Reference server; beyond the spec.) */
  body?: string;
  /** `sent`. (Reference server; beyond the spec.) */
  status?: string;
  /** How many it went to. (Reference server; beyond the spec.) */
  recipient_count?: number;
  /** When (ISO date-time). (Reference server; beyond the spec.) */
  sent_at?: string | null;
  /** Who sent it. (Reference server; beyond the spec.) */
  sent_by?: number | null;
  /** The e-mails as sent (`organisation.emailLogGroups`). (Reference server; beyond the spec.) */
  email_log_group_id?: number | null;
};

/** The list query of an e-mail to the people of a saved list: paging, search, order and a filter on each field. */
export type BulkEmailQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    saved_list_id?: string | number | boolean | FilterCondition;
    saved_list_name?: string | number | boolean | FilterCondition;
    email_template_id?: string | number | boolean | FilterCondition;
    subject?: string | number | boolean | FilterCondition;
    body?: string | number | boolean | FilterCondition;
    status?: string | number | boolean | FilterCondition;
    recipient_count?: string | number | boolean | FilterCondition;
    sent_at?: string | number | boolean | FilterCondition;
    sent_by?: string | number | boolean | FilterCondition;
    email_log_group_id?: string | number | boolean | FilterCondition;
  };
};

/** A bulk import of records. */
export type BulkImport = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** What is imported (`users`…). (Reference server; beyond the spec.) */
  type?: string;
  /** The file imported. (Reference server; beyond the spec.) */
  file_name?: string;
  /** `pending`, `running`, `done` or `failed`. (Reference server; beyond the spec.) */
  status?: string;
  /** Rows in the file. (Reference server; beyond the spec.) */
  total?: number;
  /** Rows imported. (Reference server; beyond the spec.) */
  imported?: number;
  /** Rows that failed. (Reference server; beyond the spec.) */
  failed?: number;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a bulk import of records sends. */
export type BulkImportInput = {
  /** What is imported (`users`…). (Reference server; beyond the spec.) */
  type?: string;
  /** The file imported. (Reference server; beyond the spec.) */
  file_name?: string;
  /** `pending`, `running`, `done` or `failed`. (Reference server; beyond the spec.) */
  status?: string;
  /** Rows in the file. (Reference server; beyond the spec.) */
  total?: number;
  /** Rows imported. (Reference server; beyond the spec.) */
  imported?: number;
  /** Rows that failed. (Reference server; beyond the spec.) */
  failed?: number;
};

/** The list query of a bulk import of records: paging, search, order and a filter on each field. */
export type BulkImportQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    type?: string | number | boolean | FilterCondition;
    file_name?: string | number | boolean | FilterCondition;
    status?: string | number | boolean | FilterCondition;
    total?: string | number | boolean | FilterCondition;
    imported?: string | number | boolean | FilterCondition;
    failed?: string | number | boolean | FilterCondition;
  };
};

/** Tasks in bulk, all or nothing: `{ assignee_ids, title, ... }` makes one per person; `{ task_ids, changes }` changes each. */
export type BulkTaskRequest = {
  /** Make one task per person, with the fields beside it. (Reference server; beyond the spec.) */
  assignee_ids?: (number | string)[];
  /** Or change these tasks, with `changes`. (Reference server; beyond the spec.) */
  task_ids?: (number | string)[];
  /** With `task_ids`: the fields to set on each task. (Reference server; beyond the spec.) */
  changes?: {
    /** Title (1 to 300 characters). (Reference server; beyond the spec.) */
    title?: string;
    /** Open, in progress, done or cancelled. (Reference server; beyond the spec.) */
    status?: 'open' | 'in_progress' | 'done' | 'cancelled';
    /** Low, normal, high or urgent. (Reference server; beyond the spec.) */
    priority?: 'low' | 'normal' | 'high' | 'urgent';
    /** The person doing it. (Reference server; beyond the spec.) */
    assignee_id?: number | null;
    /** When it is due, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
    due_date?: string | null;
    /** The team it belongs to. (Reference server; beyond the spec.) */
    team_id?: number | null;
  };
  /** Title (1 to 300 characters). (Reference server; beyond the spec.) */
  title?: string;
  /** Open, in progress, done or cancelled. (Reference server; beyond the spec.) */
  status?: 'open' | 'in_progress' | 'done' | 'cancelled';
  /** Low, normal, high or urgent. (Reference server; beyond the spec.) */
  priority?: 'low' | 'normal' | 'high' | 'urgent';
  /** The person doing it. (Reference server; beyond the spec.) */
  assignee_id?: number | null;
  /** When it is due, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  due_date?: string | null;
  /** The team it belongs to. (Reference server; beyond the spec.) */
  team_id?: number | null;
};

/** A bulk creation (`assignee_ids` and the task fields) or change (`task_ids` and `changes`) of tasks, done in one transaction. */
export type BulkTaskRun = {
  /** The record of the run. (Reference server; beyond the spec.) */
  id: number;
  /** `create` (one task per assignee) or `update`. (Reference server; beyond the spec.) */
  kind: 'create' | 'update';
  /** The task fields set. (Reference server; beyond the spec.) */
  fields: Record<string, unknown>;
  /** The tasks created or changed. (Reference server; beyond the spec.) */
  task_ids: number[];
  /** How many. (Reference server; beyond the spec.) */
  count: number;
  /** Who ran it. (Reference server; beyond the spec.) */
  user_id: number | null;
  /** When it ran (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string | null;
  /** When it last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string | null;
  /** The version, for `ifMatch`. (Reference server; beyond the spec.) */
  etag?: string;
};

/** The list query of the bulk task runs: paging, search, order and a filter on `kind` and `user_id`. */
export type BulkTaskRunQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    kind?: string | number | boolean | FilterCondition;
    user_id?: string | number | boolean | FilterCondition;
  };
};

/** An entry of the calendar: a shift, event or session on a day. */
export type CalendarEntry = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** What is on. (Reference server; beyond the spec.) */
  title?: string;
  /** Kind of entry (`shift`, `event`, `session`…; see `calendar.availableTypes`). (Reference server; beyond the spec.) */
  type?: string;
  /** The shift, event or session. (Reference server; beyond the spec.) */
  record_id?: number | null;
  /** When it starts (ISO date-time). (Reference server; beyond the spec.) */
  starts_at?: string | null;
  /** When it ends (ISO date-time). (Reference server; beyond the spec.) */
  ends_at?: string | null;
  /** Whether it lasts the whole day. (Reference server; beyond the spec.) */
  all_day?: boolean;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of an entry of the calendar: a shift, event or session on a day sends. */
export type CalendarEntryInput = {
  /** What is on. (Reference server; beyond the spec.) */
  title?: string;
  /** Kind of entry (`shift`, `event`, `session`…; see `calendar.availableTypes`). (Reference server; beyond the spec.) */
  type?: string;
  /** The shift, event or session. (Reference server; beyond the spec.) */
  record_id?: number | null;
  /** When it starts (ISO date-time). (Reference server; beyond the spec.) */
  starts_at?: string | null;
  /** When it ends (ISO date-time). (Reference server; beyond the spec.) */
  ends_at?: string | null;
  /** Whether it lasts the whole day. (Reference server; beyond the spec.) */
  all_day?: boolean;
};

/** The list query of an entry of the calendar: a shift, event or session on a day: paging, search, order and a filter on each field. */
export type CalendarEntryQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    title?: string | number | boolean | FilterCondition;
    type?: string | number | boolean | FilterCondition;
    record_id?: string | number | boolean | FilterCondition;
    starts_at?: string | number | boolean | FilterCondition;
    ends_at?: string | number | boolean | FilterCondition;
    all_day?: string | number | boolean | FilterCondition;
  };
};

/** A person’s calendar feed: whether it runs and since when; its address only when it is made. */
export type CalendarFeed = {
  /** Whether the person has a feed. (Reference server; beyond the spec.) */
  active: boolean;
  /** When it was made (ISO date-time), or null. (Reference server; beyond the spec.) */
  created_at: string | null;
  /** The subscription address (`https:`), only in the answer that makes it. (Reference server; beyond the spec.) */
  url?: string;
  /** The same address as `webcal:`. (Reference server; beyond the spec.) */
  webcal_url?: string;
};

/** A kind of calendar entry. */
export type CalendarType = {
  /** The kind (`event`, `shift`, `activity`, `residential`, `reminder`). (Reference server; beyond the spec.) */
  id: string;
  /** Its name (`Shifts`). (Reference server; beyond the spec.) */
  name: string;
};

/** A reason a residential booking was cancelled. */
export type CancelReason = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a reason a residential booking was cancelled sends. */
export type CancelReasonInput = {
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
};

/** The list query of a reason a residential booking was cancelled: paging, search, order and a filter on each field. */
export type CancelReasonQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
  };
};

/** A changeover day of a team: residential stays start and end on it. */
export type ChangeoverDay = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The weekday, 0 = Sunday … 6 = Saturday. (Reference server; beyond the spec.) */
  weekday?: number;
  /** The weekday in English (`Saturday`). (Reference server; beyond the spec.) */
  name?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a changeover day of a team: residential stays start and end on it sends. */
export type ChangeoverDayInput = {
  /** The weekday, 0 = Sunday … 6 = Saturday. (Reference server; beyond the spec.) */
  weekday?: number;
  /** The weekday in English (`Saturday`). (Reference server; beyond the spec.) */
  name?: string;
};

/** The list query of a changeover day of a team: residential stays start and end on it: paging, search, order and a filter on each field. */
export type ChangeoverDayQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    weekday?: string | number | boolean | FilterCondition;
    name?: string | number | boolean | FilterCondition;
  };
};

/** A chat between people. */
export type Chat = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The chat’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** The people in it. (Reference server; beyond the spec.) */
  user_ids?: number[];
  /** When its last message was sent (ISO date-time). (Reference server; beyond the spec.) */
  last_message_at?: string | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a chat between people sends. */
export type ChatInput = {
  /** The chat’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** The people in it. (Reference server; beyond the spec.) */
  user_ids?: number[];
  /** When its last message was sent (ISO date-time). (Reference server; beyond the spec.) */
  last_message_at?: string | null;
};

/** A message of a chat. */
export type ChatMessage = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** Text of the message. (Reference server; beyond the spec.) */
  body?: string;
  /** Who sent it (a person). (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** When it was sent (ISO date-time). (Reference server; beyond the spec.) */
  sent_at?: string | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a message of a chat sends. */
export type ChatMessageInput = {
  /** Text of the message. (Reference server; beyond the spec.) */
  body?: string;
  /** Who sent it (a person). (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** When it was sent (ISO date-time). (Reference server; beyond the spec.) */
  sent_at?: string | null;
};

/** The list query of a message of a chat: paging, search, order and a filter on each field. */
export type ChatMessageQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    body?: string | number | boolean | FilterCondition;
    user_id?: string | number | boolean | FilterCondition;
    sent_at?: string | number | boolean | FilterCondition;
  };
};

/** The list query of a chat between people: paging, search, order and a filter on each field. */
export type ChatQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    user_ids?: string | number | boolean | FilterCondition;
    last_message_at?: string | number | boolean | FilterCondition;
  };
};

/** A check-in recorded on a shift: the attendance of the person the code names. */
export type CheckIn = {
  /** The first name of the person checked in (the kiosk greets them). (Reference server; beyond the spec.) */
  first_name: string;
  /** The person checked in. (Reference server; beyond the spec.) */
  user_id: number;
  /** The shift. (Reference server; beyond the spec.) */
  shift_id: number;
  /** The shift’s title. (Reference server; beyond the spec.) */
  shift_title: string;
  /** When (ISO date-time). (Reference server; beyond the spec.) */
  checked_in_at: string;
};

/** A person’s check-in code for their place on a shift, and whether they are checked in. */
export type CheckInCode = {
  /** The shift. (Reference server; beyond the spec.) */
  shift_id: number;
  /** The signed check-in code (`VK-{organisation}-XXXX-XXXX-XXXX-XXXX-XXXX`), shown as a QR code; it names nobody. (Reference server; beyond the spec.) */
  code: string;
  /** When the person was checked in (ISO date-time), or null. (Reference server; beyond the spec.) */
  checked_in_at: string | null;
};

/** A check-in code a kiosk scanned. */
export type CheckInScan = {
  /** The check-in code scanned (from `shifts.checkInCode`). (Reference server; beyond the spec.) */
  code: string;
  /** When it was scanned (ISO date-time), within the last day; default now. (Reference server; beyond the spec.) */
  scanned_at?: string;
};

/** An expense claim (`/claims/`). */
export type Claim = {
  /** The person claiming. (Reference server; beyond the spec.) */
  user_id: number;
  /** Amount in the organisation’s currency, major units (0 to 100,000). (Reference server; beyond the spec.) */
  amount: number;
  /** Kind of expense (`Travel`, `Parking`...). (Reference server; beyond the spec.) */
  expense_type?: string;
  /** Pending, approved, rejected or paid. (Reference server; beyond the spec.) */
  status?: 'pending' | 'approved' | 'rejected' | 'paid';
  /** When it was submitted (ISO date-time). (Reference server; beyond the spec.) */
  submitted_at?: string;
  /** Who decided it. (Reference server; beyond the spec.) */
  authoriser_id?: number | null;
  /** With `status: "paid"`: the day it was paid, `YYYY-MM-DD` (default today). (Reference server; beyond the spec.) */
  paid_on?: string;
  /** Why it was rejected (or a note on the decision). (Reference server; beyond the spec.) */
  decision_reason?: string | null;
  /** The claim id. (Reference server; beyond the spec.) */
  id: number;
  /** The team of the claimant. (Reference server; beyond the spec.) */
  team_id?: number | null;
  /** When it was decided (ISO date-time). (Reference server; beyond the spec.) */
  decided_at?: string | null;
  /** When it was paid (ISO date-time). (Reference server; beyond the spec.) */
  paid_at?: string | null;
  /** Who recorded the payment. (Reference server; beyond the spec.) */
  paid_by?: number | null;
  /** Where the receipt is served. (Reference server; beyond the spec.) */
  receipt_url?: string | null;
  /** Attached receipts. (Reference server; beyond the spec.) */
  receipts?: Receipt[];
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store of a claim sends (`user_id` and `amount` are required); an update sends any of them. */
export type ClaimInput = {
  /** The person claiming. (Reference server; beyond the spec.) */
  user_id: number;
  /** Amount in the organisation’s currency, major units (0 to 100,000). (Reference server; beyond the spec.) */
  amount: number;
  /** Kind of expense (`Travel`, `Parking`...). (Reference server; beyond the spec.) */
  expense_type?: string;
  /** Pending, approved, rejected or paid. (Reference server; beyond the spec.) */
  status?: 'pending' | 'approved' | 'rejected' | 'paid';
  /** When it was submitted (ISO date-time). (Reference server; beyond the spec.) */
  submitted_at?: string;
  /** Who decided it. (Reference server; beyond the spec.) */
  authoriser_id?: number | null;
  /** With `status: "paid"`: the day it was paid, `YYYY-MM-DD` (default today). (Reference server; beyond the spec.) */
  paid_on?: string;
  /** Why it was rejected (or a note on the decision). (Reference server; beyond the spec.) */
  decision_reason?: string | null;
};

/** A report of the claims submitted in the range. */
export type ClaimListReport = {
  /** The rows, in the report’s order. (Reference server; beyond the spec.) */
  data: ClaimListRow[];
  meta: ReportMeta;
};

/** One row of the claims submitted in the range. */
export type ClaimListRow = {
  /** The claim. (Reference server; beyond the spec.) */
  id: number;
  /** The person. (Reference server; beyond the spec.) */
  user_id: number;
  /** The claimant’s name, or null when they are gone. (Reference server; beyond the spec.) */
  name: string | null;
  /** Kind of expense. (Reference server; beyond the spec.) */
  expense_type: string | null;
  /** Amount (money). (Reference server; beyond the spec.) */
  amount: number;
  /** `pending`, `approved`, `rejected` or `paid`. (Reference server; beyond the spec.) */
  status: string;
  /** When it was submitted (ISO date-time). (Reference server; beyond the spec.) */
  submitted_at: string | null;
  /** Who decided it. (Reference server; beyond the spec.) */
  authoriser_id: number | null;
  /** Their name. (Reference server; beyond the spec.) */
  authoriser: string | null;
};

/** The query of `claims.list`: paging, search, order and field filters. */
export type ClaimQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    user_id?: string | number | boolean | FilterCondition;
    team_id?: string | number | boolean | FilterCondition;
    status?: string | number | boolean | FilterCondition;
    expense_type?: string | number | boolean | FilterCondition;
    amount?: string | number | boolean | FilterCondition;
    submitted_at?: string | number | boolean | FilterCondition;
    decided_at?: string | number | boolean | FilterCondition;
    authoriser_id?: string | number | boolean | FilterCondition;
  };
};

/** A claim a person submits; the server sets its status, team and amount at a rate. */
export type ClaimSubmission = {
  /** The amount, two decimals at most (not with a rate). (Reference server; beyond the spec.) */
  amount?: number | string;
  /** The kind of expense (one of `organisation.expenses.types`). (Reference server; beyond the spec.) */
  expense_type?: string;
  /** The day of the expense, `YYYY-MM-DD`, not in the future (default today). (Reference server; beyond the spec.) */
  date?: string;
  /** What it was for (at most 500 characters). (Reference server; beyond the spec.) */
  description?: string;
  /** The journey, for mileage (at most 200 characters). (Reference server; beyond the spec.) */
  route?: string;
  /** A rate of `organisation.expenses.rates`: the amount is its rate × `quantity`. (Reference server; beyond the spec.) */
  rate_id?: number | string;
  /** With `rate_id`: how many (miles, nights…). (Reference server; beyond the spec.) */
  quantity?: number | string;
  /** One of the person’s rejected claims this one corrects. (Reference server; beyond the spec.) */
  corrects_id?: number | string;
};

/** One point of claim amounts (money) with the number of claims. */
export type ClaimTotalsPoint = {
  /** What the figure is of (a status, a month `YYYY-MM`, a name). (Reference server; beyond the spec.) */
  label: string;
  /** The figure, in the report’s `unit`. (Reference server; beyond the spec.) */
  value: number;
  /** How many claims (a count beside the amount). (Reference server; beyond the spec.) */
  claims: number;
};

/** A report of claim amounts (money) with the number of claims. */
export type ClaimTotalsReport = {
  /** The points, in the report’s order. (Reference server; beyond the spec.) */
  data: ClaimTotalsPoint[];
  meta: ReportMeta;
};

/** A confirmed clearance gap: who placed a person on work their clearances do not cover, and why. */
export type ClearanceConfirmation = {
  /** Who confirmed the gap. (Reference server; beyond the spec.) */
  by_user_id: number | null;
  /** Their name. (Reference server; beyond the spec.) */
  by_name: string;
  /** The reason they gave. (Reference server; beyond the spec.) */
  reason: string;
  /** The clearances the person lacks, in words. (Reference server; beyond the spec.) */
  gaps: string[];
  /** When (ISO date-time). (Reference server; beyond the spec.) */
  at: string;
};

/** A clearance a person may hold. */
export type ClearanceFlag = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The clearance (`Cleared to work with children`). (Reference server; beyond the spec.) */
  name?: string;
  /** What it means. (Reference server; beyond the spec.) */
  description?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a clearance a person may hold sends. */
export type ClearanceFlagInput = {
  /** The clearance (`Cleared to work with children`). (Reference server; beyond the spec.) */
  name?: string;
  /** What it means. (Reference server; beyond the spec.) */
  description?: string;
};

/** The list query of a clearance a person may hold: paging, search, order and a filter on each field. */
export type ClearanceFlagQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    description?: string | number | boolean | FilterCondition;
  };
};

/** A confirmed clearance gap sent with a placement: the reason the person may do the work anyway (the organisation’s `clearance_gaps` is `warn`). */
export type ClearanceGapConfirmation = {
  /** Why this person may do this work without the clearance (1 to 500 characters). (Reference server; beyond the spec.) */
  reason: string;
};

/** A reason an application was closed. */
export type ClosingReason = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a reason an application was closed sends. */
export type ClosingReasonInput = {
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
};

/** The list query of a reason an application was closed: paging, search, order and a filter on each field. */
export type ClosingReasonQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
  };
};

/** One point of compulsory modules: inductions completed in the range (`value`) and outstanding. */
export type CompulsoryTrainingPoint = {
  /** What the figure is of (a status, a month `YYYY-MM`, a name). (Reference server; beyond the spec.) */
  label: string;
  /** The figure, in the report’s `unit`. (Reference server; beyond the spec.) */
  value: number;
  /** Inductions of the module not completed yet. (Reference server; beyond the spec.) */
  outstanding: number;
};

/** A report of compulsory modules: inductions completed in the range (`value`) and outstanding. */
export type CompulsoryTrainingReport = {
  /** The points, in the report’s order. (Reference server; beyond the spec.) */
  data: CompulsoryTrainingPoint[];
  meta: ReportMeta;
};

/** A consent people are asked for. */
export type Consent = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The consent’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** What people agree to, in words. (Reference server; beyond the spec.) */
  text?: string;
  /** Whether it must be given. (Reference server; beyond the spec.) */
  required?: boolean;
  /** Its version; a new one asks again. (Reference server; beyond the spec.) */
  version?: number;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a consent people are asked for sends. */
export type ConsentInput = {
  /** The consent’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** What people agree to, in words. (Reference server; beyond the spec.) */
  text?: string;
  /** Whether it must be given. (Reference server; beyond the spec.) */
  required?: boolean;
  /** Its version; a new one asks again. (Reference server; beyond the spec.) */
  version?: number;
};

/** The list query of a consent people are asked for: paging, search, order and a filter on each field. */
export type ConsentQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    text?: string | number | boolean | FilterCondition;
    required?: string | number | boolean | FilterCondition;
    version?: string | number | boolean | FilterCondition;
  };
};

/** A category of contacts. */
export type ContactCategory = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
  /** What it means, in words. (Reference server; beyond the spec.) */
  description?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a category of contacts sends. */
export type ContactCategoryInput = {
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
  /** What it means, in words. (Reference server; beyond the spec.) */
  description?: string;
};

/** The list query of a category of contacts: paging, search, order and a filter on each field. */
export type ContactCategoryQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    description?: string | number | boolean | FilterCondition;
  };
};

/** A message to a team from its public site (a visitor needs no account; rate-limited). */
export type ContactMessage = {
  /** The sender’s name (at most 120 characters). (Reference server; beyond the spec.) */
  name: string;
  /** Their e-mail address, for the answer. (Reference server; beyond the spec.) */
  email: string;
  /** The message (at most 2,000 characters). (Reference server; beyond the spec.) */
  message: string;
  /** `cy` for Welsh e-mails; English otherwise. (Reference server; beyond the spec.) */
  locale?: string;
};

/** A contact-us message taken (202). */
export type ContactReceived = {
  /** The message was taken. (Reference server; beyond the spec.) */
  status: 'received';
};

/** A message sent through the contact form. */
export type ContactUsMessage = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** Who wrote. (Reference server; beyond the spec.) */
  name?: string;
  /** Their e-mail address. (Reference server; beyond the spec.) */
  email?: string | null;
  /** Subject. (Reference server; beyond the spec.) */
  subject?: string;
  /** The message. (Reference server; beyond the spec.) */
  message?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a message sent through the contact form sends. */
export type ContactUsMessageInput = {
  /** Who wrote. (Reference server; beyond the spec.) */
  name?: string;
  /** Their e-mail address. (Reference server; beyond the spec.) */
  email?: string | null;
  /** Subject. (Reference server; beyond the spec.) */
  subject?: string;
  /** The message. (Reference server; beyond the spec.) */
  message?: string;
};

/** The list query of a message sent through the contact form: paging, search, order and a filter on each field. */
export type ContactUsMessageQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    email?: string | number | boolean | FilterCondition;
    subject?: string | number | boolean | FilterCondition;
    message?: string | number | boolean | FilterCondition;
  };
};

/** Cookie settings (the "cookie-settings" cookie). */
export type CookieSettings = {
  functional: boolean;
  analytical: boolean;
};

/** A country. */
export type Country = {
  name: string;
};

/** The query of the country polygons. */
export type CountryPolygonQuery = {
  /** `geometry` adds each polygon’s outline. (Reference server; beyond the spec.) */
  include?: string;
};

/** The query of the countries. */
export type CountryQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size. */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Countries whose name contains this. (Reference server; beyond the spec.) */
  q?: string;
};

/** The query of the counties with residential opportunities. */
export type CountyQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size. */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Only one country’s counties (its name, as on the opportunities). (Reference server; beyond the spec.) */
  country?: string;
};

/** A dashboard: widgets in an order. */
export type Dashboard = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The dashboard’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Whose dashboard it is (a person), or null for everyone’s. (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** Its widgets in order, each with its `type` and settings. (Reference server; beyond the spec.) */
  widgets?: {
    type?: string;
  }[];
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a dashboard: widgets in an order sends. */
export type DashboardInput = {
  /** The dashboard’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Whose dashboard it is (a person), or null for everyone’s. (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** Its widgets in order, each with its `type` and settings. (Reference server; beyond the spec.) */
  widgets?: {
    type?: string;
  }[];
};

/** The list query of a dashboard: widgets in an order: paging, search, order and a filter on each field. */
export type DashboardQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    user_id?: string | number | boolean | FilterCondition;
    widgets?: string | number | boolean | FilterCondition;
  };
};

/** The counts of the signed-in person’s dashboard. */
export type DashboardStats = {
  /** Residential opportunities. (Reference server; beyond the spec.) */
  residential_opportunities: number;
  /** Teams. (Reference server; beyond the spec.) */
  teams: number;
  /** The signed-in person’s applications. (Reference server; beyond the spec.) */
  my_applications: number;
  /** Their notifications. (Reference server; beyond the spec.) */
  my_notifications: number;
  /** Expense claims waiting for a decision within their reach (staff only). (Reference server; beyond the spec.) */
  claims_waiting?: number;
};

/** A window of days. */
export type DayWindow = {
  /** First day, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  from: string;
  /** Last day, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  to: string;
};

/** A permission withheld from a person. */
export type DeniedPermission = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The permission’s name (`view-users`). (Reference server; beyond the spec.) */
  permission?: string;
  /** Why, in words. (Reference server; beyond the spec.) */
  reason?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a permission withheld from a person sends. */
export type DeniedPermissionInput = {
  /** The permission’s name (`view-users`). (Reference server; beyond the spec.) */
  permission?: string;
  /** Why, in words. (Reference server; beyond the spec.) */
  reason?: string;
};

/** The list query of a permission withheld from a person: paging, search, order and a filter on each field. */
export type DeniedPermissionQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    permission?: string | number | boolean | FilterCondition;
    reason?: string | number | boolean | FilterCondition;
  };
};

/** An entry of the directory: someone to contact. */
export type DirectoryEntry = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** Name. (Reference server; beyond the spec.) */
  name?: string;
  /** E-mail address. (Reference server; beyond the spec.) */
  email?: string | null;
  /** Phone number. (Reference server; beyond the spec.) */
  phone?: string;
  /** Their team. (Reference server; beyond the spec.) */
  team_id?: number | null;
  /** What to contact them about. (Reference server; beyond the spec.) */
  description?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of an entry of the directory: someone to contact sends. */
export type DirectoryEntryInput = {
  /** Name. (Reference server; beyond the spec.) */
  name?: string;
  /** E-mail address. (Reference server; beyond the spec.) */
  email?: string | null;
  /** Phone number. (Reference server; beyond the spec.) */
  phone?: string;
  /** Their team. (Reference server; beyond the spec.) */
  team_id?: number | null;
  /** What to contact them about. (Reference server; beyond the spec.) */
  description?: string;
};

/** The list query of an entry of the directory: someone to contact: paging, search, order and a filter on each field. */
export type DirectoryEntryQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    email?: string | number | boolean | FilterCondition;
    phone?: string | number | boolean | FilterCondition;
    team_id?: string | number | boolean | FilterCondition;
    description?: string | number | boolean | FilterCondition;
  };
};

/** A kind of criminal-record disclosure. */
export type DisclosureType = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The kind (`Basic disclosure`). (Reference server; beyond the spec.) */
  name?: string;
  /** Its level: higher levels cover more. (Reference server; beyond the spec.) */
  level?: number;
  /** What it covers. (Reference server; beyond the spec.) */
  description?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a kind of criminal-record disclosure sends. */
export type DisclosureTypeInput = {
  /** The kind (`Basic disclosure`). (Reference server; beyond the spec.) */
  name?: string;
  /** Its level: higher levels cover more. (Reference server; beyond the spec.) */
  level?: number;
  /** What it covers. (Reference server; beyond the spec.) */
  description?: string;
};

/** The list query of a kind of criminal-record disclosure: paging, search, order and a filter on each field. */
export type DisclosureTypeQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    level?: string | number | boolean | FilterCondition;
    description?: string | number | boolean | FilterCondition;
  };
};

/** One diversity answer (`users.diversity.update(userId).update(questionId, …)`). */
export type DiversityAnswerInput = {
  /** One of the question’s options (`organisation.diversity.questions`), or null to decline. (Reference server; beyond the spec.) */
  answer: string | null;
};

/** Whether a person saved diversity answers. */
export type DiversityAnswered = {
  /** They saved at least one answer. (Reference server; beyond the spec.) */
  has_answers: boolean;
};

/** A person’s diversity answers by category key (a category left out is unanswered; null is declined). */
export type DiversityAnswers = {
  /** Age band; null declined. (Reference server; beyond the spec.) */
  age?: string | null;
  /** Gender; null declined. (Reference server; beyond the spec.) */
  gender?: string | null;
  /** Ethnicity; null declined. (Reference server; beyond the spec.) */
  ethnicity?: string | null;
  /** Disability; null declined. (Reference server; beyond the spec.) */
  disability?: string | null;
};

/** A diversity category. */
export type DiversityCategory = {
  /** The category (and its question). (Reference server; beyond the spec.) */
  id: number;
  /** Its name (`Gender`). (Reference server; beyond the spec.) */
  name: string;
};

/** The answers of one diversity category and how many people gave each. */
export type DiversityCount = {
  /** The category (`Age`). (Reference server; beyond the spec.) */
  category: string;
  /** Each answer and how many gave it. (Reference server; beyond the spec.) */
  answers: {
    /** An answer. (Reference server; beyond the spec.) */
    answer: string;
    /** How many people gave it. (Reference server; beyond the spec.) */
    count: number;
  }[];
};

/** A link to a person’s diversity form; the reference server keeps it as the call’s record and answers it. */
export type DiversityFormLink = {
  /** The address of the form. (Reference server; beyond the spec.) */
  url?: string;
  /** When the address stops working (ISO date-time). (Reference server; beyond the spec.) */
  expires_at?: string | null;
};

/** A link to a person’s diversity form as the reference server records it. */
export type DiversityFormLinkRecord = {
  /** The address of the form. (Reference server; beyond the spec.) */
  url?: string;
  /** When the address stops working (ISO date-time). (Reference server; beyond the spec.) */
  expires_at?: string | null;
  /** The document’s record id. (Reference server; beyond the spec.) */
  id: number;
  /** Who asked for it. (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** A diversity question and its answers. */
export type DiversityQuestion = {
  /** The question (`users.diversity.update` takes it). (Reference server; beyond the spec.) */
  id: number;
  /** Its category. (Reference server; beyond the spec.) */
  category_id: number;
  /** The question, in words. (Reference server; beyond the spec.) */
  question: string;
  /** The answers to choose from. (Reference server; beyond the spec.) */
  options: string[];
};

/** A document of the organisation. */
export type Document = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The document’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Kind of document (`Policy`). (Reference server; beyond the spec.) */
  type?: string;
  /** The folder it is in. (Reference server; beyond the spec.) */
  folder?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a document of the organisation sends. */
export type DocumentInput = {
  /** The document’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Kind of document (`Policy`). (Reference server; beyond the spec.) */
  type?: string;
  /** The folder it is in. (Reference server; beyond the spec.) */
  folder?: string;
};

/** The list query of a document of the organisation: paging, search, order and a filter on each field. */
export type DocumentQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    type?: string | number | boolean | FilterCondition;
    folder?: string | number | boolean | FilterCondition;
  };
};

/** A dynamic skill. */
export type DynamicSkill = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The skill’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Its category (`organisation.skillCategories`). (Reference server; beyond the spec.) */
  category_id?: number | null;
  /** Kind of value (`boolean`, `level`, `text`). (Reference server; beyond the spec.) */
  type?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a dynamic skill sends. */
export type DynamicSkillInput = {
  /** The skill’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Its category (`organisation.skillCategories`). (Reference server; beyond the spec.) */
  category_id?: number | null;
  /** Kind of value (`boolean`, `level`, `text`). (Reference server; beyond the spec.) */
  type?: string;
};

/** The list query of a dynamic skill: paging, search, order and a filter on each field. */
export type DynamicSkillQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    category_id?: string | number | boolean | FilterCondition;
    type?: string | number | boolean | FilterCondition;
  };
};

/** A person’s e-mail address. */
export type EmailAddress = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** Kind of address (`home`, `work`). (Reference server; beyond the spec.) */
  type?: string;
  /** The address. (Reference server; beyond the spec.) */
  email?: string | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a person’s e-mail address sends. */
export type EmailAddressInput = {
  /** Kind of address (`home`, `work`). (Reference server; beyond the spec.) */
  type?: string;
  /** The address. (Reference server; beyond the spec.) */
  email?: string | null;
};

/** An e-mail address to send a link or a code to (the answer is the same whether or not it is known). */
export type EmailAddressOnly = {
  /** The account’s e-mail address. (Reference server; beyond the spec.) */
  email: string;
};

/** The list query of a person’s e-mail address: paging, search, order and a filter on each field. */
export type EmailAddressQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    type?: string | number | boolean | FilterCondition;
    email?: string | number | boolean | FilterCondition;
  };
};

/** One e-mail sent to a person. */
export type EmailLog = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The person. (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** The address. (Reference server; beyond the spec.) */
  to?: string;
  /** The person’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** The subject as sent. (Reference server; beyond the spec.) */
  subject?: string;
  /** The text as sent. (Reference server; beyond the spec.) */
  body?: string;
  /** `sent`. (Reference server; beyond the spec.) */
  status?: string;
  /** When (ISO date-time). (Reference server; beyond the spec.) */
  sent_at?: string | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** A group of e-mails sent together. */
export type EmailLogGroup = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The subject. (Reference server; beyond the spec.) */
  name?: string;
  /** The bulk e-mail (`bulk.email`). (Reference server; beyond the spec.) */
  bulk_email_id?: number | null;
  /** The saved list it went to. (Reference server; beyond the spec.) */
  saved_list_id?: number | null;
  /** That list’s name. (Reference server; beyond the spec.) */
  saved_list_name?: string;
  /** How many were sent. (Reference server; beyond the spec.) */
  count?: number;
  /** When (ISO date-time). (Reference server; beyond the spec.) */
  sent_at?: string | null;
  /** Who sent it. (Reference server; beyond the spec.) */
  sent_by?: number | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a group of e-mails sent together sends. */
export type EmailLogGroupInput = {
  /** The subject. (Reference server; beyond the spec.) */
  name?: string;
  /** The bulk e-mail (`bulk.email`). (Reference server; beyond the spec.) */
  bulk_email_id?: number | null;
  /** The saved list it went to. (Reference server; beyond the spec.) */
  saved_list_id?: number | null;
  /** That list’s name. (Reference server; beyond the spec.) */
  saved_list_name?: string;
  /** How many were sent. (Reference server; beyond the spec.) */
  count?: number;
  /** When (ISO date-time). (Reference server; beyond the spec.) */
  sent_at?: string | null;
  /** Who sent it. (Reference server; beyond the spec.) */
  sent_by?: number | null;
};

/** The list query of a group of e-mails sent together: paging, search, order and a filter on each field. */
export type EmailLogGroupQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    bulk_email_id?: string | number | boolean | FilterCondition;
    saved_list_id?: string | number | boolean | FilterCondition;
    saved_list_name?: string | number | boolean | FilterCondition;
    count?: string | number | boolean | FilterCondition;
    sent_at?: string | number | boolean | FilterCondition;
    sent_by?: string | number | boolean | FilterCondition;
  };
};

/** The fields a store or update of one e-mail sent to a person sends. */
export type EmailLogInput = {
  /** The person. (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** The address. (Reference server; beyond the spec.) */
  to?: string;
  /** The person’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** The subject as sent. (Reference server; beyond the spec.) */
  subject?: string;
  /** The text as sent. (Reference server; beyond the spec.) */
  body?: string;
  /** `sent`. (Reference server; beyond the spec.) */
  status?: string;
  /** When (ISO date-time). (Reference server; beyond the spec.) */
  sent_at?: string | null;
};

/** The list query of one e-mail sent to a person: paging, search, order and a filter on each field. */
export type EmailLogQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    user_id?: string | number | boolean | FilterCondition;
    to?: string | number | boolean | FilterCondition;
    name?: string | number | boolean | FilterCondition;
    subject?: string | number | boolean | FilterCondition;
    body?: string | number | boolean | FilterCondition;
    status?: string | number | boolean | FilterCondition;
    sent_at?: string | number | boolean | FilterCondition;
  };
};

/** The query of the new-user e-mail’s preview: the words to show in it. */
export type EmailPreviewQuery = {
  /** The name it greets (default `Alex`). (Reference server; beyond the spec.) */
  first_name?: string;
  /** Its subject (default "Welcome to" and the organisation’s name). (Reference server; beyond the spec.) */
  subject?: string;
  /** Its text. (Reference server; beyond the spec.) */
  body?: string;
};

/** An e-mail template. */
export type EmailTemplate = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The template’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** The subject line. (Reference server; beyond the spec.) */
  subject?: string;
  /** The text. (Reference server; beyond the spec.) */
  body?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of an e-mail template sends. */
export type EmailTemplateInput = {
  /** The template’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** The subject line. (Reference server; beyond the spec.) */
  subject?: string;
  /** The text. (Reference server; beyond the spec.) */
  body?: string;
};

/** The list query of an e-mail template: paging, search, order and a filter on each field. */
export type EmailTemplateQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    subject?: string | number | boolean | FilterCondition;
    body?: string | number | boolean | FilterCondition;
  };
};

/** A person’s emergency contact. */
export type EmergencyContact = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** Name of the contact. (Reference server; beyond the spec.) */
  name?: string;
  /** How they are related (`Partner`, `Parent`…). (Reference server; beyond the spec.) */
  relationship?: string;
  /** Phone number. (Reference server; beyond the spec.) */
  phone?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a person’s emergency contact sends. */
export type EmergencyContactInput = {
  /** Name of the contact. (Reference server; beyond the spec.) */
  name?: string;
  /** How they are related (`Partner`, `Parent`…). (Reference server; beyond the spec.) */
  relationship?: string;
  /** Phone number. (Reference server; beyond the spec.) */
  phone?: string;
};

/** The list query of a person’s emergency contact: paging, search, order and a filter on each field. */
export type EmergencyContactQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    relationship?: string | number | boolean | FilterCondition;
    phone?: string | number | boolean | FilterCondition;
  };
};

/** A report of each person’s engagement: shifts attended and minutes. */
export type EngagementDetailReport = {
  /** The rows, in the report’s order. (Reference server; beyond the spec.) */
  data: EngagementDetailRow[];
  meta: ReportMeta;
};

/** One row of each person’s engagement: shifts attended and minutes. */
export type EngagementDetailRow = {
  /** The person. (Reference server; beyond the spec.) */
  id: number;
  /** Their name. (Reference server; beyond the spec.) */
  name: string;
  /** Shifts attended in the range. (Reference server; beyond the spec.) */
  shifts_attended: number;
  /** Minutes volunteered. (Reference server; beyond the spec.) */
  minutes: number;
  /** The start of the last shift attended (ISO date-time). (Reference server; beyond the spec.) */
  last_attended: string;
};

/** One point of shifts attended by month, with the people who attended. */
export type EngagementPoint = {
  /** What the figure is of (a status, a month `YYYY-MM`, a name). (Reference server; beyond the spec.) */
  label: string;
  /** The figure, in the report’s `unit`. (Reference server; beyond the spec.) */
  value: number;
  /** People who attended. (Reference server; beyond the spec.) */
  people: number;
};

/** A report of shifts attended by month, with the people who attended. */
export type EngagementReport = {
  /** The points, in the report’s order. (Reference server; beyond the spec.) */
  data: EngagementPoint[];
  meta: ReportMeta;
};

/** An event. */
export type Event = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The event’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** The team running it. (Reference server; beyond the spec.) */
  team_id?: number | null;
  /** When it starts (ISO date-time). (Reference server; beyond the spec.) */
  start?: string | null;
  /** When it ends (ISO date-time). (Reference server; beyond the spec.) */
  end?: string | null;
  /** `draft`, `published`, `completed` or `cancelled`. (Reference server; beyond the spec.) */
  status?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of an event sends. */
export type EventInput = {
  /** The event’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** The team running it. (Reference server; beyond the spec.) */
  team_id?: number | null;
  /** When it starts (ISO date-time). (Reference server; beyond the spec.) */
  start?: string | null;
  /** When it ends (ISO date-time). (Reference server; beyond the spec.) */
  end?: string | null;
  /** `draft`, `published`, `completed` or `cancelled`. (Reference server; beyond the spec.) */
  status?: string;
};

/** An invitation to an event. */
export type EventInvitation = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The person invited (or `team_id`). (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** The team invited (or `user_id`). (Reference server; beyond the spec.) */
  team_id?: number | null;
  /** `invited`, `accepted`, `declined` or `withdrawn`. (Reference server; beyond the spec.) */
  status?: string;
  /** When (ISO date-time). (Reference server; beyond the spec.) */
  invited_at?: string | null;
  /** Who invited. (Reference server; beyond the spec.) */
  invited_by?: number | null;
  /** When the answer came, or null (ISO date-time). (Reference server; beyond the spec.) */
  responded_at?: string | null;
  /** Set when they were invited despite a clearance gap. (Reference server; beyond the spec.) */
  clearance_confirmed?: ClearanceConfirmation;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of an invitation to an event sends. */
export type EventInvitationInput = {
  /** The person invited (or `team_id`). (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** The team invited (or `user_id`). (Reference server; beyond the spec.) */
  team_id?: number | null;
  /** `invited`, `accepted`, `declined` or `withdrawn`. (Reference server; beyond the spec.) */
  status?: string;
  /** When (ISO date-time). (Reference server; beyond the spec.) */
  invited_at?: string | null;
  /** Who invited. (Reference server; beyond the spec.) */
  invited_by?: number | null;
  /** When the answer came, or null (ISO date-time). (Reference server; beyond the spec.) */
  responded_at?: string | null;
  /** Set when they were invited despite a clearance gap. (Reference server; beyond the spec.) */
  clearance_confirmed?: ClearanceConfirmation;
};

/** The list query of an invitation to an event: paging, search, order and a filter on each field. */
export type EventInvitationQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    user_id?: string | number | boolean | FilterCondition;
    team_id?: string | number | boolean | FilterCondition;
    status?: string | number | boolean | FilterCondition;
    invited_at?: string | number | boolean | FilterCondition;
    invited_by?: string | number | boolean | FilterCondition;
    responded_at?: string | number | boolean | FilterCondition;
    clearance_confirmed?: string | number | boolean | FilterCondition;
  };
};

/** The list query of an event: paging, search, order and a filter on each field. */
export type EventQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    team_id?: string | number | boolean | FilterCondition;
    start?: string | number | boolean | FilterCondition;
    end?: string | number | boolean | FilterCondition;
    status?: string | number | boolean | FilterCondition;
  };
};

/** A session of an event. */
export type EventSession = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The session’s name (`Morning`). (Reference server; beyond the spec.) */
  name?: string;
  /** When it starts (ISO date-time). (Reference server; beyond the spec.) */
  start?: string | null;
  /** When it ends (ISO date-time). (Reference server; beyond the spec.) */
  end?: string | null;
  /** How many people it takes. (Reference server; beyond the spec.) */
  places?: number | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a session of an event sends. */
export type EventSessionInput = {
  /** The session’s name (`Morning`). (Reference server; beyond the spec.) */
  name?: string;
  /** When it starts (ISO date-time). (Reference server; beyond the spec.) */
  start?: string | null;
  /** When it ends (ISO date-time). (Reference server; beyond the spec.) */
  end?: string | null;
  /** How many people it takes. (Reference server; beyond the spec.) */
  places?: number | null;
};

/** The list query of a session of an event: paging, search, order and a filter on each field. */
export type EventSessionQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    start?: string | number | boolean | FilterCondition;
    end?: string | number | boolean | FilterCondition;
    places?: string | number | boolean | FilterCondition;
  };
};

/** A supervisor of an event. */
export type EventSupervisor = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The person. (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a supervisor of an event sends. */
export type EventSupervisorInput = {
  /** The person. (Reference server; beyond the spec.) */
  user_id?: number | null;
};

/** The list query of a supervisor of an event: paging, search, order and a filter on each field. */
export type EventSupervisorQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    user_id?: string | number | boolean | FilterCondition;
  };
};

/** Someone who authorises a person’s expenses. */
export type ExpenseAuthoriser = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The authoriser (a person). (Reference server; beyond the spec.) */
  authoriser_id?: number | null;
  /** The authoriser’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of someone who authorises a person’s expenses sends. */
export type ExpenseAuthoriserInput = {
  /** The authoriser (a person). (Reference server; beyond the spec.) */
  authoriser_id?: number | null;
  /** The authoriser’s name. (Reference server; beyond the spec.) */
  name?: string;
};

/** The list query of someone who authorises a person’s expenses: paging, search, order and a filter on each field. */
export type ExpenseAuthoriserQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    authoriser_id?: string | number | boolean | FilterCondition;
    name?: string | number | boolean | FilterCondition;
  };
};

/** A rate an expense is paid at. */
export type ExpenseRate = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** What it is for (`Car or van`). (Reference server; beyond the spec.) */
  name?: string;
  /** The expense type it applies to (`Mileage`). (Reference server; beyond the spec.) */
  expense_type?: string;
  /** The unit (`mile`). (Reference server; beyond the spec.) */
  unit?: string;
  /** Pounds per unit. (Reference server; beyond the spec.) */
  rate?: number;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a rate an expense is paid at sends. */
export type ExpenseRateInput = {
  /** What it is for (`Car or van`). (Reference server; beyond the spec.) */
  name?: string;
  /** The expense type it applies to (`Mileage`). (Reference server; beyond the spec.) */
  expense_type?: string;
  /** The unit (`mile`). (Reference server; beyond the spec.) */
  unit?: string;
  /** Pounds per unit. (Reference server; beyond the spec.) */
  rate?: number;
};

/** The list query of a rate an expense is paid at: paging, search, order and a filter on each field. */
export type ExpenseRateQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    expense_type?: string | number | boolean | FilterCondition;
    unit?: string | number | boolean | FilterCondition;
    rate?: string | number | boolean | FilterCondition;
  };
};

/** An expense setting of the organisation. */
export type ExpenseSetting = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The setting (`receipt_required_over`…). (Reference server; beyond the spec.) */
  name?: string;
  /** Its value. (Reference server; beyond the spec.) */
  value?: string | number | boolean | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of an expense setting of the organisation sends. */
export type ExpenseSettingInput = {
  /** The setting (`receipt_required_over`…). (Reference server; beyond the spec.) */
  name?: string;
  /** Its value. (Reference server; beyond the spec.) */
  value?: string | number | boolean | null;
};

/** The list query of an expense setting of the organisation: paging, search, order and a filter on each field. */
export type ExpenseSettingQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    value?: string | number | boolean | FilterCondition;
  };
};

/** A kind of expense people may claim. */
export type ExpenseType = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a kind of expense people may claim sends. */
export type ExpenseTypeInput = {
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
};

/** The list query of a kind of expense people may claim: paging, search, order and a filter on each field. */
export type ExpenseTypeQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
  };
};

/** An export of a list, sent by e-mail. */
export type Export = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The export’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** `csv` or `xlsx`. (Reference server; beyond the spec.) */
  format?: string;
  /** `sent`, or `pending` while it is made. (Reference server; beyond the spec.) */
  status?: string;
  /** Who asked for it. (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** How often it was sent again. (Reference server; beyond the spec.) */
  resent_count?: number;
  /** When it was last sent (ISO date-time). (Reference server; beyond the spec.) */
  last_sent_at?: string | null;
  /** Every sending, oldest first. (Reference server; beyond the spec.) */
  sends?: {
    /** When (ISO date-time). (Reference server; beyond the spec.) */
    sent_at: string;
    /** Who asked. (Reference server; beyond the spec.) */
    user_id: number | null;
    /** Set on a resend. (Reference server; beyond the spec.) */
    resend?: boolean;
  }[];
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** A field an export may include. */
export type ExportField = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The field (`first_name`). (Reference server; beyond the spec.) */
  name?: string;
  /** Its label in the export. (Reference server; beyond the spec.) */
  label?: string;
  /** Its kind (`text`, `date`, `number`…). (Reference server; beyond the spec.) */
  type?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a field an export may include sends. */
export type ExportFieldInput = {
  /** The field (`first_name`). (Reference server; beyond the spec.) */
  name?: string;
  /** Its label in the export. (Reference server; beyond the spec.) */
  label?: string;
  /** Its kind (`text`, `date`, `number`…). (Reference server; beyond the spec.) */
  type?: string;
};

/** The list query of a field an export may include: paging, search, order and a filter on each field. */
export type ExportFieldQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    label?: string | number | boolean | FilterCondition;
    type?: string | number | boolean | FilterCondition;
  };
};

/** The fields a store or update of an export of a list, sent by e-mail sends. */
export type ExportInput = {
  /** The export’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** `csv` or `xlsx`. (Reference server; beyond the spec.) */
  format?: string;
  /** `sent`, or `pending` while it is made. (Reference server; beyond the spec.) */
  status?: string;
  /** Who asked for it. (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** How often it was sent again. (Reference server; beyond the spec.) */
  resent_count?: number;
  /** When it was last sent (ISO date-time). (Reference server; beyond the spec.) */
  last_sent_at?: string | null;
  /** Every sending, oldest first. (Reference server; beyond the spec.) */
  sends?: {
    /** When (ISO date-time). (Reference server; beyond the spec.) */
    sent_at: string;
    /** Who asked. (Reference server; beyond the spec.) */
    user_id: number | null;
    /** Set on a resend. (Reference server; beyond the spec.) */
    resend?: boolean;
  }[];
};

/** The list query of an export of a list, sent by e-mail: paging, search, order and a filter on each field. */
export type ExportQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    format?: string | number | boolean | FilterCondition;
    status?: string | number | boolean | FilterCondition;
    user_id?: string | number | boolean | FilterCondition;
    resent_count?: string | number | boolean | FilterCondition;
    last_sent_at?: string | number | boolean | FilterCondition;
    sends?: string | number | boolean | FilterCondition;
  };
};

/** An opportunity a person keeps. */
export type Favourite = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The opportunity. (Reference server; beyond the spec.) */
  opportunity_id?: number | null;
  /** Its title, as it was when kept. (Reference server; beyond the spec.) */
  title?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of an opportunity a person keeps sends. */
export type FavouriteInput = {
  /** The opportunity. (Reference server; beyond the spec.) */
  opportunity_id?: number | null;
  /** Its title, as it was when kept. (Reference server; beyond the spec.) */
  title?: string;
};

/** The list query of an opportunity a person keeps: paging, search, order and a filter on each field. */
export type FavouriteQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    opportunity_id?: string | number | boolean | FilterCondition;
    title?: string | number | boolean | FilterCondition;
  };
};

/** A kind of file that may be uploaded. */
export type FileType = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The kind, in words (`PDF document`). (Reference server; beyond the spec.) */
  name?: string;
  /** Its extension (`pdf`). (Reference server; beyond the spec.) */
  extension?: string;
  /** Its media type (`application/pdf`). (Reference server; beyond the spec.) */
  mime_type?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a kind of file that may be uploaded sends. */
export type FileTypeInput = {
  /** The kind, in words (`PDF document`). (Reference server; beyond the spec.) */
  name?: string;
  /** Its extension (`pdf`). (Reference server; beyond the spec.) */
  extension?: string;
  /** Its media type (`application/pdf`). (Reference server; beyond the spec.) */
  mime_type?: string;
};

/** The list query of a kind of file that may be uploaded: paging, search, order and a filter on each field. */
export type FileTypeQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    extension?: string | number | boolean | FilterCondition;
    mime_type?: string | number | boolean | FilterCondition;
  };
};

/** A condition on one field: equal (`eq`), contains (`like`), one of some ids (`in`, comma-joined or a list) or a range (`gte`, `gt`, `lte`, `lt`: numbers as numbers, `YYYY-MM-DD` by date, anything else as text). */
export type FilterCondition = {
  eq?: string | number | boolean;
  like?: string;
  in?: string | number[];
  gte?: string | number;
  gt?: string | number;
  lte?: string | number;
  lt?: string | number;
};

/** A folder of documents. */
export type Folder = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The folder’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** The folder it is in, or null at the top. (Reference server; beyond the spec.) */
  parent_id?: number | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a folder of documents sends. */
export type FolderInput = {
  /** The folder’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** The folder it is in, or null at the top. (Reference server; beyond the spec.) */
  parent_id?: number | null;
};

/** The list query of a folder of documents: paging, search, order and a filter on each field. */
export type FolderQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    parent_id?: string | number | boolean | FilterCondition;
  };
};

/** A document an application form asks for. */
export type FormDocument = {
  /** The upload field name (one file each: PDF, JPEG or PNG). (Reference server; beyond the spec.) */
  key: string;
  /** What to upload, in words. (Reference server; beyond the spec.) */
  label: string;
  /** An application needs it. (Reference server; beyond the spec.) */
  required: boolean;
};

/** A question of an application form. */
export type FormQuestion = {
  /** The body field of its answer: `motivation` (“why”), then `question_<id>` (a recruitment question). (Reference server; beyond the spec.) */
  key: string;
  /** The question, in words. (Reference server; beyond the spec.) */
  label: string;
  /** An application must answer it. (Reference server; beyond the spec.) */
  required: boolean;
};

/** The fields a store or update of an opportunity (`/opportunities/`) sends. */
export type GeneralOpportunityInput = {
  /** Title (1 to 300 characters). (Reference server; beyond the spec.) */
  display_name?: string;
  /** Kind of opportunity. (Reference server; beyond the spec.) */
  type?: string;
  /** Dates one can volunteer. (Reference server; beyond the spec.) */
  available_timeslots?: unknown[];
  /** Internal or external advert. (Reference server; beyond the spec.) */
  advert_target?: 'internal' | 'external';
};

/** A place search by name, or (`geocode.retrieve`) results by id. */
export type GeocodeQuery = {
  /** What to look for (at most 200 characters). */
  q?: string;
  /** Comma-joined kinds of result (`geojson` for country polygons, or place types). */
  type?: string;
  /** How many results, 1 to 50 (default 10). (Reference server; beyond the spec.) */
  limit?: number;
  /** `geocode.retrieve`: results by id, with their geometry. (Reference server; beyond the spec.) */
  id?: string | string[];
};

/** A geocode result; `type: "geojson"` marks a polygon. */
export type GeocodeResult = {
  name: string;
  lat?: number | string | null;
  long?: number | string | null;
  type?: string | null;
  id?: number | string | null;
};

/** A guardian of a minor. */
export type Guardian = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The guardian (a person). (Reference server; beyond the spec.) */
  guardian_id?: number | null;
  /** The guardian’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** How they are related (`Parent`…). (Reference server; beyond the spec.) */
  relationship?: string;
  /** The guardian’s e-mail address. (Reference server; beyond the spec.) */
  email?: string | null;
  /** Set once the guardian consented to the minor volunteering. (Reference server; beyond the spec.) */
  consent_given?: boolean;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a guardian of a minor sends. */
export type GuardianInput = {
  /** The guardian (a person). (Reference server; beyond the spec.) */
  guardian_id?: number | null;
  /** The guardian’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** How they are related (`Parent`…). (Reference server; beyond the spec.) */
  relationship?: string;
  /** The guardian’s e-mail address. (Reference server; beyond the spec.) */
  email?: string | null;
  /** Set once the guardian consented to the minor volunteering. (Reference server; beyond the spec.) */
  consent_given?: boolean;
};

/** An entry of a guardian’s log. */
export type GuardianLog = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** What happened (`consent_given`…). (Reference server; beyond the spec.) */
  action?: string;
  /** The guardian (a person). (Reference server; beyond the spec.) */
  guardian_id?: number | null;
  /** What happened, in words. (Reference server; beyond the spec.) */
  summary?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of an entry of a guardian’s log sends. */
export type GuardianLogInput = {
  /** What happened (`consent_given`…). (Reference server; beyond the spec.) */
  action?: string;
  /** The guardian (a person). (Reference server; beyond the spec.) */
  guardian_id?: number | null;
  /** What happened, in words. (Reference server; beyond the spec.) */
  summary?: string;
};

/** The list query of an entry of a guardian’s log: paging, search, order and a filter on each field. */
export type GuardianLogQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    action?: string | number | boolean | FilterCondition;
    guardian_id?: string | number | boolean | FilterCondition;
    summary?: string | number | boolean | FilterCondition;
  };
};

/** The list query of a guardian of a minor: paging, search, order and a filter on each field. */
export type GuardianQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    guardian_id?: string | number | boolean | FilterCondition;
    name?: string | number | boolean | FilterCondition;
    relationship?: string | number | boolean | FilterCondition;
    email?: string | number | boolean | FilterCondition;
    consent_given?: string | number | boolean | FilterCondition;
  };
};

/** The heartbeat: the server is up, its clock, and when the session’s token expires. */
export type Heartbeat = {
  /** The server is up and the session works. (Reference server; beyond the spec.) */
  status: 'ok';
  /** The server’s clock (ISO date-time). (Reference server; beyond the spec.) */
  server_time: string;
  /** The signed-in person. (Reference server; beyond the spec.) */
  user_id?: number;
  /** When the session’s token expires (ISO date-time). (Reference server; beyond the spec.) */
  token_expires_at: string | null;
};

/** The answer of `heartbeat.list`: the heartbeat in `data` (not a list). */
export type HeartbeatAnswer = {
  data: Heartbeat;
};

/** A helpdesk ticket. */
export type HelpdeskTicket = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** Subject. (Reference server; beyond the spec.) */
  subject?: string;
  /** What is asked. (Reference server; beyond the spec.) */
  body?: string;
  /** `open`, `pending` or `closed`. (Reference server; beyond the spec.) */
  status?: string;
  /** Its tags. (Reference server; beyond the spec.) */
  tags?: string[];
  /** Who asked (a person). (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a helpdesk ticket sends. */
export type HelpdeskTicketInput = {
  /** Subject. (Reference server; beyond the spec.) */
  subject?: string;
  /** What is asked. (Reference server; beyond the spec.) */
  body?: string;
  /** `open`, `pending` or `closed`. (Reference server; beyond the spec.) */
  status?: string;
  /** Its tags. (Reference server; beyond the spec.) */
  tags?: string[];
  /** Who asked (a person). (Reference server; beyond the spec.) */
  user_id?: number | null;
};

/** The list query of a helpdesk ticket: paging, search, order and a filter on each field. */
export type HelpdeskTicketQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    subject?: string | number | boolean | FilterCondition;
    body?: string | number | boolean | FilterCondition;
    status?: string | number | boolean | FilterCondition;
    tags?: string | number | boolean | FilterCondition;
    user_id?: string | number | boolean | FilterCondition;
  };
};

/** An entry of the hub: a page or a link. */
export type HubEntry = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** Title. (Reference server; beyond the spec.) */
  title?: string;
  /** Text (Markdown). (Reference server; beyond the spec.) */
  body?: string;
  /** Where it links to. (Reference server; beyond the spec.) */
  url?: string;
  /** Its folder (`folders`). (Reference server; beyond the spec.) */
  folder_id?: number | null;
  /** When it was published (ISO date-time). (Reference server; beyond the spec.) */
  published_at?: string | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of an entry of the hub: a page or a link sends. */
export type HubEntryInput = {
  /** Title. (Reference server; beyond the spec.) */
  title?: string;
  /** Text (Markdown). (Reference server; beyond the spec.) */
  body?: string;
  /** Where it links to. (Reference server; beyond the spec.) */
  url?: string;
  /** Its folder (`folders`). (Reference server; beyond the spec.) */
  folder_id?: number | null;
  /** When it was published (ISO date-time). (Reference server; beyond the spec.) */
  published_at?: string | null;
};

/** The list query of an entry of the hub: a page or a link: paging, search, order and a filter on each field. */
export type HubEntryQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    title?: string | number | boolean | FilterCondition;
    body?: string | number | boolean | FilterCondition;
    url?: string | number | boolean | FilterCondition;
    folder_id?: string | number | boolean | FilterCondition;
    published_at?: string | number | boolean | FilterCondition;
  };
};

/** One row of a bulk import. */
export type ImportRow = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The row in the file, from 1. (Reference server; beyond the spec.) */
  row?: number;
  /** `pending`, `imported` or `failed`. (Reference server; beyond the spec.) */
  status?: string;
  /** The row’s values, by column. (Reference server; beyond the spec.) */
  data?: Record<string, unknown> | null;
  /** What was wrong, by field. (Reference server; beyond the spec.) */
  errors?: Record<string, string[]> | null;
  /** The record it made. (Reference server; beyond the spec.) */
  record_id?: number | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of one row of a bulk import sends. */
export type ImportRowInput = {
  /** The row in the file, from 1. (Reference server; beyond the spec.) */
  row?: number;
  /** `pending`, `imported` or `failed`. (Reference server; beyond the spec.) */
  status?: string;
  /** The row’s values, by column. (Reference server; beyond the spec.) */
  data?: Record<string, unknown> | null;
  /** What was wrong, by field. (Reference server; beyond the spec.) */
  errors?: Record<string, string[]> | null;
  /** The record it made. (Reference server; beyond the spec.) */
  record_id?: number | null;
};

/** The list query of one row of a bulk import: paging, search, order and a filter on each field. */
export type ImportRowQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    row?: string | number | boolean | FilterCondition;
    status?: string | number | boolean | FilterCondition;
    data?: string | number | boolean | FilterCondition;
    errors?: string | number | boolean | FilterCondition;
    record_id?: string | number | boolean | FilterCondition;
  };
};

/** A person’s induction module. */
export type Induction = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The module’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** `pending` or `completed`. (Reference server; beyond the spec.) */
  status?: string;
  /** The induction module (`organisation.inductionModules`). (Reference server; beyond the spec.) */
  module_id?: number | null;
  /** Whether the module must be completed. (Reference server; beyond the spec.) */
  compulsory?: boolean;
  /** When it was completed, or null (ISO date-time). (Reference server; beyond the spec.) */
  completed_at?: string | null;
  /** When it is due, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  due_date?: string | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** What a person may send as they complete their own induction; the server sets `status: "completed"` and `completed_at`, and keeps any further field on the induction. */
export type InductionCompletion = {
  /** What they want to say about it. (Reference server; beyond the spec.) */
  notes?: string;
};

/** The fields a store or update of a person’s induction module sends. */
export type InductionInput = {
  /** The module’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** `pending` or `completed`. (Reference server; beyond the spec.) */
  status?: string;
  /** The induction module (`organisation.inductionModules`). (Reference server; beyond the spec.) */
  module_id?: number | null;
  /** Whether the module must be completed. (Reference server; beyond the spec.) */
  compulsory?: boolean;
  /** When it was completed, or null (ISO date-time). (Reference server; beyond the spec.) */
  completed_at?: string | null;
  /** When it is due, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  due_date?: string | null;
};

/** An induction module. */
export type InductionModule = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The module’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Whether everyone must complete it. (Reference server; beyond the spec.) */
  compulsory?: boolean;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of an induction module sends. */
export type InductionModuleInput = {
  /** The module’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Whether everyone must complete it. (Reference server; beyond the spec.) */
  compulsory?: boolean;
};

/** The list query of an induction module: paging, search, order and a filter on each field. */
export type InductionModuleQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    compulsory?: string | number | boolean | FilterCondition;
  };
};

/** The list query of a person’s induction module: paging, search, order and a filter on each field. */
export type InductionQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    status?: string | number | boolean | FilterCondition;
    module_id?: string | number | boolean | FilterCondition;
    compulsory?: string | number | boolean | FilterCondition;
    completed_at?: string | number | boolean | FilterCondition;
    due_date?: string | number | boolean | FilterCondition;
  };
};

/** An event of an integration: something it sent or received. */
export type IntegrationEvent = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** What happened (`sync.started`…). (Reference server; beyond the spec.) */
  type?: string;
  /** `ok` or `failed`. (Reference server; beyond the spec.) */
  status?: string;
  /** What was sent or received. (Reference server; beyond the spec.) */
  payload?: Record<string, unknown> | null;
  /** When it happened (ISO date-time). (Reference server; beyond the spec.) */
  occurred_at?: string | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of an event of an integration: something it sent or received sends. */
export type IntegrationEventInput = {
  /** What happened (`sync.started`…). (Reference server; beyond the spec.) */
  type?: string;
  /** `ok` or `failed`. (Reference server; beyond the spec.) */
  status?: string;
  /** What was sent or received. (Reference server; beyond the spec.) */
  payload?: Record<string, unknown> | null;
  /** When it happened (ISO date-time). (Reference server; beyond the spec.) */
  occurred_at?: string | null;
};

/** The list query of an event of an integration: something it sent or received: paging, search, order and a filter on each field. */
export type IntegrationEventQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    type?: string | number | boolean | FilterCondition;
    status?: string | number | boolean | FilterCondition;
    payload?: string | number | boolean | FilterCondition;
    occurred_at?: string | number | boolean | FilterCondition;
  };
};

/** An integration with another service. */
export type IntegrationService = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The integration’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** The service (`mailchimp`). (Reference server; beyond the spec.) */
  service?: string;
  /** Whether it runs. (Reference server; beyond the spec.) */
  enabled?: boolean;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of an integration with another service sends. */
export type IntegrationServiceInput = {
  /** The integration’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** The service (`mailchimp`). (Reference server; beyond the spec.) */
  service?: string;
  /** Whether it runs. (Reference server; beyond the spec.) */
  enabled?: boolean;
};

/** The list query of an integration with another service: paging, search, order and a filter on each field. */
export type IntegrationServiceQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    service?: string | number | boolean | FilterCondition;
    enabled?: string | number | boolean | FilterCondition;
  };
};

/** A sync of an integration. */
export type IntegrationSync = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** `running` or `cancelled`. (Reference server; beyond the spec.) */
  status?: string;
  /** When it started (ISO date-time). (Reference server; beyond the spec.) */
  started_at?: string | null;
  /** Who started it. (Reference server; beyond the spec.) */
  started_by?: number | null;
  /** When it was cancelled (ISO date-time). (Reference server; beyond the spec.) */
  cancelled_at?: string | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a sync of an integration sends. */
export type IntegrationSyncInput = {
  /** `running` or `cancelled`. (Reference server; beyond the spec.) */
  status?: string;
  /** When it started (ISO date-time). (Reference server; beyond the spec.) */
  started_at?: string | null;
  /** Who started it. (Reference server; beyond the spec.) */
  started_by?: number | null;
  /** When it was cancelled (ISO date-time). (Reference server; beyond the spec.) */
  cancelled_at?: string | null;
};

/** The list query of a sync of an integration: paging, search, order and a filter on each field. */
export type IntegrationSyncQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    status?: string | number | boolean | FilterCondition;
    started_at?: string | number | boolean | FilterCondition;
    started_by?: string | number | boolean | FilterCondition;
    cancelled_at?: string | number | boolean | FilterCondition;
  };
};

/** A person’s interest. */
export type Interest = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The interest. (Reference server; beyond the spec.) */
  name?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a person’s interest sends. */
export type InterestInput = {
  /** The interest. (Reference server; beyond the spec.) */
  name?: string;
};

/** The list query of a person’s interest: paging, search, order and a filter on each field. */
export type InterestQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
  };
};

/** A report of the people who left in the range (default the last year). */
export type LeaversReport = {
  /** The rows, in the report’s order. (Reference server; beyond the spec.) */
  data: LeaversRow[];
  meta: ReportMeta;
};

/** One row of the people who left in the range (default the last year). */
export type LeaversRow = {
  /** The person. (Reference server; beyond the spec.) */
  id: number;
  /** Their name. (Reference server; beyond the spec.) */
  name: string;
  /** Their first team’s name. (Reference server; beyond the spec.) */
  team: string | null;
  /** When they started, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  start_date: string | null;
  /** When they left, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  leave_date: string;
  /** Why they left. (Reference server; beyond the spec.) */
  leaving_reason: string | null;
};

/** A reason for leaving. */
export type LeavingReason = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a reason for leaving sends. */
export type LeavingReasonInput = {
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
};

/** The list query of a reason for leaving: paging, search, order and a filter on each field. */
export type LeavingReasonQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
  };
};

/** A link shown to people. */
export type Link = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** Its text. (Reference server; beyond the spec.) */
  name?: string;
  /** Where it leads. (Reference server; beyond the spec.) */
  url?: string;
  /** What it is for. (Reference server; beyond the spec.) */
  description?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a link shown to people sends. */
export type LinkInput = {
  /** Its text. (Reference server; beyond the spec.) */
  name?: string;
  /** Where it leads. (Reference server; beyond the spec.) */
  url?: string;
  /** What it is for. (Reference server; beyond the spec.) */
  description?: string;
};

/** The list query of a link shown to people: paging, search, order and a filter on each field. */
export type LinkQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    url?: string | number | boolean | FilterCondition;
    description?: string | number | boolean | FilterCondition;
  };
};

/** The query of a list without a record model: paging, search (`q`), order (`sort`) and field filters; any further parameter. */
export type ListQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: Record<string, unknown>;
} & Record<string, unknown>;

/** A message shown on signing in. */
export type LoginMessage = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** Title. (Reference server; beyond the spec.) */
  title?: string;
  /** Text. (Reference server; beyond the spec.) */
  body?: string;
  /** Whether it is shown. (Reference server; beyond the spec.) */
  active?: boolean;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a message shown on signing in sends. */
export type LoginMessageInput = {
  /** Title. (Reference server; beyond the spec.) */
  title?: string;
  /** Text. (Reference server; beyond the spec.) */
  body?: string;
  /** Whether it is shown. (Reference server; beyond the spec.) */
  active?: boolean;
};

/** A person’s acknowledgement of a login message. */
export type LoginMessageLog = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The person. (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** `acknowledged`. (Reference server; beyond the spec.) */
  action?: string;
  /** When (ISO date-time). (Reference server; beyond the spec.) */
  acknowledged_at?: string | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a person’s acknowledgement of a login message sends. */
export type LoginMessageLogInput = {
  /** The person. (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** `acknowledged`. (Reference server; beyond the spec.) */
  action?: string;
  /** When (ISO date-time). (Reference server; beyond the spec.) */
  acknowledged_at?: string | null;
};

/** The list query of a person’s acknowledgement of a login message: paging, search, order and a filter on each field. */
export type LoginMessageLogQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    user_id?: string | number | boolean | FilterCondition;
    action?: string | number | boolean | FilterCondition;
    acknowledged_at?: string | number | boolean | FilterCondition;
  };
};

/** The list query of a message shown on signing in: paging, search, order and a filter on each field. */
export type LoginMessageQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    title?: string | number | boolean | FilterCondition;
    body?: string | number | boolean | FilterCondition;
    active?: string | number | boolean | FilterCondition;
  };
};

/** The login payload: email, password, minimal, plus any extra fields (spec 3.1). */
export type LoginPayload = {
  email: string;
  password: string;
  minimal: boolean;
} & Record<string, unknown>;

/** What a login answers: at least the session token. */
export type LoginResponse = {
  token: string;
};

/** A message in a person’s inbox. */
export type Message = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** Subject. (Reference server; beyond the spec.) */
  subject?: string;
  /** Text of the message. (Reference server; beyond the spec.) */
  body?: string;
  /** The sender (a person). (Reference server; beyond the spec.) */
  from_id?: number | null;
  /** Set once the person read it. (Reference server; beyond the spec.) */
  read?: boolean;
  /** When it was sent (ISO date-time). (Reference server; beyond the spec.) */
  sent_at?: string | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a message in a person’s inbox sends. */
export type MessageInput = {
  /** Subject. (Reference server; beyond the spec.) */
  subject?: string;
  /** Text of the message. (Reference server; beyond the spec.) */
  body?: string;
  /** The sender (a person). (Reference server; beyond the spec.) */
  from_id?: number | null;
  /** Set once the person read it. (Reference server; beyond the spec.) */
  read?: boolean;
  /** When it was sent (ISO date-time). (Reference server; beyond the spec.) */
  sent_at?: string | null;
};

/** A label of a person’s messages. */
export type MessageLabel = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The label. (Reference server; beyond the spec.) */
  name?: string;
  /** Its colour (`#1d70b8`). (Reference server; beyond the spec.) */
  colour?: string;
  /** The messages it is on. (Reference server; beyond the spec.) */
  message_ids?: number[];
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a label of a person’s messages sends. */
export type MessageLabelInput = {
  /** The label. (Reference server; beyond the spec.) */
  name?: string;
  /** Its colour (`#1d70b8`). (Reference server; beyond the spec.) */
  colour?: string;
  /** The messages it is on. (Reference server; beyond the spec.) */
  message_ids?: number[];
};

/** The list query of a label of a person’s messages: paging, search, order and a filter on each field. */
export type MessageLabelQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    colour?: string | number | boolean | FilterCondition;
    message_ids?: string | number | boolean | FilterCondition;
  };
};

/** An entry of a message’s log. */
export type MessageLog = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** What happened (`sent`, `read`, `forwarded`…). (Reference server; beyond the spec.) */
  action?: string;
  /** Who did it (a person). (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** What happened, in words. (Reference server; beyond the spec.) */
  summary?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of an entry of a message’s log sends. */
export type MessageLogInput = {
  /** What happened (`sent`, `read`, `forwarded`…). (Reference server; beyond the spec.) */
  action?: string;
  /** Who did it (a person). (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** What happened, in words. (Reference server; beyond the spec.) */
  summary?: string;
};

/** The list query of an entry of a message’s log: paging, search, order and a filter on each field. */
export type MessageLogQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    action?: string | number | boolean | FilterCondition;
    user_id?: string | number | boolean | FilterCondition;
    summary?: string | number | boolean | FilterCondition;
  };
};

/** The list query of a message in a person’s inbox: paging, search, order and a filter on each field. */
export type MessageQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    subject?: string | number | boolean | FilterCondition;
    body?: string | number | boolean | FilterCondition;
    from_id?: string | number | boolean | FilterCondition;
    read?: string | number | boolean | FilterCondition;
    sent_at?: string | number | boolean | FilterCondition;
  };
  /** Only unread messages (`true`). (Reference server; beyond the spec.) */
  unread?: string;
};

/** The messages marked read (`read: true`, `read_at`). */
export type MessagesRead = Message[];

/** A report of current people missing contact data. */
export type MissingDataReport = {
  /** The rows, in the report’s order. (Reference server; beyond the spec.) */
  data: MissingDataRow[];
  meta: ReportMeta;
};

/** One row of current people missing contact data. */
export type MissingDataRow = {
  /** The person. (Reference server; beyond the spec.) */
  id: number;
  /** Their name. (Reference server; beyond the spec.) */
  name: string;
  /** What is missing, comma-separated (`Phone, Postcode`): phone, date of birth, postcode, emergency contact. (Reference server; beyond the spec.) */
  missing: string;
};

/** A mobile sign-in with an e-mailed code. */
export type MobileCodeSignIn = {
  /** The account’s e-mail address. (Reference server; beyond the spec.) */
  email: string;
  /** The code e-mailed by `auth.mobile.requestToken` (works once). (Reference server; beyond the spec.) */
  code: string;
  /** The authenticator app’s code, when the account has two-factor sign-in (403 `two_factor_required` without it). (Reference server; beyond the spec.) */
  two_factor_code?: string;
};

/** An organisation a mobile app may sign in to. */
export type MobileOrganisation = {
  /** The organisation. (Reference server; beyond the spec.) */
  id: number;
  /** Its name. (Reference server; beyond the spec.) */
  name?: string;
  /** Its region (`uk`). (Reference server; beyond the spec.) */
  region: string;
  /** Its logo, or null. (Reference server; beyond the spec.) */
  logo_url: string | null;
};

/** A device session of the mobile app: `store` signs in with `{ email, password, device_name?, code? }`. */
export type MobileSession = {
  /** The device session (`auth.mobile.remove(id)` ends it). (Reference server; beyond the spec.) */
  id: number;
  /** The person signed in. (Reference server; beyond the spec.) */
  user_id: number;
  /** The device’s name (`Mobile device` unless given). (Reference server; beyond the spec.) */
  device_name: string;
  /** The session token, answered once by `store` (never by `show`). (Reference server; beyond the spec.) */
  token?: string;
  /** When it started (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string | null;
  /** When it last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string | null;
  /** The version, for `ifMatch`. (Reference server; beyond the spec.) */
  etag?: string;
};

/** A device signing in to the mobile app. */
export type MobileSignIn = {
  /** The person’s e-mail address. (Reference server; beyond the spec.) */
  email: string;
  /** Their password. (Reference server; beyond the spec.) */
  password: string;
  /** The device’s name (default `Mobile device`). (Reference server; beyond the spec.) */
  device_name?: string;
  /** The 6-digit two-factor code, when the account has two-factor sign-in. (Reference server; beyond the spec.) */
  code?: string;
};

/** A reason people volunteer. */
export type Motivation = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** A basis of motivations. */
export type MotivationBasis = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
  /** What it means, in words. (Reference server; beyond the spec.) */
  description?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a basis of motivations sends. */
export type MotivationBasisInput = {
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
  /** What it means, in words. (Reference server; beyond the spec.) */
  description?: string;
};

/** The list query of a basis of motivations: paging, search, order and a filter on each field. */
export type MotivationBasisQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    description?: string | number | boolean | FilterCondition;
  };
};

/** The fields a store or update of a reason people volunteer sends. */
export type MotivationInput = {
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
};

/** The list query of a reason people volunteer: paging, search, order and a filter on each field. */
export type MotivationQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
  };
};

/** A news item. */
export type NewsItem = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** Title. (Reference server; beyond the spec.) */
  title?: string;
  /** Text. (Reference server; beyond the spec.) */
  body?: string;
  /** When it was published (ISO date-time). (Reference server; beyond the spec.) */
  published_at?: string | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a news item sends. */
export type NewsItemInput = {
  /** Title. (Reference server; beyond the spec.) */
  title?: string;
  /** Text. (Reference server; beyond the spec.) */
  body?: string;
  /** When it was published (ISO date-time). (Reference server; beyond the spec.) */
  published_at?: string | null;
};

/** The list query of a news item: paging, search, order and a filter on each field. */
export type NewsItemQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    title?: string | number | boolean | FilterCondition;
    body?: string | number | boolean | FilterCondition;
    published_at?: string | number | boolean | FilterCondition;
  };
};

/** A stretch of nights: arrival to departure day. */
export type Nights = {
  /** Arrival day, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  starts_on: string;
  /** Departure day, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  ends_on: string;
};

/** An empty answer (204 No Content): the call resolves with `null`. */
export type NoContent = null;

/** The query of a call that reads no parameter: nothing to send. */
export type NoQuery = Record<string, never>;

/** A note on a record. */
export type Note = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The note (at most 5,000 characters in the portal). (Reference server; beyond the spec.) */
  content?: string;
  /** Its category (`organisation.noteCategories`). (Reference server; beyond the spec.) */
  category_id?: number | null;
  /** Who wrote it (a person). (Reference server; beyond the spec.) */
  author_id?: number | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** A category of notes. */
export type NoteCategory = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
  /** What it means, in words. (Reference server; beyond the spec.) */
  description?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a category of notes sends. */
export type NoteCategoryInput = {
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
  /** What it means, in words. (Reference server; beyond the spec.) */
  description?: string;
};

/** The list query of a category of notes: paging, search, order and a filter on each field. */
export type NoteCategoryQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    description?: string | number | boolean | FilterCondition;
  };
};

/** The fields a store or update of a note on a record sends. */
export type NoteInput = {
  /** The note (at most 5,000 characters in the portal). (Reference server; beyond the spec.) */
  content?: string;
  /** Its category (`organisation.noteCategories`). (Reference server; beyond the spec.) */
  category_id?: number | null;
  /** Who wrote it (a person). (Reference server; beyond the spec.) */
  author_id?: number | null;
};

/** The list query of a note on a record: paging, search, order and a filter on each field. */
export type NoteQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    content?: string | number | boolean | FilterCondition;
    category_id?: string | number | boolean | FilterCondition;
    author_id?: string | number | boolean | FilterCondition;
  };
};

/** A notification to a person. */
export type Notification = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** Title. (Reference server; beyond the spec.) */
  title?: string;
  /** Text. (Reference server; beyond the spec.) */
  body?: string;
  /** Set once the person read it. (Reference server; beyond the spec.) */
  read?: boolean;
  /** Set once the person dismissed it. (Reference server; beyond the spec.) */
  dismissed?: boolean;
  /** When it was sent (ISO date-time). (Reference server; beyond the spec.) */
  sent_at?: string | null;
  /** What it is about, for its words (`consent_requested`…). (Reference server; beyond the spec.) */
  kind?: string;
  /** The notification topic it belongs to (`applications`…). (Reference server; beyond the spec.) */
  topic?: string;
  /** Where it leads in the portal (`/my`). (Reference server; beyond the spec.) */
  link?: string;
  /** Values for the words of its `kind` (names, dates). (Reference server; beyond the spec.) */
  params?: Record<string, unknown>;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a notification to a person sends. */
export type NotificationInput = {
  /** Title. (Reference server; beyond the spec.) */
  title?: string;
  /** Text. (Reference server; beyond the spec.) */
  body?: string;
  /** Set once the person read it. (Reference server; beyond the spec.) */
  read?: boolean;
  /** Set once the person dismissed it. (Reference server; beyond the spec.) */
  dismissed?: boolean;
  /** When it was sent (ISO date-time). (Reference server; beyond the spec.) */
  sent_at?: string | null;
  /** What it is about, for its words (`consent_requested`…). (Reference server; beyond the spec.) */
  kind?: string;
  /** The notification topic it belongs to (`applications`…). (Reference server; beyond the spec.) */
  topic?: string;
  /** Where it leads in the portal (`/my`). (Reference server; beyond the spec.) */
  link?: string;
  /** Values for the words of its `kind` (names, dates). (Reference server; beyond the spec.) */
  params?: Record<string, unknown>;
};

/** The list query of a notification to a person: paging, search, order and a filter on each field. */
export type NotificationQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    title?: string | number | boolean | FilterCondition;
    body?: string | number | boolean | FilterCondition;
    read?: string | number | boolean | FilterCondition;
    dismissed?: string | number | boolean | FilterCondition;
    sent_at?: string | number | boolean | FilterCondition;
    kind?: string | number | boolean | FilterCondition;
    topic?: string | number | boolean | FilterCondition;
    link?: string | number | boolean | FilterCondition;
    params?: string | number | boolean | FilterCondition;
  };
  /** Only unread notifications (`true`). (Reference server; beyond the spec.) */
  unread?: string;
};

/** How a person is notified on one topic. */
export type NotificationSetting = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The topic (`shift_reminders`…). (Reference server; beyond the spec.) */
  topic?: string;
  /** Notify in the portal. (Reference server; beyond the spec.) */
  in_app?: boolean;
  /** Notify by e-mail. (Reference server; beyond the spec.) */
  by_email?: boolean;
  /** Notify by text message. (Reference server; beyond the spec.) */
  by_sms?: boolean;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of how a person is notified on one topic sends. */
export type NotificationSettingInput = {
  /** The topic (`shift_reminders`…). (Reference server; beyond the spec.) */
  topic?: string;
  /** Notify in the portal. (Reference server; beyond the spec.) */
  in_app?: boolean;
  /** Notify by e-mail. (Reference server; beyond the spec.) */
  by_email?: boolean;
  /** Notify by text message. (Reference server; beyond the spec.) */
  by_sms?: boolean;
};

/** The list query of how a person is notified on one topic: paging, search, order and a filter on each field. */
export type NotificationSettingQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    topic?: string | number | boolean | FilterCondition;
    in_app?: string | number | boolean | FilterCondition;
    by_email?: string | number | boolean | FilterCondition;
    by_sms?: string | number | boolean | FilterCondition;
  };
};

/** A device a person gets push notifications on. */
export type NotificationToken = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The device’s push token. (Reference server; beyond the spec.) */
  token?: string;
  /** `ios`, `android` or `web`. (Reference server; beyond the spec.) */
  platform?: string;
  /** The device, in words. (Reference server; beyond the spec.) */
  device_name?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a device a person gets push notifications on sends. */
export type NotificationTokenInput = {
  /** The device’s push token. (Reference server; beyond the spec.) */
  token?: string;
  /** `ios`, `android` or `web`. (Reference server; beyond the spec.) */
  platform?: string;
  /** The device, in words. (Reference server; beyond the spec.) */
  device_name?: string;
};

/** The list query of a device a person gets push notifications on: paging, search, order and a filter on each field. */
export type NotificationTokenQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    token?: string | number | boolean | FilterCondition;
    platform?: string | number | boolean | FilterCondition;
    device_name?: string | number | boolean | FilterCondition;
  };
};

/** The notifications dismissed (`dismissed: true`, `dismissed_at`). */
export type NotificationsDismissed = Notification[];

/** An OAuth client allowed to call the API. */
export type OAuthClient = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The client’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Where it is sent back after signing in. (Reference server; beyond the spec.) */
  redirect_uri?: string;
  /** Set once it may no longer call. (Reference server; beyond the spec.) */
  revoked?: boolean;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of an OAuth client allowed to call the API sends. */
export type OAuthClientInput = {
  /** The client’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Where it is sent back after signing in. (Reference server; beyond the spec.) */
  redirect_uri?: string;
  /** Set once it may no longer call. (Reference server; beyond the spec.) */
  revoked?: boolean;
};

/** The list query of an OAuth client allowed to call the API: paging, search, order and a filter on each field. */
export type OAuthClientQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    redirect_uri?: string | number | boolean | FilterCondition;
    revoked?: string | number | boolean | FilterCondition;
  };
};

/** A sign-in provider of the organisation. */
export type OAuthProvider = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The provider’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Kind of provider (`google`, `microsoft`…). (Reference server; beyond the spec.) */
  provider?: string;
  /** Whether people may sign in with it. (Reference server; beyond the spec.) */
  enabled?: boolean;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a sign-in provider of the organisation sends. */
export type OAuthProviderInput = {
  /** The provider’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Kind of provider (`google`, `microsoft`…). (Reference server; beyond the spec.) */
  provider?: string;
  /** Whether people may sign in with it. (Reference server; beyond the spec.) */
  enabled?: boolean;
};

/** The list query of a sign-in provider of the organisation: paging, search, order and a filter on each field. */
export type OAuthProviderQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    provider?: string | number | boolean | FilterCondition;
    enabled?: string | number | boolean | FilterCondition;
  };
};

/** An opportunity as shown on a card (spec 3.1, 2.4) with the reference server’s further fields. */
export type Opportunity = {
  id: number | string;
  type?: string | null;
  public_url?: string | null;
  image_thumbnail_url?: string | null;
  image?: unknown;
  image_alt?: string | null;
  display_name: string;
  short_advert?: string | null;
  partner?: Partner | null;
  available_timeslots?: unknown[] | null;
  advert_target?: string | null;
  slug?: string | null;
  /** When it was first advertised, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  date_advertised?: string;
  /** Latitude of the place. (Reference server; beyond the spec.) */
  lat?: number | null;
  /** Longitude of the place. (Reference server; beyond the spec.) */
  lon?: number | null;
  /** Where it takes place. (Reference server; beyond the spec.) */
  location?: OpportunityLocation | null;
  /** Where volunteers stay. (Reference server; beyond the spec.) */
  accommodation?: string | null;
  /** Youngest age accepted. (Reference server; beyond the spec.) */
  minimum_age?: number | null;
  /** The (site) team the advert belongs to. (Reference server; beyond the spec.) */
  team_id?: number | null;
  /** Shown in the public search. (Reference server; beyond the spec.) */
  published?: boolean;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** Who to contact about an opportunity. */
export type OpportunityContact = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The person, when they have a record. (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** Name. (Reference server; beyond the spec.) */
  name?: string;
  /** E-mail address. (Reference server; beyond the spec.) */
  email?: string | null;
  /** Phone number. (Reference server; beyond the spec.) */
  phone?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of who to contact about an opportunity sends. */
export type OpportunityContactInput = {
  /** The person, when they have a record. (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** Name. (Reference server; beyond the spec.) */
  name?: string;
  /** E-mail address. (Reference server; beyond the spec.) */
  email?: string | null;
  /** Phone number. (Reference server; beyond the spec.) */
  phone?: string;
};

/** The list query of who to contact about an opportunity: paging, search, order and a filter on each field. */
export type OpportunityContactQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    user_id?: string | number | boolean | FilterCondition;
    name?: string | number | boolean | FilterCondition;
    email?: string | number | boolean | FilterCondition;
    phone?: string | number | boolean | FilterCondition;
  };
};

/** The fields a store of a residential opportunity sends (`display_name` and `type` are required); an update sends any of them. */
export type OpportunityInput = {
  /** Title (1 to 300 characters). (Reference server; beyond the spec.) */
  display_name: string;
  /** Kind of opportunity. (Reference server; beyond the spec.) */
  type: 'Residential-short' | 'Residential-long' | 'Regular' | 'One-off' | 'Event';
  /** Latitude of the place. (Reference server; beyond the spec.) */
  lat?: number | null;
  /** Longitude of the place. (Reference server; beyond the spec.) */
  lon?: number | null;
  /** Dates one can volunteer. (Reference server; beyond the spec.) */
  available_timeslots?: unknown[];
  /** Internal or external advert. (Reference server; beyond the spec.) */
  advert_target?: 'internal' | 'external';
  /** When it was first advertised, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  date_advertised?: string;
  /** The advert (markdown, at most 5,000 characters). (Reference server; beyond the spec.) */
  short_advert?: string;
  /** The URL name. (Reference server; beyond the spec.) */
  slug?: string;
  /** Text alternative of the picture. */
  image_alt?: string | null;
  /** The (site) team the advert belongs to. (Reference server; beyond the spec.) */
  team_id?: number | null;
  /** Shown in the public search (needs `publish-opportunities`; a new advert is a draft). (Reference server; beyond the spec.) */
  published?: boolean;
};

/** Where an opportunity takes place. */
export type OpportunityLocation = {
  /** Town or place. (Reference server; beyond the spec.) */
  name?: string;
  /** County. (Reference server; beyond the spec.) */
  county?: string;
  /** Country. (Reference server; beyond the spec.) */
  country?: string;
};

/** The query of the opportunities: paging, search, order, a filter on each field, and `clearance=mine`. */
export type OpportunityQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    display_name?: string | number | boolean | FilterCondition;
    type?: string | number | boolean | FilterCondition;
    available_timeslots?: string | number | boolean | FilterCondition;
    advert_target?: string | number | boolean | FilterCondition;
  };
  /** `mine`: each carries the signed-in person’s clearance for it. (Reference server; beyond the spec.) */
  clearance?: 'mine';
};

/** A supervisor of an opportunity. */
export type OpportunitySupervisor = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The person. (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a supervisor of an opportunity sends. */
export type OpportunitySupervisorInput = {
  /** The person. (Reference server; beyond the spec.) */
  user_id?: number | null;
};

/** The list query of a supervisor of an opportunity: paging, search, order and a filter on each field. */
export type OpportunitySupervisorQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    user_id?: string | number | boolean | FilterCondition;
  };
};

/** An organisation and its package. */
export type Organisation = {
  id?: number | string;
  features?: string[] | null;
  package_features?: Record<string, number> | null;
  tech_features?: Record<string, boolean> | null;
  date_format?: string | null;
  waitlist_mode?: 'offer' | 'assign';
  waitlist_offer_hours?: number;
};

/** The organisation, with how many people, teams, roles and residential opportunities it holds. */
export type OrganisationDetailed = {
  id?: number | string;
  features?: string[] | null;
  package_features?: Record<string, number> | null;
  tech_features?: Record<string, boolean> | null;
  date_format?: string | null;
  waitlist_mode?: 'offer' | 'assign';
  waitlist_offer_hours?: number;
  /** How many records of each kind it holds. (Reference server; beyond the spec.) */
  counts: {
    /** People. (Reference server; beyond the spec.) */
    users: number;
    /** Teams. (Reference server; beyond the spec.) */
    teams: number;
    /** Role profiles. (Reference server; beyond the spec.) */
    roles: number;
    /** Residential opportunities. (Reference server; beyond the spec.) */
    residential_opportunities: number;
  };
};

/** The organisation’s settings an update sends (any of them). */
export type OrganisationInput = {
  /** The organisation’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Its timezone (`Europe/London`). (Reference server; beyond the spec.) */
  timezone?: string;
  /** How dates are written (`DD/MM/YYYY`). (Reference server; beyond the spec.) */
  date_format?: string;
  /** Its contact address. (Reference server; beyond the spec.) */
  contact_email?: string;
  /** Its logo. (Reference server; beyond the spec.) */
  logo_url?: string;
  /** A place freed on a full shift is offered to the first person waiting (`offer`) or given at once (`assign`); `manage-organisation` sets it. (Reference server; beyond the spec.) */
  waitlist_mode?: 'offer' | 'assign';
  /** The hours an offered place waits for its answer, 1 to 168; `manage-organisation` sets it. (Reference server; beyond the spec.) */
  waitlist_offer_hours?: number;
};

/** A partner of the organisation, shown on its opportunities. */
export type OrganisationPartner = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The partner’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Its logo. (Reference server; beyond the spec.) */
  logo_url?: string;
  /** Its website. (Reference server; beyond the spec.) */
  website?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a partner of the organisation, shown on its opportunities sends. */
export type OrganisationPartnerInput = {
  /** The partner’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Its logo. (Reference server; beyond the spec.) */
  logo_url?: string;
  /** Its website. (Reference server; beyond the spec.) */
  website?: string;
};

/** The list query of a partner of the organisation, shown on its opportunities: paging, search, order and a filter on each field. */
export type OrganisationPartnerQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    logo_url?: string | number | boolean | FilterCondition;
    website?: string | number | boolean | FilterCondition;
  };
};

/** The list query of the organisation: paging, search, order and a filter on each field. */
export type OrganisationQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    timezone?: string | number | boolean | FilterCondition;
    date_format?: string | number | boolean | FilterCondition;
    contact_email?: string | number | boolean | FilterCondition;
    logo_url?: string | number | boolean | FilterCondition;
    waitlist_mode?: string | number | boolean | FilterCondition;
    waitlist_offer_hours?: string | number | boolean | FilterCondition;
  };
};

/** The pagination object of a list (`meta.pagination`). */
export type Pagination = {
  current_page: number;
  total_pages: number;
  per_page: number;
  count: number;
  total: number;
};

/** A parent’s consent to a minor’s application. */
export type ParentalConsent = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The application (`applications`). (Reference server; beyond the spec.) */
  application_id?: number | null;
  /** The minor. (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** `requested`, `given` or `refused`. (Reference server; beyond the spec.) */
  status?: string;
  /** When it was asked for (ISO date-time). (Reference server; beyond the spec.) */
  requested_at?: string | null;
  /** The guardians asked. (Reference server; beyond the spec.) */
  requested_of?: {
    /** The guardian (a person). (Reference server; beyond the spec.) */
    id: number;
    /** The guardian’s name. (Reference server; beyond the spec.) */
    name: string;
  }[];
  /** The minor’s own copy of it. (Reference server; beyond the spec.) */
  own_id?: number | null;
  /** Set once a guardian consented. (Reference server; beyond the spec.) */
  consent_given?: boolean;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a parent’s consent to a minor’s application sends. */
export type ParentalConsentInput = {
  /** The application (`applications`). (Reference server; beyond the spec.) */
  application_id?: number | null;
  /** The minor. (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** `requested`, `given` or `refused`. (Reference server; beyond the spec.) */
  status?: string;
  /** When it was asked for (ISO date-time). (Reference server; beyond the spec.) */
  requested_at?: string | null;
  /** The guardians asked. (Reference server; beyond the spec.) */
  requested_of?: {
    /** The guardian (a person). (Reference server; beyond the spec.) */
    id: number;
    /** The guardian’s name. (Reference server; beyond the spec.) */
    name: string;
  }[];
  /** The minor’s own copy of it. (Reference server; beyond the spec.) */
  own_id?: number | null;
  /** Set once a guardian consented. (Reference server; beyond the spec.) */
  consent_given?: boolean;
};

/** The list query of a parent’s consent to a minor’s application: paging, search, order and a filter on each field. */
export type ParentalConsentQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    application_id?: string | number | boolean | FilterCondition;
    user_id?: string | number | boolean | FilterCondition;
    status?: string | number | boolean | FilterCondition;
    requested_at?: string | number | boolean | FilterCondition;
    requested_of?: string | number | boolean | FilterCondition;
    own_id?: string | number | boolean | FilterCondition;
    consent_given?: string | number | boolean | FilterCondition;
  };
};

/** The partner shown on an opportunity card. */
export type Partner = {
  name: string;
  logo_url?: string | null;
};

/** A password change: the current password and the new one. */
export type PasswordChange = {
  /** The password now. (Reference server; beyond the spec.) */
  current_password?: string;
  /** The new password. (Reference server; beyond the spec.) */
  password: string;
  /** The new password again. (Reference server; beyond the spec.) */
  password_confirmation?: string;
};

/** A changed password (the other sessions end). */
export type PasswordChanged = {
  /** The person. (Reference server; beyond the spec.) */
  id: number;
  /** The password was changed. (Reference server; beyond the spec.) */
  password_changed: true;
};

/** A password link sent to a person (`store`), or the password set with one (`update`, which also answers a session `token` beside `data` unless two-factor sign-in is required). */
export type PasswordLink = {
  /** The notification telling the person a link was sent (`store`), or the person (`update`). (Reference server; beyond the spec.) */
  id: number;
  /** Where the link went (`store`). (Reference server; beyond the spec.) */
  email?: string;
  /** When it was sent, ISO date-time (`store`). (Reference server; beyond the spec.) */
  sent_at?: string;
  /** The password was set (`update`). (Reference server; beyond the spec.) */
  password_changed?: true;
  /** `reset` or `welcome` (`update`). (Reference server; beyond the spec.) */
  purpose?: string;
  /** Sign in with the second factor next (`update`; no session token is answered then). (Reference server; beyond the spec.) */
  two_factor_required?: boolean;
};

/** A request for a link to set a password, sent to the person’s e-mail address. */
export type PasswordLinkRequest = {
  /** `welcome`: a first password for a new person (the link lasts 7 days, not 1 hour). (Reference server; beyond the spec.) */
  purpose?: 'welcome';
};

/** A new password set with the token of a link. */
export type PasswordSetWithLink = {
  /** The token of the link. (Reference server; beyond the spec.) */
  token: string;
  /** The new password (the organisation’s password rules). (Reference server; beyond the spec.) */
  password: string;
  /** The new password again. (Reference server; beyond the spec.) */
  password_confirmation?: string;
};

/** A report of current people with their first team. */
export type PeopleByTeamReport = {
  /** The rows, in the report’s order. (Reference server; beyond the spec.) */
  data: PeopleByTeamRow[];
  meta: ReportMeta;
};

/** One row of current people with their first team. */
export type PeopleByTeamRow = {
  /** The person. (Reference server; beyond the spec.) */
  id: number;
  /** Their name. (Reference server; beyond the spec.) */
  name: string;
  /** Their first team’s name. (Reference server; beyond the spec.) */
  team: string | null;
  /** Their status. (Reference server; beyond the spec.) */
  status: string | null;
  /** Their role. (Reference server; beyond the spec.) */
  role: string | null;
};

/** A permission. */
export type Permission = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The permission’s name (`view-users`), as in a person’s `permissions`. (Reference server; beyond the spec.) */
  name?: string;
  /** Its category (`organisation.permissionCategories`). (Reference server; beyond the spec.) */
  category_id?: number | null;
  /** The permission in words (`View people`). (Reference server; beyond the spec.) */
  display_name?: string;
  /** What it allows, in words. (Reference server; beyond the spec.) */
  description?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** A group of permissions. */
export type PermissionCategory = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a group of permissions sends. */
export type PermissionCategoryInput = {
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
};

/** The list query of a group of permissions: paging, search, order and a filter on each field. */
export type PermissionCategoryQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
  };
};

/** A group of permissions given together. */
export type PermissionGroup = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The group’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** The permission names it gives. (Reference server; beyond the spec.) */
  permissions?: string[];
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a group of permissions given together sends. */
export type PermissionGroupInput = {
  /** The group’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** The permission names it gives. (Reference server; beyond the spec.) */
  permissions?: string[];
};

/** The list query of a group of permissions given together: paging, search, order and a filter on each field. */
export type PermissionGroupQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    permissions?: string | number | boolean | FilterCondition;
  };
};

/** The fields a store or update of a permission sends. */
export type PermissionInput = {
  /** The permission’s name (`view-users`), as in a person’s `permissions`. (Reference server; beyond the spec.) */
  name?: string;
  /** Its category (`organisation.permissionCategories`). (Reference server; beyond the spec.) */
  category_id?: number | null;
  /** The permission in words (`View people`). (Reference server; beyond the spec.) */
  display_name?: string;
  /** What it allows, in words. (Reference server; beyond the spec.) */
  description?: string;
};

/** The list query of a permission: paging, search, order and a filter on each field. */
export type PermissionQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    category_id?: string | number | boolean | FilterCondition;
    display_name?: string | number | boolean | FilterCondition;
    description?: string | number | boolean | FilterCondition;
  };
};

/** A consent a person gave. */
export type PersonConsent = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The consent (`organisation.consents`). (Reference server; beyond the spec.) */
  consent_id?: number | null;
  /** Whether it is given. (Reference server; beyond the spec.) */
  given?: boolean;
  /** When it was given (ISO date-time). (Reference server; beyond the spec.) */
  given_at?: string | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a consent a person gave sends. */
export type PersonConsentInput = {
  /** The consent (`organisation.consents`). (Reference server; beyond the spec.) */
  consent_id?: number | null;
  /** Whether it is given. (Reference server; beyond the spec.) */
  given?: boolean;
  /** When it was given (ISO date-time). (Reference server; beyond the spec.) */
  given_at?: string | null;
};

/** The list query of a consent a person gave: paging, search, order and a filter on each field. */
export type PersonConsentQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    consent_id?: string | number | boolean | FilterCondition;
    given?: string | number | boolean | FilterCondition;
    given_at?: string | number | boolean | FilterCondition;
  };
};

/** An entry of a person’s log. */
export type PersonLog = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** What happened (`clearance_gap_confirmed`…). (Reference server; beyond the spec.) */
  action?: string;
  /** What happened, in words. (Reference server; beyond the spec.) */
  summary?: string;
  /** The shift or event it concerns. (Reference server; beyond the spec.) */
  work?: string;
  /** When that work starts. (Reference server; beyond the spec.) */
  work_from?: string;
  /** When that work ends. (Reference server; beyond the spec.) */
  work_to?: string;
  /** The clearances the person lacked. (Reference server; beyond the spec.) */
  gaps?: string[];
  /** The reason given. (Reference server; beyond the spec.) */
  reason?: string;
  /** Who did it. (Reference server; beyond the spec.) */
  by_user_id?: number | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of an entry of a person’s log sends. */
export type PersonLogInput = {
  /** What happened (`clearance_gap_confirmed`…). (Reference server; beyond the spec.) */
  action?: string;
  /** What happened, in words. (Reference server; beyond the spec.) */
  summary?: string;
  /** The shift or event it concerns. (Reference server; beyond the spec.) */
  work?: string;
  /** When that work starts. (Reference server; beyond the spec.) */
  work_from?: string;
  /** When that work ends. (Reference server; beyond the spec.) */
  work_to?: string;
  /** The clearances the person lacked. (Reference server; beyond the spec.) */
  gaps?: string[];
  /** The reason given. (Reference server; beyond the spec.) */
  reason?: string;
  /** Who did it. (Reference server; beyond the spec.) */
  by_user_id?: number | null;
};

/** The list query of an entry of a person’s log: paging, search, order and a filter on each field. */
export type PersonLogQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    action?: string | number | boolean | FilterCondition;
    summary?: string | number | boolean | FilterCondition;
    work?: string | number | boolean | FilterCondition;
    work_from?: string | number | boolean | FilterCondition;
    work_to?: string | number | boolean | FilterCondition;
    gaps?: string | number | boolean | FilterCondition;
    reason?: string | number | boolean | FilterCondition;
    by_user_id?: string | number | boolean | FilterCondition;
  };
};

/** A role a person holds. */
export type PersonRole = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The role (`organisation.roleProfiles`). (Reference server; beyond the spec.) */
  role_id?: number | null;
  /** The team they hold it in. (Reference server; beyond the spec.) */
  team_id?: number | null;
  /** `active`, `pending` or `ended`. (Reference server; beyond the spec.) */
  status?: string;
  /** When they took it, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  start_date?: string | null;
  /** When they left it, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  end_date?: string | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a role a person holds sends. */
export type PersonRoleInput = {
  /** The role (`organisation.roleProfiles`). (Reference server; beyond the spec.) */
  role_id?: number | null;
  /** The team they hold it in. (Reference server; beyond the spec.) */
  team_id?: number | null;
  /** `active`, `pending` or `ended`. (Reference server; beyond the spec.) */
  status?: string;
  /** When they took it, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  start_date?: string | null;
  /** When they left it, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  end_date?: string | null;
};

/** The list query of a role a person holds: paging, search, order and a filter on each field. */
export type PersonRoleQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    role_id?: string | number | boolean | FilterCondition;
    team_id?: string | number | boolean | FilterCondition;
    status?: string | number | boolean | FilterCondition;
    start_date?: string | number | boolean | FilterCondition;
    end_date?: string | number | boolean | FilterCondition;
  };
};

/** A report of people and their skills, one row a skill. */
export type PersonSkillReport = {
  /** The rows, in the report’s order. (Reference server; beyond the spec.) */
  data: PersonSkillRow[];
  meta: ReportMeta;
};

/** One row of people and their skills, one row a skill. */
export type PersonSkillRow = {
  /** The person. (Reference server; beyond the spec.) */
  id: number;
  /** Their name. (Reference server; beyond the spec.) */
  name: string;
  /** The skill. (Reference server; beyond the spec.) */
  skill: string;
  /** The skill’s category (one category’s report). (Reference server; beyond the spec.) */
  category_id?: number | null;
};

/** A tag on a person. */
export type PersonTag = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The tag (`organisation.tags`). (Reference server; beyond the spec.) */
  tag_id?: number | null;
  /** The tag’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a tag on a person sends. */
export type PersonTagInput = {
  /** The tag (`organisation.tags`). (Reference server; beyond the spec.) */
  tag_id?: number | null;
  /** The tag’s name. (Reference server; beyond the spec.) */
  name?: string;
};

/** The list query of a tag on a person: paging, search, order and a filter on each field. */
export type PersonTagQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    tag_id?: string | number | boolean | FilterCondition;
    name?: string | number | boolean | FilterCondition;
  };
};

/** A person’s phone number. */
export type PhoneNumber = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** Kind of number (`mobile`, `home`, `work`). (Reference server; beyond the spec.) */
  type?: string;
  /** The number as written. (Reference server; beyond the spec.) */
  number?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a person’s phone number sends. */
export type PhoneNumberInput = {
  /** Kind of number (`mobile`, `home`, `work`). (Reference server; beyond the spec.) */
  type?: string;
  /** The number as written. (Reference server; beyond the spec.) */
  number?: string;
};

/** The list query of a person’s phone number: paging, search, order and a filter on each field. */
export type PhoneNumberQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    type?: string | number | boolean | FilterCondition;
    number?: string | number | boolean | FilterCondition;
  };
};

/** A person’s postal address. */
export type PostalAddress = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** First line. (Reference server; beyond the spec.) */
  line_1?: string;
  /** Second line. (Reference server; beyond the spec.) */
  line_2?: string;
  /** Town. (Reference server; beyond the spec.) */
  town?: string;
  /** Postcode. (Reference server; beyond the spec.) */
  postcode?: string;
  /** Country, in words. (Reference server; beyond the spec.) */
  country?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a person’s postal address sends. */
export type PostalAddressInput = {
  /** First line. (Reference server; beyond the spec.) */
  line_1?: string;
  /** Second line. (Reference server; beyond the spec.) */
  line_2?: string;
  /** Town. (Reference server; beyond the spec.) */
  town?: string;
  /** Postcode. (Reference server; beyond the spec.) */
  postcode?: string;
  /** Country, in words. (Reference server; beyond the spec.) */
  country?: string;
};

/** The list query of a person’s postal address: paging, search, order and a filter on each field. */
export type PostalAddressQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    line_1?: string | number | boolean | FilterCondition;
    line_2?: string | number | boolean | FilterCondition;
    town?: string | number | boolean | FilterCondition;
    postcode?: string | number | boolean | FilterCondition;
    country?: string | number | boolean | FilterCondition;
  };
};

/** A person’s profile photo. */
export type ProfilePhoto = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The file’s name. (Reference server; beyond the spec.) */
  file_name?: string;
  /** Its media type. (Reference server; beyond the spec.) */
  mime_type?: string;
  /** Size in bytes. (Reference server; beyond the spec.) */
  size?: number;
  /** Where it is served (also the person’s `photo_url`). (Reference server; beyond the spec.) */
  url?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a person’s profile photo sends. */
export type ProfilePhotoInput = {
  /** The file’s name. (Reference server; beyond the spec.) */
  file_name?: string;
  /** Its media type. (Reference server; beyond the spec.) */
  mime_type?: string;
  /** Size in bytes. (Reference server; beyond the spec.) */
  size?: number;
  /** Where it is served (also the person’s `photo_url`). (Reference server; beyond the spec.) */
  url?: string;
};

/** The list query of a person’s profile photo: paging, search, order and a filter on each field. */
export type ProfilePhotoQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    file_name?: string | number | boolean | FilterCondition;
    mime_type?: string | number | boolean | FilterCondition;
    size?: string | number | boolean | FilterCondition;
    url?: string | number | boolean | FilterCondition;
  };
};

/** The query-builder preview payload. */
export type QueryBuilderPreview = {
  query: unknown;
};

/** A person the query-builder query matches. */
export type QueryMatch = {
  /** The person. (Reference server; beyond the spec.) */
  id: number;
  /** First name. (Reference server; beyond the spec.) */
  first_name?: string;
  /** Last name. (Reference server; beyond the spec.) */
  last_name?: string;
  /** E-mail address. (Reference server; beyond the spec.) */
  email?: string;
  /** Role. (Reference server; beyond the spec.) */
  role?: string;
};

/** A valid query-builder query. */
export type QueryValidity = {
  /** The query is valid (else a 422 with rule errors). (Reference server; beyond the spec.) */
  valid: true;
};

/** An export of a dataset, queued (the call answers 202 with it in `data`). */
export type QueuedExport = {
  /** The export. (Reference server; beyond the spec.) */
  id: number;
  /** `queued`: the file is e-mailed when it is ready. (Reference server; beyond the spec.) */
  status: string;
  /** The filters of the dataset exported (the query sent). (Reference server; beyond the spec.) */
  query: Record<string, string>;
  /** Who asked for it. (Reference server; beyond the spec.) */
  user_id: number | null;
  /** When it was asked for (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When it last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
};

/** A receipt attached to a claim. */
export type Receipt = {
  /** Where the file is served. (Reference server; beyond the spec.) */
  url?: string;
  /** The file name. (Reference server; beyond the spec.) */
  file_name?: string;
  /** Its media type. (Reference server; beyond the spec.) */
  mime_type?: string;
};

/** A recent action on the dashboard. */
export type RecentAction = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** What was done, in words (`Person left`). (Reference server; beyond the spec.) */
  action?: string;
  /** The list the record is in (`/users`). (Reference server; beyond the spec.) */
  subject_type?: string;
  /** The record acted on. (Reference server; beyond the spec.) */
  subject_id?: number | null;
  /** The record’s name. (Reference server; beyond the spec.) */
  subject?: string;
  /** The API path of the call. (Reference server; beyond the spec.) */
  path?: string;
  /** The teams the record belongs to (a team leader sees their teams’). (Reference server; beyond the spec.) */
  team_ids?: number[];
  /** Who did it. (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** Their name. (Reference server; beyond the spec.) */
  actor_name?: string;
  /** What changed, in words. (Reference server; beyond the spec.) */
  summary?: string;
  /** When (ISO date-time). (Reference server; beyond the spec.) */
  at?: string | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a recent action on the dashboard sends. */
export type RecentActionInput = {
  /** What was done, in words (`Person left`). (Reference server; beyond the spec.) */
  action?: string;
  /** The list the record is in (`/users`). (Reference server; beyond the spec.) */
  subject_type?: string;
  /** The record acted on. (Reference server; beyond the spec.) */
  subject_id?: number | null;
  /** The record’s name. (Reference server; beyond the spec.) */
  subject?: string;
  /** The API path of the call. (Reference server; beyond the spec.) */
  path?: string;
  /** The teams the record belongs to (a team leader sees their teams’). (Reference server; beyond the spec.) */
  team_ids?: number[];
  /** Who did it. (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** Their name. (Reference server; beyond the spec.) */
  actor_name?: string;
  /** What changed, in words. (Reference server; beyond the spec.) */
  summary?: string;
  /** When (ISO date-time). (Reference server; beyond the spec.) */
  at?: string | null;
};

/** The list query of a recent action on the dashboard: paging, search, order and a filter on each field. */
export type RecentActionQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    action?: string | number | boolean | FilterCondition;
    subject_type?: string | number | boolean | FilterCondition;
    subject_id?: string | number | boolean | FilterCondition;
    subject?: string | number | boolean | FilterCondition;
    path?: string | number | boolean | FilterCondition;
    team_ids?: string | number | boolean | FilterCondition;
    user_id?: string | number | boolean | FilterCondition;
    actor_name?: string | number | boolean | FilterCondition;
    summary?: string | number | boolean | FilterCondition;
    at?: string | number | boolean | FilterCondition;
  };
};

/** A recognition of a person. */
export type Recognition = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** What it is for, in words. (Reference server; beyond the spec.) */
  name?: string;
  /** Why it was given. (Reference server; beyond the spec.) */
  description?: string;
  /** `milestone` for an hours milestone the server gives; absent for thanks. (Reference server; beyond the spec.) */
  kind?: string;
  /** The hours of a milestone. (Reference server; beyond the spec.) */
  milestone_hours?: number;
  /** When it was given (ISO date-time). (Reference server; beyond the spec.) */
  awarded_at?: string | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** A category of recognitions. */
export type RecognitionCategory = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
  /** What it means, in words. (Reference server; beyond the spec.) */
  description?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a category of recognitions sends. */
export type RecognitionCategoryInput = {
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
  /** What it means, in words. (Reference server; beyond the spec.) */
  description?: string;
};

/** The list query of a category of recognitions: paging, search, order and a filter on each field. */
export type RecognitionCategoryQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    description?: string | number | boolean | FilterCondition;
  };
};

/** The fields a store or update of a recognition of a person sends. */
export type RecognitionInput = {
  /** What it is for, in words. (Reference server; beyond the spec.) */
  name?: string;
  /** Why it was given. (Reference server; beyond the spec.) */
  description?: string;
  /** `milestone` for an hours milestone the server gives; absent for thanks. (Reference server; beyond the spec.) */
  kind?: string;
  /** The hours of a milestone. (Reference server; beyond the spec.) */
  milestone_hours?: number;
  /** When it was given (ISO date-time). (Reference server; beyond the spec.) */
  awarded_at?: string | null;
};

/** The list query of a recognition of a person: paging, search, order and a filter on each field. */
export type RecognitionQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    description?: string | number | boolean | FilterCondition;
    kind?: string | number | boolean | FilterCondition;
    milestone_hours?: string | number | boolean | FilterCondition;
    awarded_at?: string | number | boolean | FilterCondition;
  };
};

/** A template of a recognition. */
export type RecognitionTemplate = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The template’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Its category (`organisation.recognitionCategories`). (Reference server; beyond the spec.) */
  category_id?: number | null;
  /** Subject of the recognition. (Reference server; beyond the spec.) */
  subject?: string;
  /** Its text. (Reference server; beyond the spec.) */
  body?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a template of a recognition sends. */
export type RecognitionTemplateInput = {
  /** The template’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Its category (`organisation.recognitionCategories`). (Reference server; beyond the spec.) */
  category_id?: number | null;
  /** Subject of the recognition. (Reference server; beyond the spec.) */
  subject?: string;
  /** Its text. (Reference server; beyond the spec.) */
  body?: string;
};

/** The list query of a template of a recognition: paging, search, order and a filter on each field. */
export type RecognitionTemplateQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    category_id?: string | number | boolean | FilterCondition;
    subject?: string | number | boolean | FilterCondition;
    body?: string | number | boolean | FilterCondition;
  };
};

/** Some of a person’s messages or notifications (`ids`), or all of them (`all: true`). */
export type RecordSelection = {
  /** The records (all must be the person’s). (Reference server; beyond the spec.) */
  ids?: (number | string)[];
  /** `true`: every one of the person’s records instead of `ids`. (Reference server; beyond the spec.) */
  all?: boolean;
};

/** A recruitment category people apply to. */
export type RecruitmentCategory = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a recruitment category people apply to sends. */
export type RecruitmentCategoryInput = {
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
};

/** The list query of a recruitment category people apply to: paging, search, order and a filter on each field. */
export type RecruitmentCategoryQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
  };
};

/** A question an application asks. */
export type RecruitmentQuestion = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The question. (Reference server; beyond the spec.) */
  question?: string;
  /** Whether it must be answered. (Reference server; beyond the spec.) */
  required?: boolean;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a question an application asks sends. */
export type RecruitmentQuestionInput = {
  /** The question. (Reference server; beyond the spec.) */
  question?: string;
  /** Whether it must be answered. (Reference server; beyond the spec.) */
  required?: boolean;
};

/** The list query of a question an application asks: paging, search, order and a filter on each field. */
export type RecruitmentQuestionQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    question?: string | number | boolean | FilterCondition;
    required?: string | number | boolean | FilterCondition;
  };
};

/** A stage of a recruitment category. */
export type RecruitmentStage = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The stage (`applied`, `references`…). (Reference server; beyond the spec.) */
  name?: string;
  /** Its place in the order, from 1. (Reference server; beyond the spec.) */
  position?: number;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a stage of a recruitment category sends. */
export type RecruitmentStageInput = {
  /** The stage (`applied`, `references`…). (Reference server; beyond the spec.) */
  name?: string;
  /** Its place in the order, from 1. (Reference server; beyond the spec.) */
  position?: number;
};

/** The list query of a stage of a recruitment category: paging, search, order and a filter on each field. */
export type RecruitmentStageQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    position?: string | number | boolean | FilterCondition;
  };
};

/** A reference for an application. */
export type Reference = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The application (`applications`). (Reference server; beyond the spec.) */
  application_id?: number | null;
  /** The applicant. (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** Who gives the reference. (Reference server; beyond the spec.) */
  referee_name?: string;
  /** `requested` or `received`. (Reference server; beyond the spec.) */
  status?: string;
  /** When it was asked for (ISO date-time). (Reference server; beyond the spec.) */
  requested_at?: string | null;
  /** When it came, or null (ISO date-time). (Reference server; beyond the spec.) */
  received_at?: string | null;
  /** The applicant’s own copy of it. (Reference server; beyond the spec.) */
  own_id?: number | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a reference for an application sends. */
export type ReferenceInput = {
  /** The application (`applications`). (Reference server; beyond the spec.) */
  application_id?: number | null;
  /** The applicant. (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** Who gives the reference. (Reference server; beyond the spec.) */
  referee_name?: string;
  /** `requested` or `received`. (Reference server; beyond the spec.) */
  status?: string;
  /** When it was asked for (ISO date-time). (Reference server; beyond the spec.) */
  requested_at?: string | null;
  /** When it came, or null (ISO date-time). (Reference server; beyond the spec.) */
  received_at?: string | null;
  /** The applicant’s own copy of it. (Reference server; beyond the spec.) */
  own_id?: number | null;
};

/** The list query of a reference for an application: paging, search, order and a filter on each field. */
export type ReferenceQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    application_id?: string | number | boolean | FilterCondition;
    user_id?: string | number | boolean | FilterCondition;
    referee_name?: string | number | boolean | FilterCondition;
    status?: string | number | boolean | FilterCondition;
    requested_at?: string | number | boolean | FilterCondition;
    received_at?: string | number | boolean | FilterCondition;
    own_id?: string | number | boolean | FilterCondition;
  };
};

/** A question a referee is asked. */
export type ReferenceQuestion = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The question. (Reference server; beyond the spec.) */
  question?: string;
  /** Kind of answer (`text`, `choice`, `boolean`). (Reference server; beyond the spec.) */
  type?: string;
  /** Whether it must be answered. (Reference server; beyond the spec.) */
  required?: boolean;
  /** Its place in the form. (Reference server; beyond the spec.) */
  position?: number;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a question a referee is asked sends. */
export type ReferenceQuestionInput = {
  /** The question. (Reference server; beyond the spec.) */
  question?: string;
  /** Kind of answer (`text`, `choice`, `boolean`). (Reference server; beyond the spec.) */
  type?: string;
  /** Whether it must be answered. (Reference server; beyond the spec.) */
  required?: boolean;
  /** Its place in the form. (Reference server; beyond the spec.) */
  position?: number;
};

/** The list query of a question a referee is asked: paging, search, order and a filter on each field. */
export type ReferenceQuestionQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    question?: string | number | boolean | FilterCondition;
    type?: string | number | boolean | FilterCondition;
    required?: string | number | boolean | FilterCondition;
    position?: string | number | boolean | FilterCondition;
  };
};

/** A session refresh (the token to refresh is the bearer token). */
export type RefreshRequest = {
  /** A token without the user’s details (default true), as at login. (Reference server; beyond the spec.) */
  minimal?: boolean;
};

/** A region of a multi-region organisation. */
export type Region = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The region’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Its short code. (Reference server; beyond the spec.) */
  code?: string;
  /** Where its API answers. (Reference server; beyond the spec.) */
  url?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a region of a multi-region organisation sends. */
export type RegionInput = {
  /** The region’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Its short code. (Reference server; beyond the spec.) */
  code?: string;
  /** Where its API answers. (Reference server; beyond the spec.) */
  url?: string;
};

/** The list query of a region of a multi-region organisation: paging, search, order and a filter on each field. */
export type RegionQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    code?: string | number | boolean | FilterCondition;
    url?: string | number | boolean | FilterCondition;
  };
};

/** The list query of an opportunity’s related opportunities: paging, search, order and a filter on each field. */
export type RelatedOpportunityQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    display_name?: string | number | boolean | FilterCondition;
    type?: string | number | boolean | FilterCondition;
    available_timeslots?: string | number | boolean | FilterCondition;
    advert_target?: string | number | boolean | FilterCondition;
  };
};

/** A time before their shifts and sessions a person wants reminding. */
export type Reminder = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** Minutes before the start (a whole number in the sandbox’s range; at most five per person). (Reference server; beyond the spec.) */
  minutes_before?: number;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a time before their shifts and sessions a person wants reminding sends. */
export type ReminderInput = {
  /** Minutes before the start (a whole number in the sandbox’s range; at most five per person). (Reference server; beyond the spec.) */
  minutes_before?: number;
};

/** The list query of a time before their shifts and sessions a person wants reminding: paging, search, order and a filter on each field. */
export type ReminderQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    minutes_before?: string | number | boolean | FilterCondition;
  };
};

/** A repeating shift (`/repeating-shifts/`): the pattern the rota makes shifts from. */
export type RepeatingShift = {
  /** The team the shifts belong to. (Reference server; beyond the spec.) */
  team_id: number;
  /** Title of each shift. (Reference server; beyond the spec.) */
  title: string;
  /** Local start time, `HH:MM`. (Reference server; beyond the spec.) */
  start_time?: string;
  /** Local end time, `HH:MM`; at or before the start means the next day. (Reference server; beyond the spec.) */
  end_time?: string;
  /** Places of each shift. (Reference server; beyond the spec.) */
  places?: number;
  /** Days of the week, 0 = Sunday … 6 = Saturday. (Reference server; beyond the spec.) */
  weekdays?: number[];
  /** First day, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  starts_on?: string;
  /** Last day, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  ends_on?: string;
  /** IANA timezone the times are read in. (Reference server; beyond the spec.) */
  timezone?: string;
  /** The pattern id. (Reference server; beyond the spec.) */
  id: number;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store of a repeating shift sends; an update sends any of them. */
export type RepeatingShiftInput = {
  /** The team the shifts belong to. (Reference server; beyond the spec.) */
  team_id: number;
  /** Title of each shift. (Reference server; beyond the spec.) */
  title: string;
  /** Local start time, `HH:MM`. (Reference server; beyond the spec.) */
  start_time?: string;
  /** Local end time, `HH:MM`; at or before the start means the next day. (Reference server; beyond the spec.) */
  end_time?: string;
  /** Places of each shift. (Reference server; beyond the spec.) */
  places?: number;
  /** Days of the week, 0 = Sunday … 6 = Saturday. (Reference server; beyond the spec.) */
  weekdays?: number[];
  /** First day, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  starts_on?: string;
  /** Last day, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  ends_on?: string;
  /** IANA timezone the times are read in. (Reference server; beyond the spec.) */
  timezone?: string;
};

/** The list query of the repeating shifts: paging, search, order and a filter on each field. */
export type RepeatingShiftQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    team_id?: string | number | boolean | FilterCondition;
    title?: string | number | boolean | FilterCondition;
    start_time?: string | number | boolean | FilterCondition;
    end_time?: string | number | boolean | FilterCondition;
    places?: string | number | boolean | FilterCondition;
    weekdays?: string | number | boolean | FilterCondition;
    starts_on?: string | number | boolean | FilterCondition;
    ends_on?: string | number | boolean | FilterCondition;
    timezone?: string | number | boolean | FilterCondition;
  };
};

/** What a report says about itself: its kind, unit, series, total and the filters applied. */
export type ReportMeta = {
  /** When it was computed (ISO date-time). (Reference server; beyond the spec.) */
  generated_at: string;
  /** `series`: labelled figures (`label`, `value` and further series); `rows`: one record per row. (Reference server; beyond the spec.) */
  kind: 'series' | 'rows';
  /** The sum of `value` over the points (`series`), or the number of rows (`rows`). (Reference server; beyond the spec.) */
  total: number;
  /** The unit of `value`: `count`, `minutes`, `days`, `money`, `bytes` or `percent`. (Reference server; beyond the spec.) */
  unit?: 'count' | 'minutes' | 'days' | 'money' | 'bytes' | 'percent';
  /** The series of each point, `value` first (`series` reports). (Reference server; beyond the spec.) */
  series?: ReportSeries[];
  /** The filters applied, defaults included (docs/reports.md says which each report honours). (Reference server; beyond the spec.) */
  filters: {
    /** First day, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
    from?: string;
    /** Last day, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
    to?: string;
    /** The team (with its sub-teams). (Reference server; beyond the spec.) */
    team_id?: number;
  };
};

/** One labelled figure of a report. */
export type ReportPoint = {
  /** What the figure is of (a status, a month `YYYY-MM`, a name). (Reference server; beyond the spec.) */
  label: string;
  /** The figure, in the report’s `unit`. (Reference server; beyond the spec.) */
  value: number;
};

/** The filters of a report: a range of days and a team. Which each report honours is in docs/reports.md; a bad date answers 422. */
export type ReportQuery = {
  /** First day, `YYYY-MM-DD` (a report that honours it). (Reference server; beyond the spec.) */
  from?: string;
  /** Last day, `YYYY-MM-DD`, not before `from` (a report that honours it). (Reference server; beyond the spec.) */
  to?: string;
  /** Only this team and its sub-teams (a report that honours it; a team leader’s own teams). (Reference server; beyond the spec.) */
  team_id?: number;
};

/** One series of a report. */
export type ReportSeries = {
  /** The field of each point holding it (`value`, `claims`…). (Reference server; beyond the spec.) */
  key: string;
  /** Its label (`Amount`, `Claims`). (Reference server; beyond the spec.) */
  label: string;
  /** Its unit, when not the report’s (claims counted beside amounts of money). (Reference server; beyond the spec.) */
  unit?: 'count' | 'minutes' | 'days' | 'money' | 'bytes' | 'percent';
};

/** A residential room and what makes it unavailable in the window. */
export type ResidentialAvailability = {
  /** The room id (the row’s id). (Reference server; beyond the spec.) */
  id: number;
  /** The room id. (Reference server; beyond the spec.) */
  room_id: number;
  /** The room’s name. (Reference server; beyond the spec.) */
  room_name: string;
  /** The team (site) the room belongs to. (Reference server; beyond the spec.) */
  team_id: number;
  /** The team’s name. (Reference server; beyond the spec.) */
  team_name: string;
  /** Beds in the room. (Reference server; beyond the spec.) */
  beds: number;
  /** Step-free access. (Reference server; beyond the spec.) */
  accessible: boolean;
  /** Changeover weekdays, 0 = Sunday … 6 = Saturday: a stay cannot run across one. (Reference server; beyond the spec.) */
  changeover_weekdays: number[];
  /** The same, as English day names. (Reference server; beyond the spec.) */
  changeover_days: string[];
  /** Closed periods in the window. (Reference server; beyond the spec.) */
  unavailable: RoomClosure[];
  /** Booked stays in the window, by arrival (no guest names). (Reference server; beyond the spec.) */
  booked: Nights[];
};

/** The rooms, all on one page, and the window they cover. */
export type ResidentialAvailabilityList = {
  /** The rooms. (Reference server; beyond the spec.) */
  data: ResidentialAvailability[];
  /** Pagination (one page). */
  meta: {
    pagination: Pagination;
  };
  window: DayWindow;
};

/** The window of `residentialAvailability.list`. */
export type ResidentialAvailabilityQuery = {
  /** First day, `YYYY-MM-DD` (default today). (Reference server; beyond the spec.) */
  from?: string;
  /** Last day, `YYYY-MM-DD`, after `from` (default `from` + 120 days). (Reference server; beyond the spec.) */
  to?: string;
};

/** A residential booking: a guest in a room for some nights. */
export type ResidentialBooking = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The team (site) of the room. (Reference server; beyond the spec.) */
  team_id?: number | null;
  /** The room (`organisation.teams.residentialRooms`). (Reference server; beyond the spec.) */
  room_id?: number | null;
  /** The room’s name. (Reference server; beyond the spec.) */
  room_name?: string | null;
  /** The guest, when a person of the organisation. (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** The guest’s name. (Reference server; beyond the spec.) */
  guest_name?: string | null;
  /** Arrival day, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  starts_on?: string | null;
  /** Departure day, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  ends_on?: string | null;
  /** `booked`, `completed` or `cancelled`. (Reference server; beyond the spec.) */
  status?: string;
  /** Notes on the stay. (Reference server; beyond the spec.) */
  notes?: string | null;
  /** When a person booked it themselves (ISO date-time). (Reference server; beyond the spec.) */
  booked_at?: string | null;
  /** Why it was cancelled. (Reference server; beyond the spec.) */
  cancel_reason?: string | null;
  /** When it was cancelled (ISO date-time). (Reference server; beyond the spec.) */
  cancelled_at?: string | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a residential booking: a guest in a room for some nights sends. */
export type ResidentialBookingInput = {
  /** The team (site) of the room. (Reference server; beyond the spec.) */
  team_id?: number | null;
  /** The room (`organisation.teams.residentialRooms`). (Reference server; beyond the spec.) */
  room_id?: number | null;
  /** The room’s name. (Reference server; beyond the spec.) */
  room_name?: string | null;
  /** The guest, when a person of the organisation. (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** The guest’s name. (Reference server; beyond the spec.) */
  guest_name?: string | null;
  /** Arrival day, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  starts_on?: string | null;
  /** Departure day, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  ends_on?: string | null;
  /** `booked`, `completed` or `cancelled`. (Reference server; beyond the spec.) */
  status?: string;
  /** Notes on the stay. (Reference server; beyond the spec.) */
  notes?: string | null;
  /** When a person booked it themselves (ISO date-time). (Reference server; beyond the spec.) */
  booked_at?: string | null;
  /** Why it was cancelled. (Reference server; beyond the spec.) */
  cancel_reason?: string | null;
  /** When it was cancelled (ISO date-time). (Reference server; beyond the spec.) */
  cancelled_at?: string | null;
};

/** The list query of a residential booking: a guest in a room for some nights: paging, search, order and a filter on each field. */
export type ResidentialBookingQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    team_id?: string | number | boolean | FilterCondition;
    room_id?: string | number | boolean | FilterCondition;
    room_name?: string | number | boolean | FilterCondition;
    user_id?: string | number | boolean | FilterCondition;
    guest_name?: string | number | boolean | FilterCondition;
    starts_on?: string | number | boolean | FilterCondition;
    ends_on?: string | number | boolean | FilterCondition;
    status?: string | number | boolean | FilterCondition;
    notes?: string | number | boolean | FilterCondition;
    booked_at?: string | number | boolean | FilterCondition;
    cancel_reason?: string | number | boolean | FilterCondition;
    cancelled_at?: string | number | boolean | FilterCondition;
  };
};

/** A county with residential opportunities, most opportunities first. */
export type ResidentialCounty = {
  /** The county’s key, `country/county`. (Reference server; beyond the spec.) */
  id: string;
  /** The county. (Reference server; beyond the spec.) */
  name: string;
  /** Its country. (Reference server; beyond the spec.) */
  country: string | null;
  /** Opportunities in it (matching the filters). (Reference server; beyond the spec.) */
  count: number;
  /** Latitude of their centre. (Reference server; beyond the spec.) */
  lat: number;
  /** Longitude of their centre. (Reference server; beyond the spec.) */
  long: number;
  /** The place the geocoder knows it as. (Reference server; beyond the spec.) */
  place?: unknown;
  /** An opportunity’s image (with `include=image`). (Reference server; beyond the spec.) */
  image?: string;
};

/** A residential resource: something a stay may book besides a room. */
export type ResidentialResource = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The resource’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** The team that has it. (Reference server; beyond the spec.) */
  team_id?: number | null;
  /** How many there are. (Reference server; beyond the spec.) */
  quantity?: number;
  /** What it is, in words. (Reference server; beyond the spec.) */
  description?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a residential resource: something a stay may book besides a room sends. */
export type ResidentialResourceInput = {
  /** The resource’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** The team that has it. (Reference server; beyond the spec.) */
  team_id?: number | null;
  /** How many there are. (Reference server; beyond the spec.) */
  quantity?: number;
  /** What it is, in words. (Reference server; beyond the spec.) */
  description?: string;
};

/** The list query of a residential resource: something a stay may book besides a room: paging, search, order and a filter on each field. */
export type ResidentialResourceQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    team_id?: string | number | boolean | FilterCondition;
    quantity?: string | number | boolean | FilterCondition;
    description?: string | number | boolean | FilterCondition;
  };
};

/** A residential room of a team. */
export type ResidentialRoom = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The room’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Beds in the room. (Reference server; beyond the spec.) */
  beds?: number;
  /** Step-free access. (Reference server; beyond the spec.) */
  accessible?: boolean;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a residential room of a team sends. */
export type ResidentialRoomInput = {
  /** The room’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Beds in the room. (Reference server; beyond the spec.) */
  beds?: number;
  /** Step-free access. (Reference server; beyond the spec.) */
  accessible?: boolean;
};

/** The list query of a residential room of a team: paging, search, order and a filter on each field. */
export type ResidentialRoomQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    beds?: string | number | boolean | FilterCondition;
    accessible?: string | number | boolean | FilterCondition;
  };
};

/** The residential search’s parameters (spec 2.1); a bad value is a 422 naming it. */
export type ResidentialSearchQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size. */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Length of residence: `any` (the default), `short_term`, `long_term`, or an opportunity type. */
  type?:
    | 'any'
    | 'short_term'
    | 'long_term'
    | 'Residential-short'
    | 'Residential-long'
    | 'Regular'
    | 'One-off'
    | 'Event';
  /** Latitude of the place searched near (with `lon`). */
  lat?: number | string;
  /** Longitude (with `lat`). */
  lon?: number | string;
  /** Kilometres around `lat`/`lon`, 0 to 20,000. (Reference server; beyond the spec.) */
  radius?: number;
  /** The id of a polygon from `geocode.countryPolygons`: only opportunities inside it. */
  geojson?: string;
  /** A day `YYYY-MM-DD`, or `any`. */
  date?: string;
  /** Days either side of `date`, 0 to 366 (default 7). */
  flexibility?: number;
  /** Order by: `date_advertised` (the default), `display_name`, `distance` (needs `lat`/`lon`) or `id`. (Reference server; beyond the spec.) */
  s?: 'date_advertised' | 'display_name' | 'distance' | 'id';
  /** The order of `s`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Only one team’s (signed in): its id. (Reference server; beyond the spec.) */
  team_id?: number | string | null;
  /** Comma-joined extras: `image` keeps the image object. (Reference server; beyond the spec.) */
  include?: string;
};

/** An activity that needs clearances. */
export type RiskActivity = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The activity. (Reference server; beyond the spec.) */
  name?: string;
  /** What it involves. (Reference server; beyond the spec.) */
  description?: string;
  /** Whether it involves children. (Reference server; beyond the spec.) */
  works_with_children?: boolean;
  /** The disclosure it needs (`organisation.disclosureTypes`). (Reference server; beyond the spec.) */
  disclosure_type_id?: number | null;
  /** The clearances it needs (`organisation.clearanceFlags`). (Reference server; beyond the spec.) */
  clearance_flag_ids?: number[];
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of an activity that needs clearances sends. */
export type RiskActivityInput = {
  /** The activity. (Reference server; beyond the spec.) */
  name?: string;
  /** What it involves. (Reference server; beyond the spec.) */
  description?: string;
  /** Whether it involves children. (Reference server; beyond the spec.) */
  works_with_children?: boolean;
  /** The disclosure it needs (`organisation.disclosureTypes`). (Reference server; beyond the spec.) */
  disclosure_type_id?: number | null;
  /** The clearances it needs (`organisation.clearanceFlags`). (Reference server; beyond the spec.) */
  clearance_flag_ids?: number[];
};

/** The list query of an activity that needs clearances: paging, search, order and a filter on each field. */
export type RiskActivityQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    description?: string | number | boolean | FilterCondition;
    works_with_children?: string | number | boolean | FilterCondition;
    disclosure_type_id?: string | number | boolean | FilterCondition;
    clearance_flag_ids?: string | number | boolean | FilterCondition;
  };
};

/** A role; `status: "inactive"` is flagged in the UI. */
export type Role = {
  id: number | string;
  name: string;
  type: string;
  status?: string | null;
  family?: {
    id: number | string;
  } | null;
};

/** A basis a role is held on. */
export type RoleBasis = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
  /** What it means, in words. (Reference server; beyond the spec.) */
  description?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a basis a role is held on sends. */
export type RoleBasisInput = {
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
  /** What it means, in words. (Reference server; beyond the spec.) */
  description?: string;
};

/** The list query of a basis a role is held on: paging, search, order and a filter on each field. */
export type RoleBasisQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    description?: string | number | boolean | FilterCondition;
  };
};

/** A person’s consent to a role. */
export type RoleConsent = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The role (`organisation.roleProfiles`). (Reference server; beyond the spec.) */
  role_id?: number | null;
  /** Whether it is given. (Reference server; beyond the spec.) */
  given?: boolean;
  /** When it was given (ISO date-time). (Reference server; beyond the spec.) */
  given_at?: string | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a person’s consent to a role sends. */
export type RoleConsentInput = {
  /** The role (`organisation.roleProfiles`). (Reference server; beyond the spec.) */
  role_id?: number | null;
  /** Whether it is given. (Reference server; beyond the spec.) */
  given?: boolean;
  /** When it was given (ISO date-time). (Reference server; beyond the spec.) */
  given_at?: string | null;
};

/** The list query of a person’s consent to a role: paging, search, order and a filter on each field. */
export type RoleConsentQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    role_id?: string | number | boolean | FilterCondition;
    given?: string | number | boolean | FilterCondition;
    given_at?: string | number | boolean | FilterCondition;
  };
};

/** A role family. */
export type RoleFamily = {
  id: number | string;
  name: string;
  type?: 'family';
  roles?: Role[] | null;
};

/** The fields a store of a role family sends. */
export type RoleFamilyInput = {
  /** Name (1 to 200 characters). */
  name: string;
};

/** The list query of the role families: paging, search, order and a filter on each field. */
export type RoleFamilyQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
  };
};

/** The fields a store of a role profile sends (`name` and `type` are required); an update sends any of them. */
export type RoleInput = {
  /** Name (1 to 200 characters). */
  name: string;
  /** Volunteer, non-volunteer or system. */
  type: 'volunteer' | 'non-volunteer' | 'system';
  /** Active or inactive. */
  status?: 'active' | 'inactive';
  /** The role family it belongs to. */
  family?: {
    id: number | string;
  } | null;
};

/** The list query of the role profiles: paging, search, order and a filter on each field. */
export type RoleQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    type?: string | number | boolean | FilterCondition;
    status?: string | number | boolean | FilterCondition;
    family?: string | number | boolean | FilterCondition;
  };
};

/** A period the room cannot be booked. */
export type RoomClosure = {
  /** Arrival day, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  starts_on: string;
  /** Departure day, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  ends_on: string;
  /** Why the room is closed, or null. (Reference server; beyond the spec.) */
  reason: string | null;
};

/** A period a residential room is closed. */
export type RoomUnavailablePeriod = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** First night closed, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  starts_on?: string | null;
  /** Day it opens again, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  ends_on?: string | null;
  /** Why it is closed. (Reference server; beyond the spec.) */
  reason?: string | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a period a residential room is closed sends. */
export type RoomUnavailablePeriodInput = {
  /** First night closed, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  starts_on?: string | null;
  /** Day it opens again, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  ends_on?: string | null;
  /** Why it is closed. (Reference server; beyond the spec.) */
  reason?: string | null;
};

/** The list query of a period a residential room is closed: paging, search, order and a filter on each field. */
export type RoomUnavailablePeriodQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    starts_on?: string | number | boolean | FilterCondition;
    ends_on?: string | number | boolean | FilterCondition;
    reason?: string | number | boolean | FilterCondition;
  };
};

/** A rota: a team’s regular working hours. */
export type Rota = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The rota’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Start, `HH:MM`. (Reference server; beyond the spec.) */
  start_time?: string;
  /** End, `HH:MM`. (Reference server; beyond the spec.) */
  end_time?: string;
  /** The team. (Reference server; beyond the spec.) */
  team_id?: number | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** An entry of the rota: who works when. */
export type RotaEntry = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The day, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  date?: string | null;
  /** The rota (`organisation.rotas`). (Reference server; beyond the spec.) */
  rota_id?: number | null;
  /** The team. (Reference server; beyond the spec.) */
  team_id?: number | null;
  /** Who works (a person). (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** The shift, when it is one. (Reference server; beyond the spec.) */
  shift_id?: number | null;
  /** Notes for the day. (Reference server; beyond the spec.) */
  notes?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of an entry of the rota: who works when sends. */
export type RotaEntryInput = {
  /** The day, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  date?: string | null;
  /** The rota (`organisation.rotas`). (Reference server; beyond the spec.) */
  rota_id?: number | null;
  /** The team. (Reference server; beyond the spec.) */
  team_id?: number | null;
  /** Who works (a person). (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** The shift, when it is one. (Reference server; beyond the spec.) */
  shift_id?: number | null;
  /** Notes for the day. (Reference server; beyond the spec.) */
  notes?: string;
};

/** The list query of an entry of the rota: who works when: paging, search, order and a filter on each field. */
export type RotaEntryQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    date?: string | number | boolean | FilterCondition;
    rota_id?: string | number | boolean | FilterCondition;
    team_id?: string | number | boolean | FilterCondition;
    user_id?: string | number | boolean | FilterCondition;
    shift_id?: string | number | boolean | FilterCondition;
    notes?: string | number | boolean | FilterCondition;
  };
};

/** The fields a store or update of a rota: a team’s regular working hours sends. */
export type RotaInput = {
  /** The rota’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Start, `HH:MM`. (Reference server; beyond the spec.) */
  start_time?: string;
  /** End, `HH:MM`. (Reference server; beyond the spec.) */
  end_time?: string;
  /** The team. (Reference server; beyond the spec.) */
  team_id?: number | null;
};

/** The list query of a rota: a team’s regular working hours: paging, search, order and a filter on each field. */
export type RotaQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    start_time?: string | number | boolean | FilterCondition;
    end_time?: string | number | boolean | FilterCondition;
    team_id?: string | number | boolean | FilterCondition;
  };
};

/** A team the rota covers (disabled teams left out). */
export type RotaTeam = {
  /** The team. (Reference server; beyond the spec.) */
  id: number;
  /** Its name. (Reference server; beyond the spec.) */
  name?: string;
  /** Its parent team, or null. (Reference server; beyond the spec.) */
  parent_id: number | null;
};

/** A team an organisation rota covers. */
export type RotaTeamLink = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The team. (Reference server; beyond the spec.) */
  team_id?: number | null;
  /** Its place in the rota’s order. (Reference server; beyond the spec.) */
  position?: number;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a team an organisation rota covers sends. */
export type RotaTeamLinkInput = {
  /** The team. (Reference server; beyond the spec.) */
  team_id?: number | null;
  /** Its place in the rota’s order. (Reference server; beyond the spec.) */
  position?: number;
};

/** The list query of a team an organisation rota covers: paging, search, order and a filter on each field. */
export type RotaTeamLinkQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    team_id?: string | number | boolean | FilterCondition;
    position?: string | number | boolean | FilterCondition;
  };
};

/** The timeslots of a rota; the reference server keeps them as the call’s document and answers it. */
export type RotaTimeslots = {
  /** The rota’s timeslots. (Reference server; beyond the spec.) */
  timeslots?: {
    /** Start, `HH:MM`. (Reference server; beyond the spec.) */
    start_time?: string;
    /** End, `HH:MM`. (Reference server; beyond the spec.) */
    end_time?: string;
    /** How many people it takes. (Reference server; beyond the spec.) */
    places?: number | null;
  }[];
};

/** The timeslots of a rota as the reference server keeps them (the last `PUT`). */
export type RotaTimeslotsDocument = {
  /** The rota’s timeslots. (Reference server; beyond the spec.) */
  timeslots?: {
    /** Start, `HH:MM`. (Reference server; beyond the spec.) */
    start_time?: string;
    /** End, `HH:MM`. (Reference server; beyond the spec.) */
    end_time?: string;
    /** How many people it takes. (Reference server; beyond the spec.) */
    places?: number | null;
  }[];
  /** The document’s record id. (Reference server; beyond the spec.) */
  id: number;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The view of a rota, as `rotaPdfParams` builds it. */
export type RotaViewQuery = {
  /** A week (the default) or a day. (Reference server; beyond the spec.) */
  view?: 'week' | 'day';
  /** How many days: 7 for a week, 1 for a day. (Reference server; beyond the spec.) */
  days?: number;
  /** The timezone the times are written in (`Europe/London`). (Reference server; beyond the spec.) */
  timezone?: string;
  /** With sub-teams: the team and its sub-teams, comma-joined. (Reference server; beyond the spec.) */
  team_ids?: string;
};

/** Several rotas changed at once, all or nothing: `{ ids, ...fields }` or `{ rotas: [{ id, ...fields }] }`; times are `HH:MM`. */
export type RotasBulkUpdate = {
  /** The rotas to give the same fields (with the fields beside `ids`). (Reference server; beyond the spec.) */
  ids?: (number | string)[];
  /** Or each rota with its own fields (`id` and the fields); `ids` is then not read. (Reference server; beyond the spec.) */
  rotas?: {
    /** The rota. (Reference server; beyond the spec.) */
    id: number;
    /** The rota’s name. (Reference server; beyond the spec.) */
    name?: string;
    /** Start, `HH:MM`. (Reference server; beyond the spec.) */
    start_time?: string;
    /** End, `HH:MM`. (Reference server; beyond the spec.) */
    end_time?: string;
    /** The team. (Reference server; beyond the spec.) */
    team_id?: number | null;
  }[];
  /** The rota’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Start, `HH:MM`. (Reference server; beyond the spec.) */
  start_time?: string;
  /** End, `HH:MM`. (Reference server; beyond the spec.) */
  end_time?: string;
  /** The team. (Reference server; beyond the spec.) */
  team_id?: number | null;
};

/** The rotas that replace every rota, or those of `team_id`, in one transaction. */
export type RotasReplacement = {
  /** The rotas to keep (at most 500), each with its `name`. (Reference server; beyond the spec.) */
  rotas: {
    /** The rota’s name. (Reference server; beyond the spec.) */
    name: string;
    /** Start, `HH:MM`. (Reference server; beyond the spec.) */
    start_time?: string;
    /** End, `HH:MM`. (Reference server; beyond the spec.) */
    end_time?: string;
    /** The team. (Reference server; beyond the spec.) */
    team_id?: number | null;
  }[];
  /** Replace only this team’s rotas (and give them this team). (Reference server; beyond the spec.) */
  team_id?: number;
};

/** The organisation’s safeguarding settings (`show` merges the defaults in; `update` answers what is stored). */
export type SafeguardingSettings = {
  /** The settings’ record, once saved. (Reference server; beyond the spec.) */
  id?: number;
  /** The youngest age a person may volunteer at (default 16). (Reference server; beyond the spec.) */
  minimum_age?: number;
  /** Below this age a guardian is required (default 18). (Reference server; beyond the spec.) */
  guardian_required_under?: number;
  /** A DBS check is required to work with minors (default true). (Reference server; beyond the spec.) */
  dbs_required_for_minors?: boolean;
  /** The safeguarding lead’s address. (Reference server; beyond the spec.) */
  contact_email?: string;
  /** What placing a person on work their clearances do not cover does: `block` or `warn`. (Reference server; beyond the spec.) */
  clearance_gaps?: 'block' | 'warn';
  /** Days before a check expires that reminders go (one to five). (Reference server; beyond the spec.) */
  expiry_reminder_days?: number[];
  /** When first saved (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string | null;
  /** When last saved (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string | null;
  /** The version, for `ifMatch`. (Reference server; beyond the spec.) */
  etag?: string;
};

/** The organisation’s safeguarding settings an update sends (any of them). */
export type SafeguardingSettingsInput = {
  /** The youngest age a person may volunteer at. (Reference server; beyond the spec.) */
  minimum_age?: number;
  /** Below this age a guardian is required. (Reference server; beyond the spec.) */
  guardian_required_under?: number;
  /** A DBS check is required to work with minors. (Reference server; beyond the spec.) */
  dbs_required_for_minors?: boolean;
  /** The safeguarding lead’s address. (Reference server; beyond the spec.) */
  contact_email?: string;
  /** What placing a person on work their clearances do not cover does: `block` or `warn`. (Reference server; beyond the spec.) */
  clearance_gaps?: 'block' | 'warn';
  /** Days before a check expires that reminders go: one to five whole numbers of days. (Reference server; beyond the spec.) */
  expiry_reminder_days?: number[];
};

/** A saved list: chosen people and teams, or a filter on a list. */
export type SavedList = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The list’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** The people chosen. (Reference server; beyond the spec.) */
  user_ids?: number[];
  /** The teams chosen (everyone in them). (Reference server; beyond the spec.) */
  team_ids?: number[];
  /** For a saved view: the list it filters (`users`). (Reference server; beyond the spec.) */
  resource?: string;
  /** For a saved view: its query. (Reference server; beyond the spec.) */
  query?: unknown;
  /** For a saved view: its filter. (Reference server; beyond the spec.) */
  filter?: unknown;
  /** Who saved it. (Reference server; beyond the spec.) */
  created_by?: number | null;
  /** The people it reaches now (in answers). (Reference server; beyond the spec.) */
  member_count?: number;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a saved list: chosen people and teams, or a filter on a list sends. */
export type SavedListInput = {
  /** The list’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** The people chosen. (Reference server; beyond the spec.) */
  user_ids?: number[];
  /** The teams chosen (everyone in them). (Reference server; beyond the spec.) */
  team_ids?: number[];
  /** For a saved view: the list it filters (`users`). (Reference server; beyond the spec.) */
  resource?: string;
  /** For a saved view: its query. (Reference server; beyond the spec.) */
  query?: unknown;
  /** For a saved view: its filter. (Reference server; beyond the spec.) */
  filter?: unknown;
  /** Who saved it. (Reference server; beyond the spec.) */
  created_by?: number | null;
  /** The people it reaches now (in answers). (Reference server; beyond the spec.) */
  member_count?: number;
};

/** The list query of a saved list: chosen people and teams, or a filter on a list: paging, search, order and a filter on each field. */
export type SavedListQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    user_ids?: string | number | boolean | FilterCondition;
    team_ids?: string | number | boolean | FilterCondition;
    resource?: string | number | boolean | FilterCondition;
    query?: string | number | boolean | FilterCondition;
    filter?: string | number | boolean | FilterCondition;
    created_by?: string | number | boolean | FilterCondition;
    member_count?: string | number | boolean | FilterCondition;
  };
};

/** A saved query-builder query. */
export type SavedQuery = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The query’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** The query (`{ condition, rules }`, as `organisation.queryBuilder.preview` takes). (Reference server; beyond the spec.) */
  query?: unknown;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a saved query-builder query sends. */
export type SavedQueryInput = {
  /** The query’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** The query (`{ condition, rules }`, as `organisation.queryBuilder.preview` takes). (Reference server; beyond the spec.) */
  query?: unknown;
};

/** The list query of a saved query-builder query: paging, search, order and a filter on each field. */
export type SavedQueryQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    query?: string | number | boolean | FilterCondition;
  };
};

/** A saved report: a dataset and the filters to read it with. */
export type SavedReport = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The report’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** The dataset or report it reads (`reports.users.byTeam`). (Reference server; beyond the spec.) */
  dataset?: string;
  /** The query it is read with (`ReportQuery` fields). (Reference server; beyond the spec.) */
  filters?: Record<string, unknown> | null;
  /** Who saved it (a person). (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a saved report: a dataset and the filters to read it with sends. */
export type SavedReportInput = {
  /** The report’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** The dataset or report it reads (`reports.users.byTeam`). (Reference server; beyond the spec.) */
  dataset?: string;
  /** The query it is read with (`ReportQuery` fields). (Reference server; beyond the spec.) */
  filters?: Record<string, unknown> | null;
  /** Who saved it (a person). (Reference server; beyond the spec.) */
  user_id?: number | null;
};

/** The list query of a saved report: a dataset and the filters to read it with: paging, search, order and a filter on each field. */
export type SavedReportQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    dataset?: string | number | boolean | FilterCondition;
    filters?: string | number | boolean | FilterCondition;
    user_id?: string | number | boolean | FilterCondition;
  };
};

/** A search hit: a record that matched. */
export type SearchHit = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** Kind of record (`user`, `opportunity`, `team`…). (Reference server; beyond the spec.) */
  type?: string;
  /** The record’s name. (Reference server; beyond the spec.) */
  title?: string;
  /** The record’s id. (Reference server; beyond the spec.) */
  record_id?: number | null;
  /** Where the record is shown. (Reference server; beyond the spec.) */
  url?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a search hit: a record that matched sends. */
export type SearchHitInput = {
  /** Kind of record (`user`, `opportunity`, `team`…). (Reference server; beyond the spec.) */
  type?: string;
  /** The record’s name. (Reference server; beyond the spec.) */
  title?: string;
  /** The record’s id. (Reference server; beyond the spec.) */
  record_id?: number | null;
  /** Where the record is shown. (Reference server; beyond the spec.) */
  url?: string;
};

/** The list query of a search hit: a record that matched: paging, search, order and a filter on each field. */
export type SearchHitQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    type?: string | number | boolean | FilterCondition;
    title?: string | number | boolean | FilterCondition;
    record_id?: string | number | boolean | FilterCondition;
    url?: string | number | boolean | FilterCondition;
  };
};

/** The search log payload. */
export type SearchLog = {
  opportunities_ids: (number | string)[];
};

/** A logged search: the opportunities shown. */
export type SearchLogEntry = {
  /** The opportunities the search showed. (Reference server; beyond the spec.) */
  opportunities_ids: number[];
  /** Logged without a session (a visitor). (Reference server; beyond the spec.) */
  public: boolean;
};

/** A report of labelled figures: `data` is `{ label, value }` points, `meta` says the unit and the filters. */
export type SeriesReport = {
  /** The points, in the report’s order. (Reference server; beyond the spec.) */
  data: ReportPoint[];
  meta: ReportMeta;
};

/** An authenticated session: the token and what is decoded from it. */
export type Session = {
  token: string;
  user?: {
    id: number | string;
    timezone?: string | null;
    organisation?: Organisation | null;
    permissions?: string[] | null;
  } | null;
  environment?: unknown;
};

/** An attendee of a session. */
export type SessionAttendee = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The person. (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** `invited`, `confirmed`, `attended`, `no_show` or `cancelled`. (Reference server; beyond the spec.) */
  status?: 'invited' | 'confirmed' | 'attended' | 'no_show' | 'cancelled';
  /** Set when they were placed despite a clearance gap. (Reference server; beyond the spec.) */
  clearance_confirmed?: ClearanceConfirmation;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of an attendee of a session sends. */
export type SessionAttendeeInput = {
  /** The person. (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** `invited`, `confirmed`, `attended`, `no_show` or `cancelled`. (Reference server; beyond the spec.) */
  status?: 'invited' | 'confirmed' | 'attended' | 'no_show' | 'cancelled';
  /** Set when they were placed despite a clearance gap. (Reference server; beyond the spec.) */
  clearance_confirmed?: ClearanceConfirmation;
};

/** The list query of an attendee of a session: paging, search, order and a filter on each field. */
export type SessionAttendeeQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    user_id?: string | number | boolean | FilterCondition;
    status?: string | number | boolean | FilterCondition;
    clearance_confirmed?: string | number | boolean | FilterCondition;
  };
};

/** The same fields on several sessions of an event: `ids` and at least one field of `EventSessionInput`. */
export type SessionsBulkUpdate = {
  /** The sessions of the event (all or nothing: every id must be one of its sessions). (Reference server; beyond the spec.) */
  ids: (number | string)[];
  /** The session’s name (`Morning`). (Reference server; beyond the spec.) */
  name?: string;
  /** When it starts (ISO date-time). (Reference server; beyond the spec.) */
  start?: string | null;
  /** When it ends (ISO date-time). (Reference server; beyond the spec.) */
  end?: string | null;
  /** How many people it takes. (Reference server; beyond the spec.) */
  places?: number | null;
};

/** The same location on several sessions of an event. */
export type SessionsLocation = {
  /** The sessions of the event. (Reference server; beyond the spec.) */
  ids: number[];
  /** Where they take place (1 to 300 characters). (Reference server; beyond the spec.) */
  location: string;
};

/** A shift (`/shifts/`). A volunteer sees only their own assignment. */
export type Shift = {
  /** The team the shift belongs to. (Reference server; beyond the spec.) */
  team_id: number;
  /** Title (1 to 200 characters). (Reference server; beyond the spec.) */
  title: string;
  /** Start (ISO UTC date-time). (Reference server; beyond the spec.) */
  start?: string;
  /** End (ISO UTC date-time), after the start. (Reference server; beyond the spec.) */
  end?: string;
  /** Number of places. (Reference server; beyond the spec.) */
  places: number;
  /** The people on the shift. (Reference server; beyond the spec.) */
  assignments: ShiftAssignment[];
  /** The repeating shift this shift was made from. (Reference server; beyond the spec.) */
  repeating_shift_id?: number | null;
  /** Scheduled or cancelled. (Reference server; beyond the spec.) */
  status: 'scheduled' | 'cancelled';
  /** Notes (at most 5,000 characters). (Reference server; beyond the spec.) */
  notes?: string | null;
  /** Where the shift takes place. (Reference server; beyond the spec.) */
  location?: string;
  /** What to bring. (Reference server; beyond the spec.) */
  what_to_bring?: string;
  /** The shift id. (Reference server; beyond the spec.) */
  id: number;
  /** The people waiting for a place, in order (a volunteer sees only their own entry). (Reference server; beyond the spec.) */
  waitlist?: ShiftWaitlistEntry[];
  /** With a waitlist: the places neither taken nor offered to someone waiting. (Reference server; beyond the spec.) */
  places_left?: number;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** One person’s place on a shift. */
export type ShiftAssignment = {
  /** The person. (Reference server; beyond the spec.) */
  user_id: number;
  /** Their place: assigned, attended or no-show. (Reference server; beyond the spec.) */
  status?: 'assigned' | 'attended' | 'no_show';
};

/** The fields a store of a shift sends (`team_id` and `title` are required); an update sends any of them. */
export type ShiftInput = {
  /** The team the shift belongs to. (Reference server; beyond the spec.) */
  team_id: number;
  /** Title (1 to 200 characters). (Reference server; beyond the spec.) */
  title: string;
  /** Start (ISO UTC date-time). (Reference server; beyond the spec.) */
  start?: string;
  /** End (ISO UTC date-time), after the start. (Reference server; beyond the spec.) */
  end?: string;
  /** Number of places (0 to 10,000). (Reference server; beyond the spec.) */
  places?: number;
  /** The people on the shift (at most `places`). (Reference server; beyond the spec.) */
  assignments?: ShiftAssignment[];
  /** The repeating shift this shift was made from. (Reference server; beyond the spec.) */
  repeating_shift_id?: number | null;
  /** Scheduled or cancelled. (Reference server; beyond the spec.) */
  status?: 'scheduled' | 'cancelled';
  /** Notes (at most 5,000 characters). (Reference server; beyond the spec.) */
  notes?: string | null;
  /** Where the shift takes place. (Reference server; beyond the spec.) */
  location?: string;
  /** What to bring. (Reference server; beyond the spec.) */
  what_to_bring?: string;
};

/** A shift pattern: a repeated shift. */
export type ShiftPattern = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The pattern’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Start, `HH:MM`. (Reference server; beyond the spec.) */
  start_time?: string;
  /** End, `HH:MM`. (Reference server; beyond the spec.) */
  end_time?: string;
  /** Its weekdays, 0 = Sunday … 6 = Saturday. (Reference server; beyond the spec.) */
  weekdays?: number[];
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a shift pattern: a repeated shift sends. */
export type ShiftPatternInput = {
  /** The pattern’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Start, `HH:MM`. (Reference server; beyond the spec.) */
  start_time?: string;
  /** End, `HH:MM`. (Reference server; beyond the spec.) */
  end_time?: string;
  /** Its weekdays, 0 = Sunday … 6 = Saturday. (Reference server; beyond the spec.) */
  weekdays?: number[];
};

/** The list query of a shift pattern: a repeated shift: paging, search, order and a filter on each field. */
export type ShiftPatternQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    start_time?: string | number | boolean | FilterCondition;
    end_time?: string | number | boolean | FilterCondition;
    weekdays?: string | number | boolean | FilterCondition;
  };
};

/** Gives a place back, up to 24 hours before the shift starts. */
export type ShiftPlaceCancel = {
  /** Gives the place back. (Reference server; beyond the spec.) */
  cancel_place: true;
  /** Why (at most 500 characters). (Reference server; beyond the spec.) */
  cancel_reason?: string;
  /** A guardian gives back the place of a minor in their care. (Reference server; beyond the spec.) */
  for_user_id?: number;
};

/** The query of `shifts.list`: paging, search, order and filters; `user_id`, `open=1`, `clearance=gaps` or `clearance=mine`. */
export type ShiftQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    team_id?: string | number | boolean | FilterCondition;
    title?: string | number | boolean | FilterCondition;
    start?: string | number | boolean | FilterCondition;
    end?: string | number | boolean | FilterCondition;
    status?: string | number | boolean | FilterCondition;
    repeating_shift_id?: string | number | boolean | FilterCondition;
  };
  /** Only the shifts this person is assigned to (their own, or as staff or guardian). (Reference server; beyond the spec.) */
  user_id?: number | string;
  /** With `user_id`: only shifts ending after this ISO date or date-time. (Reference server; beyond the spec.) */
  from?: string;
  /** `1`: the shifts the signed-in person can still sign up for. (Reference server; beyond the spec.) */
  open?: 1;
  /** With `open=1`: `1` adds the full shifts the signed-in person could join the waitlist of (or wait for); `only` answers just those. (Reference server; beyond the spec.) */
  waitlist?: 1 | 'only';
  /** `gaps`: the upcoming shifts with someone placed who will not be cleared on the day (staff who may see people); `mine`: each shift with `my_clearance`, what it asks and whether the signed-in person holds it on its day. (Reference server; beyond the spec.) */
  clearance?: 'gaps' | 'mine';
  /** With `clearance=gaps`: the last day looked at (YYYY-MM-DD). (Reference server; beyond the spec.) */
  to?: string;
};

/** Takes a place on the shift for the signed-in person (409 `shift_full` when none is left). */
export type ShiftSignUp = {
  /** Takes a place for the signed-in person. (Reference server; beyond the spec.) */
  sign_up: true;
};

/** The signed-in person joins or leaves a full shift’s waitlist, or takes or turns down the place offered to them. */
export type ShiftWaitlistAction =
  | {
      /** Joins the waitlist of a full shift. (Reference server; beyond the spec.) */
      join_waitlist: true;
    }
  | {
      /** Leaves the waitlist. (Reference server; beyond the spec.) */
      leave_waitlist: true;
    }
  | {
      /** Takes the place offered. (Reference server; beyond the spec.) */
      accept_offer: true;
    }
  | {
      /** Turns the offer down; it passes to the next person. (Reference server; beyond the spec.) */
      decline_offer: true;
    };

/** One person on a shift’s waitlist. A volunteer sees only their own entry. */
export type ShiftWaitlistEntry = {
  /** The person waiting. (Reference server; beyond the spec.) */
  user_id: number;
  /** When they joined (ISO). (Reference server; beyond the spec.) */
  joined_at?: string;
  /** Their place in the queue, 1 for the first (read only). (Reference server; beyond the spec.) */
  position?: number;
  /** When a freed place was offered to them (ISO). (Reference server; beyond the spec.) */
  offered_at?: string;
  /** Until when the offer stands (ISO); then it passes to the next person. (Reference server; beyond the spec.) */
  offer_expires_at?: string;
};

/** A sign-up form people join through. */
export type Signup = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The form’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Its address part. (Reference server; beyond the spec.) */
  slug?: string;
  /** The team people join. (Reference server; beyond the spec.) */
  team_id?: number | null;
  /** The role people take (`organisation.roleProfiles`). (Reference server; beyond the spec.) */
  role_id?: number | null;
  /** Whether it takes sign-ups. (Reference server; beyond the spec.) */
  active?: boolean;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a sign-up form people join through sends. */
export type SignupInput = {
  /** The form’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Its address part. (Reference server; beyond the spec.) */
  slug?: string;
  /** The team people join. (Reference server; beyond the spec.) */
  team_id?: number | null;
  /** The role people take (`organisation.roleProfiles`). (Reference server; beyond the spec.) */
  role_id?: number | null;
  /** Whether it takes sign-ups. (Reference server; beyond the spec.) */
  active?: boolean;
};

/** The list query of a sign-up form people join through: paging, search, order and a filter on each field. */
export type SignupQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    slug?: string | number | boolean | FilterCondition;
    team_id?: string | number | boolean | FilterCondition;
    role_id?: string | number | boolean | FilterCondition;
    active?: string | number | boolean | FilterCondition;
  };
};

/** A skill. */
export type Skill = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The skill’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Its category (`organisation.skillCategories`). (Reference server; beyond the spec.) */
  category_id?: number | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** A person’s text about one skill category (their languages, say). */
export type SkillBio = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** What they say about their skills in the category. (Reference server; beyond the spec.) */
  bio?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a person’s text about one skill category (their languages, say) sends. */
export type SkillBioInput = {
  /** What they say about their skills in the category. (Reference server; beyond the spec.) */
  bio?: string;
};

/** The list query of a person’s text about one skill category (their languages, say): paging, search, order and a filter on each field. */
export type SkillBioQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    bio?: string | number | boolean | FilterCondition;
  };
};

/** A category of skills. */
export type SkillCategory = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a category of skills sends. */
export type SkillCategoryInput = {
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
};

/** The list query of a category of skills: paging, search, order and a filter on each field. */
export type SkillCategoryQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
  };
};

/** The fields a store or update of a skill sends. */
export type SkillInput = {
  /** The skill’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Its category (`organisation.skillCategories`). (Reference server; beyond the spec.) */
  category_id?: number | null;
};

/** The list query of a skill: paging, search, order and a filter on each field. */
export type SkillQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    category_id?: string | number | boolean | FilterCondition;
  };
};

/** One point of starters (`value`) and leavers by month (`YYYY-MM`). */
export type StartersLeaversChartPoint = {
  /** What the figure is of (a status, a month `YYYY-MM`, a name). (Reference server; beyond the spec.) */
  label: string;
  /** The figure, in the report’s `unit`. (Reference server; beyond the spec.) */
  value: number;
  /** People who left in the month. (Reference server; beyond the spec.) */
  leavers: number;
};

/** A report of starters (`value`) and leavers by month (`YYYY-MM`). */
export type StartersLeaversChartReport = {
  /** The points, in the report’s order. (Reference server; beyond the spec.) */
  data: StartersLeaversChartPoint[];
  meta: ReportMeta;
};

/** A report of the people who started in the range (default the last year). */
export type StartersReport = {
  /** The rows, in the report’s order. (Reference server; beyond the spec.) */
  data: StartersRow[];
  meta: ReportMeta;
};

/** One row of the people who started in the range (default the last year). */
export type StartersRow = {
  /** The person. (Reference server; beyond the spec.) */
  id: number;
  /** Their name. (Reference server; beyond the spec.) */
  name: string;
  /** Their first team’s name. (Reference server; beyond the spec.) */
  team: string | null;
  /** When they started, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  start_date: string;
  /** Their status. (Reference server; beyond the spec.) */
  status: string | null;
};

/** A set of statistics reported together. */
export type StatisticSet = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The set’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** The statistics in it. (Reference server; beyond the spec.) */
  statistics?: string[];
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a set of statistics reported together sends. */
export type StatisticSetInput = {
  /** The set’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** The statistics in it. (Reference server; beyond the spec.) */
  statistics?: string[];
};

/** The list query of a set of statistics reported together: paging, search, order and a filter on each field. */
export type StatisticSetQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    statistics?: string | number | boolean | FilterCondition;
  };
};

/** A record whose fields neither the spec nor the reference server names: its id and stored fields, and any further field. */
export type StoredRecord = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
} & Record<string, unknown>;

/** A sub-note under a note or a touchpoint. */
export type SubNote = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The sub-note. (Reference server; beyond the spec.) */
  content?: string;
  /** Who wrote it (a person). (Reference server; beyond the spec.) */
  author_id?: number | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a sub-note under a note or a touchpoint sends. */
export type SubNoteInput = {
  /** The sub-note. (Reference server; beyond the spec.) */
  content?: string;
  /** Who wrote it (a person). (Reference server; beyond the spec.) */
  author_id?: number | null;
};

/** The list query of a sub-note under a note or a touchpoint: paging, search, order and a filter on each field. */
export type SubNoteQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    content?: string | number | boolean | FilterCondition;
    author_id?: string | number | boolean | FilterCondition;
  };
};

/** A supervisor of a person. */
export type Supervisor = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The supervisor (a person). (Reference server; beyond the spec.) */
  supervisor_id?: number | null;
  /** The supervisor, another name of `supervisor_id`. (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a supervisor of a person sends. */
export type SupervisorInput = {
  /** The supervisor (a person). (Reference server; beyond the spec.) */
  supervisor_id?: number | null;
  /** The supervisor, another name of `supervisor_id`. (Reference server; beyond the spec.) */
  user_id?: number | null;
};

/** The list query of a supervisor of a person: paging, search, order and a filter on each field. */
export type SupervisorQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    supervisor_id?: string | number | boolean | FilterCondition;
    user_id?: string | number | boolean | FilterCondition;
  };
};

/** A fact about the running system. */
export type SystemInfo = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** What is described (`version`, `region`…). (Reference server; beyond the spec.) */
  name?: string;
  /** Its value. (Reference server; beyond the spec.) */
  value?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a fact about the running system sends. */
export type SystemInfoInput = {
  /** What is described (`version`, `region`…). (Reference server; beyond the spec.) */
  name?: string;
  /** Its value. (Reference server; beyond the spec.) */
  value?: string;
};

/** The list query of a fact about the running system: paging, search, order and a filter on each field. */
export type SystemInfoQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    value?: string | number | boolean | FilterCondition;
  };
};

/** A tag records may carry. */
export type Tag = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
  /** What it means, in words. (Reference server; beyond the spec.) */
  description?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a tag records may carry sends. */
export type TagInput = {
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
  /** What it means, in words. (Reference server; beyond the spec.) */
  description?: string;
};

/** The list query of a tag records may carry: paging, search, order and a filter on each field. */
export type TagQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    description?: string | number | boolean | FilterCondition;
  };
};

/** A task (`/tasks/`). */
export type Task = {
  /** Title (1 to 300 characters). (Reference server; beyond the spec.) */
  title?: string;
  /** Open, in progress, done or cancelled. (Reference server; beyond the spec.) */
  status?: 'open' | 'in_progress' | 'done' | 'cancelled';
  /** Low, normal, high or urgent. (Reference server; beyond the spec.) */
  priority?: 'low' | 'normal' | 'high' | 'urgent';
  /** The person doing it. (Reference server; beyond the spec.) */
  assignee_id?: number | null;
  /** When it is due, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  due_date?: string | null;
  /** The team it belongs to. (Reference server; beyond the spec.) */
  team_id?: number | null;
  /** The task id. (Reference server; beyond the spec.) */
  id: number;
  /** The day it was created, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  created_on?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** A person a task is assigned to. */
export type TaskAssignee = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The person. (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** When it was assigned (ISO date-time). (Reference server; beyond the spec.) */
  assigned_at?: string | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a person a task is assigned to sends. */
export type TaskAssigneeInput = {
  /** The person. (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** When it was assigned (ISO date-time). (Reference server; beyond the spec.) */
  assigned_at?: string | null;
};

/** The list query of a person a task is assigned to: paging, search, order and a filter on each field. */
export type TaskAssigneeQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    user_id?: string | number | boolean | FilterCondition;
    assigned_at?: string | number | boolean | FilterCondition;
  };
};

/** An entry of a task’s history. */
export type TaskHistoryEntry = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** `created`, or the kind of change. (Reference server; beyond the spec.) */
  action?: string;
  /** The field that changed. (Reference server; beyond the spec.) */
  field?: string;
  /** Its value before. (Reference server; beyond the spec.) */
  from?: unknown;
  /** Its value after. (Reference server; beyond the spec.) */
  to?: unknown;
  /** When (ISO date-time). (Reference server; beyond the spec.) */
  at?: string | null;
  /** Who. (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of an entry of a task’s history sends. */
export type TaskHistoryEntryInput = {
  /** `created`, or the kind of change. (Reference server; beyond the spec.) */
  action?: string;
  /** The field that changed. (Reference server; beyond the spec.) */
  field?: string;
  /** Its value before. (Reference server; beyond the spec.) */
  from?: unknown;
  /** Its value after. (Reference server; beyond the spec.) */
  to?: unknown;
  /** When (ISO date-time). (Reference server; beyond the spec.) */
  at?: string | null;
  /** Who. (Reference server; beyond the spec.) */
  user_id?: number | null;
};

/** The list query of an entry of a task’s history: paging, search, order and a filter on each field. */
export type TaskHistoryEntryQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    action?: string | number | boolean | FilterCondition;
    field?: string | number | boolean | FilterCondition;
    from?: string | number | boolean | FilterCondition;
    to?: string | number | boolean | FilterCondition;
    at?: string | number | boolean | FilterCondition;
    user_id?: string | number | boolean | FilterCondition;
  };
};

/** The fields a store or update of a task sends. */
export type TaskInput = {
  /** Title (1 to 300 characters). (Reference server; beyond the spec.) */
  title?: string;
  /** Open, in progress, done or cancelled. (Reference server; beyond the spec.) */
  status?: 'open' | 'in_progress' | 'done' | 'cancelled';
  /** Low, normal, high or urgent. (Reference server; beyond the spec.) */
  priority?: 'low' | 'normal' | 'high' | 'urgent';
  /** The person doing it. (Reference server; beyond the spec.) */
  assignee_id?: number | null;
  /** When it is due, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  due_date?: string | null;
  /** The team it belongs to. (Reference server; beyond the spec.) */
  team_id?: number | null;
};

/** A reason someone left a task. */
export type TaskLeavingReason = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
  /** What it means, in words. (Reference server; beyond the spec.) */
  description?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a reason someone left a task sends. */
export type TaskLeavingReasonInput = {
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
  /** What it means, in words. (Reference server; beyond the spec.) */
  description?: string;
};

/** The list query of a reason someone left a task: paging, search, order and a filter on each field. */
export type TaskLeavingReasonQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    description?: string | number | boolean | FilterCondition;
  };
};

/** A priority a task may have. */
export type TaskPriority = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The priority’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Its place, from most urgent. (Reference server; beyond the spec.) */
  position?: number;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a priority a task may have sends. */
export type TaskPriorityInput = {
  /** The priority’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Its place, from most urgent. (Reference server; beyond the spec.) */
  position?: number;
};

/** The list query of a priority a task may have: paging, search, order and a filter on each field. */
export type TaskPriorityQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    position?: string | number | boolean | FilterCondition;
  };
};

/** The query of `tasks.list`: paging, search, order and field filters. */
export type TaskQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    title?: string | number | boolean | FilterCondition;
    status?: string | number | boolean | FilterCondition;
    priority?: string | number | boolean | FilterCondition;
    assignee_id?: string | number | boolean | FilterCondition;
    team_id?: string | number | boolean | FilterCondition;
    due_date?: string | number | boolean | FilterCondition;
    updated_at?: string | number | boolean | FilterCondition;
  };
};

/** A status a task may have. */
export type TaskStatus = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The status’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Whether a task in it is finished. (Reference server; beyond the spec.) */
  closed?: boolean;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a status a task may have sends. */
export type TaskStatusInput = {
  /** The status’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Whether a task in it is finished. (Reference server; beyond the spec.) */
  closed?: boolean;
};

/** The list query of a status a task may have: paging, search, order and a filter on each field. */
export type TaskStatusQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    closed?: string | number | boolean | FilterCondition;
  };
};

/** A team with its nested children. */
export type Team = {
  id: number | string;
  name: string;
  icon?: string | null;
  disabled?: boolean | null;
  children?: Team[] | null;
};

/** A team’s residential availability on a day. */
export type TeamAvailability = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The team. (Reference server; beyond the spec.) */
  team_id?: number | null;
  /** The day, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  date?: string | null;
  /** Whether stays may start on it. (Reference server; beyond the spec.) */
  available?: boolean;
  /** Rooms free. (Reference server; beyond the spec.) */
  rooms?: number;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a team’s residential availability on a day sends. */
export type TeamAvailabilityInput = {
  /** The team. (Reference server; beyond the spec.) */
  team_id?: number | null;
  /** The day, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  date?: string | null;
  /** Whether stays may start on it. (Reference server; beyond the spec.) */
  available?: boolean;
  /** Rooms free. (Reference server; beyond the spec.) */
  rooms?: number;
};

/** The list query of a team’s residential availability on a day: paging, search, order and a filter on each field. */
export type TeamAvailabilityQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    team_id?: string | number | boolean | FilterCondition;
    date?: string | number | boolean | FilterCondition;
    available?: string | number | boolean | FilterCondition;
    rooms?: string | number | boolean | FilterCondition;
  };
};

/** An entry of a team’s history. */
export type TeamHistoryEntry = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** What happened (`renamed`, `moved`…). (Reference server; beyond the spec.) */
  action?: string;
  /** What happened, in words. (Reference server; beyond the spec.) */
  summary?: string;
  /** Who did it (a person). (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of an entry of a team’s history sends. */
export type TeamHistoryEntryInput = {
  /** What happened (`renamed`, `moved`…). (Reference server; beyond the spec.) */
  action?: string;
  /** What happened, in words. (Reference server; beyond the spec.) */
  summary?: string;
  /** Who did it (a person). (Reference server; beyond the spec.) */
  user_id?: number | null;
};

/** The list query of an entry of a team’s history: paging, search, order and a filter on each field. */
export type TeamHistoryEntryQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    action?: string | number | boolean | FilterCondition;
    summary?: string | number | boolean | FilterCondition;
    user_id?: string | number | boolean | FilterCondition;
  };
};

/** The fields a store of a team sends (`name` is required); an update sends any of them. */
export type TeamInput = {
  /** Name (1 to 200 characters). (Reference server; beyond the spec.) */
  name: string;
  /** The parent team; null for a top team. (Reference server; beyond the spec.) */
  parent_id?: number | null;
  /** Icon name. */
  icon?: string | null;
  /** A disabled team is shown greyed out. */
  disabled?: boolean;
  /** Hidden from the team tree. (Reference server; beyond the spec.) */
  hidden?: boolean;
  /** Residential changeover weekday, 0 = Sunday … 6 = Saturday. (Reference server; beyond the spec.) */
  changeover_day?: number | null;
};

/** A site of a team: a place it works from. */
export type TeamPlace = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The site’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Its address. (Reference server; beyond the spec.) */
  address?: string;
  /** Latitude. (Reference server; beyond the spec.) */
  lat?: number;
  /** Longitude. (Reference server; beyond the spec.) */
  long?: number;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a site of a team: a place it works from sends. */
export type TeamPlaceInput = {
  /** The site’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** Its address. (Reference server; beyond the spec.) */
  address?: string;
  /** Latitude. (Reference server; beyond the spec.) */
  lat?: number;
  /** Longitude. (Reference server; beyond the spec.) */
  long?: number;
};

/** The list query of a site of a team: a place it works from: paging, search, order and a filter on each field. */
export type TeamPlaceQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    address?: string | number | boolean | FilterCondition;
    lat?: string | number | boolean | FilterCondition;
    long?: string | number | boolean | FilterCondition;
  };
};

/** The list query of the teams: paging, search, order and a filter on each field. */
export type TeamQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    parent_id?: string | number | boolean | FilterCondition;
    icon?: string | number | boolean | FilterCondition;
    disabled?: string | number | boolean | FilterCondition;
    hidden?: string | number | boolean | FilterCondition;
    changeover_day?: string | number | boolean | FilterCondition;
  };
};

/** The public team search. */
export type TeamSearchQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size. */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Teams whose name contains this. (Reference server; beyond the spec.) */
  q?: string;
  /** `true` (signed in) keeps hidden teams. (Reference server; beyond the spec.) */
  include_hidden?: boolean | 'true' | 'false';
};

/** A team’s public site: what its page shows (`{}` while the team has none). */
export type TeamSite = {
  /** The site’s record (absent, and every field, while the team has none). (Reference server; beyond the spec.) */
  id?: number;
  /** Its title; a site without one is not shown. (Reference server; beyond the spec.) */
  title?: string;
  /** Its text (markdown). (Reference server; beyond the spec.) */
  text?: string;
  /** Where contact-us messages go. (Reference server; beyond the spec.) */
  contact_email?: string;
  /** A phone number shown. (Reference server; beyond the spec.) */
  contact_phone?: string;
  /** An address shown. (Reference server; beyond the spec.) */
  address?: string;
  /** `false` hides the site. (Reference server; beyond the spec.) */
  published?: boolean;
  /** When first saved (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string | null;
  /** When last saved (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string | null;
  /** The version, for `ifMatch`. (Reference server; beyond the spec.) */
  etag?: string;
};

/** The hero of a team’s public site. */
export type TeamSiteHero = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The team. (Reference server; beyond the spec.) */
  team_id?: number | null;
  /** The heading. (Reference server; beyond the spec.) */
  title?: string;
  /** The text under it. (Reference server; beyond the spec.) */
  text?: string;
  /** Its image. (Reference server; beyond the spec.) */
  image_url?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of the hero of a team’s public site sends. */
export type TeamSiteHeroInput = {
  /** The team. (Reference server; beyond the spec.) */
  team_id?: number | null;
  /** The heading. (Reference server; beyond the spec.) */
  title?: string;
  /** The text under it. (Reference server; beyond the spec.) */
  text?: string;
  /** Its image. (Reference server; beyond the spec.) */
  image_url?: string;
};

/** The list query of the hero of a team’s public site: paging, search, order and a filter on each field. */
export type TeamSiteHeroQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    team_id?: string | number | boolean | FilterCondition;
    title?: string | number | boolean | FilterCondition;
    text?: string | number | boolean | FilterCondition;
    image_url?: string | number | boolean | FilterCondition;
  };
};

/** The fields of a team’s public site. */
export type TeamSiteInput = {
  /** Its title; a site without one is not shown. (Reference server; beyond the spec.) */
  title?: string;
  /** Its text (markdown). (Reference server; beyond the spec.) */
  text?: string;
  /** Where contact-us messages go. (Reference server; beyond the spec.) */
  contact_email?: string;
  /** A phone number shown. (Reference server; beyond the spec.) */
  contact_phone?: string;
  /** An address shown. (Reference server; beyond the spec.) */
  address?: string;
  /** `false` hides the site. (Reference server; beyond the spec.) */
  published?: boolean;
};

/** The query of the team trees. */
export type TeamTreeQuery = {
  /** Only teams whose name contains this (with their ancestors). (Reference server; beyond the spec.) */
  q?: string;
  /** `true` keeps hidden teams (and their sub-teams); they are left out by default. (Reference server; beyond the spec.) */
  include_hidden?: 'true' | 'false' | boolean;
  /** `false` drops disabled teams; they are kept by default. (Reference server; beyond the spec.) */
  include_disabled?: 'true' | 'false' | boolean;
};

/** Whether a team is hidden: `show` answers `{ team_id, hidden }`, `store` (`{ hidden? }`, default true) the team. */
export type TeamVisibility = {
  /** The team (`show`). (Reference server; beyond the spec.) */
  team_id?: number;
  /** The team (`store` answers the team’s record). (Reference server; beyond the spec.) */
  id?: number;
  /** Hidden: out of the public team search and the team trees (unless `include_hidden=true`). (Reference server; beyond the spec.) */
  hidden: boolean;
};

/** Whether a team is hidden from the public team search and the team trees. */
export type TeamVisibilityChange = {
  /** `false` shows the team again (default `true`). (Reference server; beyond the spec.) */
  hidden?: boolean;
};

/** A telemetry event. */
export type TelemetryEvent = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** What happened (`screen_view`…). (Reference server; beyond the spec.) */
  name?: string;
  /** Its details. (Reference server; beyond the spec.) */
  properties?: Record<string, unknown> | null;
  /** When it happened (ISO date-time). (Reference server; beyond the spec.) */
  occurred_at?: string | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a telemetry event sends. */
export type TelemetryEventInput = {
  /** What happened (`screen_view`…). (Reference server; beyond the spec.) */
  name?: string;
  /** Its details. (Reference server; beyond the spec.) */
  properties?: Record<string, unknown> | null;
  /** When it happened (ISO date-time). (Reference server; beyond the spec.) */
  occurred_at?: string | null;
};

/** The list query of a telemetry event: paging, search, order and a filter on each field. */
export type TelemetryEventQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    properties?: string | number | boolean | FilterCondition;
    occurred_at?: string | number | boolean | FilterCondition;
  };
};

/** Terms people accept. */
export type Terms = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** Title. (Reference server; beyond the spec.) */
  title?: string;
  /** The terms (Markdown). (Reference server; beyond the spec.) */
  body?: string;
  /** Their version; a new one asks again. (Reference server; beyond the spec.) */
  version?: number;
  /** When they were published (ISO date-time). (Reference server; beyond the spec.) */
  published_at?: string | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of terms people accept sends. */
export type TermsInput = {
  /** Title. (Reference server; beyond the spec.) */
  title?: string;
  /** The terms (Markdown). (Reference server; beyond the spec.) */
  body?: string;
  /** Their version; a new one asks again. (Reference server; beyond the spec.) */
  version?: number;
  /** When they were published (ISO date-time). (Reference server; beyond the spec.) */
  published_at?: string | null;
};

/** The list query of terms people accept: paging, search, order and a filter on each field. */
export type TermsQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    title?: string | number | boolean | FilterCondition;
    body?: string | number | boolean | FilterCondition;
    version?: string | number | boolean | FilterCondition;
    published_at?: string | number | boolean | FilterCondition;
  };
};

/** A timezone. */
export type Timezone = {
  name: string;
  display_text: string;
  alias?: string | null;
};

/** A to-do of a person. */
export type Todo = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** What to do. (Reference server; beyond the spec.) */
  title?: string;
  /** When it is due, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  due_date?: string | null;
  /** Set once it is done. (Reference server; beyond the spec.) */
  done?: boolean;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a to-do of a person sends. */
export type TodoInput = {
  /** What to do. (Reference server; beyond the spec.) */
  title?: string;
  /** When it is due, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  due_date?: string | null;
  /** Set once it is done. (Reference server; beyond the spec.) */
  done?: boolean;
};

/** The list query of a to-do of a person: paging, search, order and a filter on each field. */
export type TodoQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    title?: string | number | boolean | FilterCondition;
    due_date?: string | number | boolean | FilterCondition;
    done?: string | number | boolean | FilterCondition;
  };
};

/** A token exchanged for a session. */
export type TokenExchange = {
  /** The token to exchange for a session. (Reference server; beyond the spec.) */
  token: string;
};

/** A contact with a person. */
export type Touchpoint = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** Kind of contact (`call`, `email`, `meeting`…). (Reference server; beyond the spec.) */
  type?: string;
  /** The day of the contact, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  date?: string | null;
  /** What was said or done. (Reference server; beyond the spec.) */
  notes?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a contact with a person sends. */
export type TouchpointInput = {
  /** Kind of contact (`call`, `email`, `meeting`…). (Reference server; beyond the spec.) */
  type?: string;
  /** The day of the contact, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  date?: string | null;
  /** What was said or done. (Reference server; beyond the spec.) */
  notes?: string;
};

/** The list query of a contact with a person: paging, search, order and a filter on each field. */
export type TouchpointQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    type?: string | number | boolean | FilterCondition;
    date?: string | number | boolean | FilterCondition;
    notes?: string | number | boolean | FilterCondition;
  };
};

/** A kind of touchpoint. */
export type TouchpointType = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
  /** What it means, in words. (Reference server; beyond the spec.) */
  description?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a kind of touchpoint sends. */
export type TouchpointTypeInput = {
  /** The name shown to choose from. (Reference server; beyond the spec.) */
  name?: string;
  /** What it means, in words. (Reference server; beyond the spec.) */
  description?: string;
};

/** The list query of a kind of touchpoint: paging, search, order and a filter on each field. */
export type TouchpointTypeQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    name?: string | number | boolean | FilterCondition;
    description?: string | number | boolean | FilterCondition;
  };
};

/** One point of each module’s adoption: the percent completed (`value`), completed and assigned. */
export type TrainingAdoptionPoint = {
  /** What the figure is of (a status, a month `YYYY-MM`, a name). (Reference server; beyond the spec.) */
  label: string;
  /** The figure, in the report’s `unit`. (Reference server; beyond the spec.) */
  value: number;
  /** Inductions of the module completed. (Reference server; beyond the spec.) */
  completed: number;
  /** Inductions of the module assigned. (Reference server; beyond the spec.) */
  assigned: number;
};

/** A report of each module’s adoption: the percent completed (`value`), completed and assigned. */
export type TrainingAdoptionReport = {
  /** The points, in the report’s order. (Reference server; beyond the spec.) */
  data: TrainingAdoptionPoint[];
  meta: ReportMeta;
};

/** A report of inductions by module and person: outstanding ones, and those completed in the range. */
export type TrainingByModuleReport = {
  /** The rows, in the report’s order. (Reference server; beyond the spec.) */
  data: TrainingByModuleRow[];
  meta: ReportMeta;
};

/** One row of inductions by module and person: outstanding ones, and those completed in the range. */
export type TrainingByModuleRow = {
  /** The induction. (Reference server; beyond the spec.) */
  id: number;
  /** The module. (Reference server; beyond the spec.) */
  module_id: number;
  /** The module’s name. (Reference server; beyond the spec.) */
  module: string | null;
  /** The person. (Reference server; beyond the spec.) */
  user_id: number;
  /** Their name. (Reference server; beyond the spec.) */
  name: string;
  /** `pending` or `completed`. (Reference server; beyond the spec.) */
  status: string;
  /** When it was completed (ISO date-time). (Reference server; beyond the spec.) */
  completed_at: string | null;
};

/** A report of each person’s inductions, least completed first. */
export type TrainingByPersonReport = {
  /** The rows, in the report’s order. (Reference server; beyond the spec.) */
  data: TrainingByPersonRow[];
  meta: ReportMeta;
};

/** One row of each person’s inductions, least completed first. */
export type TrainingByPersonRow = {
  /** The person. (Reference server; beyond the spec.) */
  id: number;
  /** Their name. (Reference server; beyond the spec.) */
  name: string;
  /** Inductions completed. (Reference server; beyond the spec.) */
  completed: number;
  /** Inductions assigned. (Reference server; beyond the spec.) */
  assigned: number;
  /** Percent completed. (Reference server; beyond the spec.) */
  percent: number;
};

/** A trust token for the caller’s own account. */
export type TrustToken = {
  /** Send it as `trust_token` when signing in: this computer skips the second factor. (Reference server; beyond the spec.) */
  trust_token: string;
};

/** A two-factor step: `{ code }` confirms a set-up; `{ enabled: false, code }` turns it off (an administrator resetting another person’s sends no code). */
export type TwoFactorChange = {
  /** The 6-digit code from the authenticator app: confirms the set-up, or (for oneself) proves the app is at hand to turn it off. (Reference server; beyond the spec.) */
  code?: string;
  /** `false` turns two-factor sign-in off. (Reference server; beyond the spec.) */
  enabled?: boolean;
};

/** Two-factor sign-in: `store` starts a set-up (the secret, once), `update` with a code turns it on, or off with `{ enabled: false }`. */
export type TwoFactorSetup = {
  /** The set-up (`update(id, { code })` confirms it). (Reference server; beyond the spec.) */
  id: number;
  /** Two-factor sign-in is on. (Reference server; beyond the spec.) */
  enabled: boolean;
  /** The TOTP secret (base32), answered once by `store`, for an authenticator app. (Reference server; beyond the spec.) */
  secret?: string | null;
  /** The same as an `otpauth://` URL (a QR code). (Reference server; beyond the spec.) */
  otpauth_url?: string;
};

/** A dated period a person cannot volunteer. */
export type UnavailablePeriod = {
  /** First day, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  start: string;
  /** Last day, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  end: string;
  /** Why (at most 200 characters). (Reference server; beyond the spec.) */
  reason?: string;
};

/** A report of the shifts and event sessions in the range (default the next 30 days), at most 200. */
export type UpcomingActivitiesReport = {
  /** The rows, in the report’s order. (Reference server; beyond the spec.) */
  data: UpcomingActivitiesRow[];
  meta: ReportMeta;
};

/** One row of the shifts and event sessions in the range (default the next 30 days), at most 200. */
export type UpcomingActivitiesRow = {
  /** The shift or the event session. (Reference server; beyond the spec.) */
  id: number;
  /** `shift` or `event` (a session of an event). (Reference server; beyond the spec.) */
  type: 'shift' | 'event';
  /** The shift’s title or the session’s name. (Reference server; beyond the spec.) */
  title: string | null;
  /** The team running it. (Reference server; beyond the spec.) */
  team_id: number | null;
  /** The team’s name. (Reference server; beyond the spec.) */
  team: string | null;
  /** When it starts (ISO date-time). (Reference server; beyond the spec.) */
  start: string | null;
  /** When it ends (ISO date-time). (Reference server; beyond the spec.) */
  end: string | null;
  /** Places. (Reference server; beyond the spec.) */
  places: number;
  /** Places taken. (Reference server; beyond the spec.) */
  filled: number;
};

/** A file uploaded with a record (multipart/form-data). */
export type UploadedFile = {
  /** The form field it was sent in. (Reference server; beyond the spec.) */
  field: string;
  /** Its name. (Reference server; beyond the spec.) */
  file_name: string;
  /** Its media type. (Reference server; beyond the spec.) */
  mime_type: string;
  /** Size in bytes. (Reference server; beyond the spec.) */
  size: number;
  /** Where to download it (with the session’s token). (Reference server; beyond the spec.) */
  url: string;
};

/** A person (`/users/`). */
export type User = {
  id: number | string;
  timezone?: string | null;
  organisation?: Organisation | null;
  permissions?: string[] | null;
  /** E-mail address; also the login. (Reference server; beyond the spec.) */
  email: string;
  /** First name (at most 100 characters). (Reference server; beyond the spec.) */
  first_name?: string;
  /** Last name (at most 100 characters). (Reference server; beyond the spec.) */
  last_name?: string;
  /** The permission groups the person is in. (Reference server; beyond the spec.) */
  permission_group_ids?: number[] | null;
  /** Date of birth, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  date_of_birth?: string | null;
  /** Status of the person. (Reference server; beyond the spec.) */
  status?: 'active' | 'applicant' | 'inactive' | 'leaver' | 'blocked' | 'locked';
  /** First day volunteering, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  start_date?: string | null;
  /** Last day, for leavers, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  leave_date?: string | null;
  /** Why the person left. (Reference server; beyond the spec.) */
  leaving_reason?: string | null;
  /** Why the person volunteers. (Reference server; beyond the spec.) */
  motivation?: string | null;
  /** Ids of the teams the person belongs to. (Reference server; beyond the spec.) */
  team_ids?: number[];
  /** Main role (`volunteer`, `staff`...). (Reference server; beyond the spec.) */
  role?: string;
  /** Role profile names. (Reference server; beyond the spec.) */
  roles?: string[];
  /** Start of the last shift the person was scheduled on (ISO date-time). (Reference server; beyond the spec.) */
  last_scheduled_at?: string | null;
  /** Phone number. (Reference server; beyond the spec.) */
  phone?: string;
  /** Postcode. (Reference server; beyond the spec.) */
  postcode?: string;
  /** Emergency contact name. (Reference server; beyond the spec.) */
  emergency_contact?: string;
  /** Skill names. (Reference server; beyond the spec.) */
  skills?: string[];
  /** Vetting state (`cleared`, `pending`, `none`). (Reference server; beyond the spec.) */
  vetting_status?: string;
  /** When the vetting expires, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  vetting_expires?: string | null;
  /** Language of the person’s own screens (`en-GB` or `cy`). (Reference server; beyond the spec.) */
  locale?: 'en-GB' | 'cy';
  /** Usual availability as `<weekday>-<part>` (`monday-morning`), at most 21. (Reference server; beyond the spec.) */
  availability?: (
    | 'monday-morning'
    | 'monday-afternoon'
    | 'monday-evening'
    | 'tuesday-morning'
    | 'tuesday-afternoon'
    | 'tuesday-evening'
    | 'wednesday-morning'
    | 'wednesday-afternoon'
    | 'wednesday-evening'
    | 'thursday-morning'
    | 'thursday-afternoon'
    | 'thursday-evening'
    | 'friday-morning'
    | 'friday-afternoon'
    | 'friday-evening'
    | 'saturday-morning'
    | 'saturday-afternoon'
    | 'saturday-evening'
    | 'sunday-morning'
    | 'sunday-afternoon'
    | 'sunday-evening'
  )[];
  /** Dated periods the person cannot volunteer, at most 50. (Reference server; beyond the spec.) */
  unavailable_periods?: UnavailablePeriod[];
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
  /** Ids of the teams the person leads. (Reference server; beyond the spec.) */
  led_team_ids?: number[];
  /** Last sign-in (ISO date-time). (Reference server; beyond the spec.) */
  last_login_at?: string | null;
  /** Set while the person is blocked. (Reference server; beyond the spec.) */
  blocked?: boolean;
  /** Why the person is blocked. (Reference server; beyond the spec.) */
  blocked_reason?: string | null;
  /** Set once the personal fields were replaced on request (ISO date-time). (Reference server; beyond the spec.) */
  anonymised_at?: string | null;
  /** The guardian of a minor. (Reference server; beyond the spec.) */
  guardian_id?: number | null;
};

/** A person’s own view of an application. */
export type UserApplication = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The recruitment category applied to. (Reference server; beyond the spec.) */
  category_id?: number | null;
  /** The category’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** The recruitment stage reached. (Reference server; beyond the spec.) */
  stage?: string;
  /** `pending`, `accepted`, `rejected` or `withdrawn`. (Reference server; beyond the spec.) */
  status?: string;
  /** When the person applied, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  applied_at?: string | null;
  /** References received so far. (Reference server; beyond the spec.) */
  references_received?: number;
  /** References the category asks for. (Reference server; beyond the spec.) */
  references_needed?: number;
  /** The organisation’s application (`applications`). (Reference server; beyond the spec.) */
  application_id?: number | null;
  /** The opportunity applied to, when there was one. (Reference server; beyond the spec.) */
  opportunity_id?: number | null;
  /** Why the person applied, in their words. (Reference server; beyond the spec.) */
  motivation?: string;
  /** How the application came (`online`). (Reference server; beyond the spec.) */
  source?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a person’s own view of an application sends. */
export type UserApplicationInput = {
  /** The recruitment category applied to. (Reference server; beyond the spec.) */
  category_id?: number | null;
  /** The category’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** The recruitment stage reached. (Reference server; beyond the spec.) */
  stage?: string;
  /** `pending`, `accepted`, `rejected` or `withdrawn`. (Reference server; beyond the spec.) */
  status?: string;
  /** When the person applied, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  applied_at?: string | null;
  /** References received so far. (Reference server; beyond the spec.) */
  references_received?: number;
  /** References the category asks for. (Reference server; beyond the spec.) */
  references_needed?: number;
  /** The organisation’s application (`applications`). (Reference server; beyond the spec.) */
  application_id?: number | null;
  /** The opportunity applied to, when there was one. (Reference server; beyond the spec.) */
  opportunity_id?: number | null;
  /** Why the person applied, in their words. (Reference server; beyond the spec.) */
  motivation?: string;
  /** How the application came (`online`). (Reference server; beyond the spec.) */
  source?: string;
};

/** The list query of a person’s own view of an application: paging, search, order and a filter on each field. */
export type UserApplicationQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    category_id?: string | number | boolean | FilterCondition;
    name?: string | number | boolean | FilterCondition;
    stage?: string | number | boolean | FilterCondition;
    status?: string | number | boolean | FilterCondition;
    applied_at?: string | number | boolean | FilterCondition;
    references_received?: string | number | boolean | FilterCondition;
    references_needed?: string | number | boolean | FilterCondition;
    application_id?: string | number | boolean | FilterCondition;
    opportunity_id?: string | number | boolean | FilterCondition;
    motivation?: string | number | boolean | FilterCondition;
    source?: string | number | boolean | FilterCondition;
  };
};

/** The fields a store of a person sends (`email` is required); an update sends any of them. */
export type UserInput = {
  /** E-mail address; also the login. (Reference server; beyond the spec.) */
  email: string;
  /** First name (at most 100 characters). (Reference server; beyond the spec.) */
  first_name?: string;
  /** Last name (at most 100 characters). (Reference server; beyond the spec.) */
  last_name?: string;
  /** IANA timezone, e.g. `Europe/London`. */
  timezone?: string;
  /** Permission names. */
  permissions?: string[];
  /** The permission groups the person is in. (Reference server; beyond the spec.) */
  permission_group_ids?: number[] | null;
  /** Date of birth, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  date_of_birth?: string | null;
  /** Status of the person. (Reference server; beyond the spec.) */
  status?: 'active' | 'applicant' | 'inactive' | 'leaver' | 'blocked' | 'locked';
  /** First day volunteering, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  start_date?: string | null;
  /** Last day, for leavers, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  leave_date?: string | null;
  /** Why the person left. (Reference server; beyond the spec.) */
  leaving_reason?: string | null;
  /** Why the person volunteers. (Reference server; beyond the spec.) */
  motivation?: string | null;
  /** Ids of the teams the person belongs to. (Reference server; beyond the spec.) */
  team_ids?: number[];
  /** Main role (`volunteer`, `staff`...). (Reference server; beyond the spec.) */
  role?: string;
  /** Role profile names. (Reference server; beyond the spec.) */
  roles?: string[];
  /** Start of the last shift the person was scheduled on (ISO date-time). (Reference server; beyond the spec.) */
  last_scheduled_at?: string | null;
  /** Phone number. (Reference server; beyond the spec.) */
  phone?: string;
  /** Postcode. (Reference server; beyond the spec.) */
  postcode?: string;
  /** Emergency contact name. (Reference server; beyond the spec.) */
  emergency_contact?: string;
  /** Skill names. (Reference server; beyond the spec.) */
  skills?: string[];
  /** Vetting state (`cleared`, `pending`, `none`). (Reference server; beyond the spec.) */
  vetting_status?: string;
  /** When the vetting expires, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  vetting_expires?: string | null;
  /** Language of the person’s own screens (`en-GB` or `cy`). (Reference server; beyond the spec.) */
  locale?: 'en-GB' | 'cy';
  /** Usual availability as `<weekday>-<part>` (`monday-morning`), at most 21. (Reference server; beyond the spec.) */
  availability?: (
    | 'monday-morning'
    | 'monday-afternoon'
    | 'monday-evening'
    | 'tuesday-morning'
    | 'tuesday-afternoon'
    | 'tuesday-evening'
    | 'wednesday-morning'
    | 'wednesday-afternoon'
    | 'wednesday-evening'
    | 'thursday-morning'
    | 'thursday-afternoon'
    | 'thursday-evening'
    | 'friday-morning'
    | 'friday-afternoon'
    | 'friday-evening'
    | 'saturday-morning'
    | 'saturday-afternoon'
    | 'saturday-evening'
    | 'sunday-morning'
    | 'sunday-afternoon'
    | 'sunday-evening'
  )[];
  /** Dated periods the person cannot volunteer, at most 50. (Reference server; beyond the spec.) */
  unavailable_periods?: UnavailablePeriod[];
};

/** The query of `users.list`: paging, search (`q`), order (`sort`) and field filters. */
export type UserQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    status?: string | number | boolean | FilterCondition;
    email?: string | number | boolean | FilterCondition;
    first_name?: string | number | boolean | FilterCondition;
    last_name?: string | number | boolean | FilterCondition;
    role?: string | number | boolean | FilterCondition;
    team_ids?: string | number | boolean | FilterCondition;
    start_date?: string | number | boolean | FilterCondition;
    leave_date?: string | number | boolean | FilterCondition;
    last_scheduled_at?: string | number | boolean | FilterCondition;
    updated_at?: string | number | boolean | FilterCondition;
  };
};

/** A person’s own copy of a residential booking. */
export type UserResidentialBooking = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The team (site) of the room. (Reference server; beyond the spec.) */
  team_id?: number | null;
  /** The room (`organisation.teams.residentialRooms`). (Reference server; beyond the spec.) */
  room_id?: number | null;
  /** The room’s name. (Reference server; beyond the spec.) */
  room_name?: string | null;
  /** The guest, when a person of the organisation. (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** The guest’s name. (Reference server; beyond the spec.) */
  guest_name?: string | null;
  /** Arrival day, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  starts_on?: string | null;
  /** Departure day, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  ends_on?: string | null;
  /** `booked`, `completed` or `cancelled`. (Reference server; beyond the spec.) */
  status?: string;
  /** Notes on the stay. (Reference server; beyond the spec.) */
  notes?: string | null;
  /** When a person booked it themselves (ISO date-time). (Reference server; beyond the spec.) */
  booked_at?: string | null;
  /** Why it was cancelled. (Reference server; beyond the spec.) */
  cancel_reason?: string | null;
  /** When it was cancelled (ISO date-time). (Reference server; beyond the spec.) */
  cancelled_at?: string | null;
  /** The organisation’s booking (`residentialBookings`). (Reference server; beyond the spec.) */
  booking_id?: number | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a person’s own copy of a residential booking sends. */
export type UserResidentialBookingInput = {
  /** The team (site) of the room. (Reference server; beyond the spec.) */
  team_id?: number | null;
  /** The room (`organisation.teams.residentialRooms`). (Reference server; beyond the spec.) */
  room_id?: number | null;
  /** The room’s name. (Reference server; beyond the spec.) */
  room_name?: string | null;
  /** The guest, when a person of the organisation. (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** The guest’s name. (Reference server; beyond the spec.) */
  guest_name?: string | null;
  /** Arrival day, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  starts_on?: string | null;
  /** Departure day, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  ends_on?: string | null;
  /** `booked`, `completed` or `cancelled`. (Reference server; beyond the spec.) */
  status?: string;
  /** Notes on the stay. (Reference server; beyond the spec.) */
  notes?: string | null;
  /** When a person booked it themselves (ISO date-time). (Reference server; beyond the spec.) */
  booked_at?: string | null;
  /** Why it was cancelled. (Reference server; beyond the spec.) */
  cancel_reason?: string | null;
  /** When it was cancelled (ISO date-time). (Reference server; beyond the spec.) */
  cancelled_at?: string | null;
  /** The organisation’s booking (`residentialBookings`). (Reference server; beyond the spec.) */
  booking_id?: number | null;
};

/** The list query of a person’s own copy of a residential booking: paging, search, order and a filter on each field. */
export type UserResidentialBookingQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    team_id?: string | number | boolean | FilterCondition;
    room_id?: string | number | boolean | FilterCondition;
    room_name?: string | number | boolean | FilterCondition;
    user_id?: string | number | boolean | FilterCondition;
    guest_name?: string | number | boolean | FilterCondition;
    starts_on?: string | number | boolean | FilterCondition;
    ends_on?: string | number | boolean | FilterCondition;
    status?: string | number | boolean | FilterCondition;
    notes?: string | number | boolean | FilterCondition;
    booked_at?: string | number | boolean | FilterCondition;
    cancel_reason?: string | number | boolean | FilterCondition;
    cancelled_at?: string | number | boolean | FilterCondition;
    booking_id?: string | number | boolean | FilterCondition;
  };
};

/** A skill a person has. */
export type UserSkill = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The skill (`organisation.skills`). (Reference server; beyond the spec.) */
  skill_id?: number | null;
  /** The skill category (`organisation.skillCategories`). (Reference server; beyond the spec.) */
  category_id?: number | null;
  /** The skill’s name. (Reference server; beyond the spec.) */
  name?: string;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a skill a person has sends. */
export type UserSkillInput = {
  /** The skill (`organisation.skills`). (Reference server; beyond the spec.) */
  skill_id?: number | null;
  /** The skill category (`organisation.skillCategories`). (Reference server; beyond the spec.) */
  category_id?: number | null;
  /** The skill’s name. (Reference server; beyond the spec.) */
  name?: string;
};

/** The list query of a skill a person has: paging, search, order and a filter on each field. */
export type UserSkillQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    skill_id?: string | number | boolean | FilterCondition;
    category_id?: string | number | boolean | FilterCondition;
    name?: string | number | boolean | FilterCondition;
  };
};

/** A vetting check of a person. */
export type VettingCheck = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** The person. (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** The disclosure (`organisation.disclosureTypes`). (Reference server; beyond the spec.) */
  disclosure_type_id?: number | null;
  /** The clearances it gives (`organisation.clearanceFlags`). (Reference server; beyond the spec.) */
  clearance_flag_ids?: number[];
  /** The certificate’s reference. (Reference server; beyond the spec.) */
  reference?: string;
  /** When it was issued, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  issued_on?: string | null;
  /** When it expires, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  expires_on?: string | null;
  /** When the person applied for it, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  applied_on?: string | null;
  /** `cleared` (the only status that counts), `pending` or `refused`. (Reference server; beyond the spec.) */
  status?: string;
  /** When a renewal was asked for (ISO date-time). (Reference server; beyond the spec.) */
  renewal_requested_at?: string | null;
  /** Who asked. (Reference server; beyond the spec.) */
  renewal_requested_by?: number | null;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a vetting check of a person sends. */
export type VettingCheckInput = {
  /** The person. (Reference server; beyond the spec.) */
  user_id?: number | null;
  /** The disclosure (`organisation.disclosureTypes`). (Reference server; beyond the spec.) */
  disclosure_type_id?: number | null;
  /** The clearances it gives (`organisation.clearanceFlags`). (Reference server; beyond the spec.) */
  clearance_flag_ids?: number[];
  /** The certificate’s reference. (Reference server; beyond the spec.) */
  reference?: string;
  /** When it was issued, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  issued_on?: string | null;
  /** When it expires, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  expires_on?: string | null;
  /** When the person applied for it, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  applied_on?: string | null;
  /** `cleared` (the only status that counts), `pending` or `refused`. (Reference server; beyond the spec.) */
  status?: string;
  /** When a renewal was asked for (ISO date-time). (Reference server; beyond the spec.) */
  renewal_requested_at?: string | null;
  /** Who asked. (Reference server; beyond the spec.) */
  renewal_requested_by?: number | null;
};

/** The list query of a vetting check of a person: paging, search, order and a filter on each field. */
export type VettingCheckQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    user_id?: string | number | boolean | FilterCondition;
    disclosure_type_id?: string | number | boolean | FilterCondition;
    clearance_flag_ids?: string | number | boolean | FilterCondition;
    reference?: string | number | boolean | FilterCondition;
    issued_on?: string | number | boolean | FilterCondition;
    expires_on?: string | number | boolean | FilterCondition;
    applied_on?: string | number | boolean | FilterCondition;
    status?: string | number | boolean | FilterCondition;
    renewal_requested_at?: string | number | boolean | FilterCondition;
    renewal_requested_by?: string | number | boolean | FilterCondition;
  };
  /** `confirmed`: instead of the checks, the logged confirmations of warned clearance gaps (who placed whom on what, without which clearance, and why), newest first; `at_risk`: the people placed on upcoming shifts, events, residential stays and applications at Offered or Accepted who will not be cleared on their dates, soonest first (issue 50; staff who may see people, a team leader their teams' work). (Reference server; beyond the spec.) */
  clearance?: 'confirmed' | 'at_risk';
  /** With `clearance=confirmed`: only those made from this day on (YYYY-MM-DD). (Reference server; beyond the spec.) */
  from?: string;
  /** With `clearance=at_risk`: the last day work may start on (YYYY-MM-DD; 90 days on by default). (Reference server; beyond the spec.) */
  to?: string;
  /** With `clearance=at_risk`: only this person's placements. (Reference server; beyond the spec.) */
  user_id?: number | string;
  /** With `clearance=at_risk`: only the work of this team and its sub-teams (the list a change of the team’s requirements links to). (Reference server; beyond the spec.) */
  team_id?: number | string;
  /** With `clearance=at_risk`: only the shifts of this rota (the list a change of the rota’s requirements links to). (Reference server; beyond the spec.) */
  rota_id?: number | string;
};

/** An update of a vetting check that asks the person to renew it (`vetting.update`). */
export type VettingRenewal = {
  /** Ask the person to renew: e-mails and notifies them, sets `renewal_requested_at`. (Reference server; beyond the spec.) */
  request_renewal: true;
};

/** A report of people and their vetting status. */
export type VettingStatusReport = {
  /** The rows, in the report’s order. (Reference server; beyond the spec.) */
  data: VettingStatusRow[];
  meta: ReportMeta;
};

/** One row of people and their vetting status. */
export type VettingStatusRow = {
  /** The person. (Reference server; beyond the spec.) */
  id: number;
  /** Their name. (Reference server; beyond the spec.) */
  name: string;
  /** `none`, `pending`, `cleared`… (`none` when unknown). (Reference server; beyond the spec.) */
  vetting_status: string | null;
  /** When the clearance expires, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  vetting_expires: string | null;
  /** Days until it expires (negative once expired; the expiry report). (Reference server; beyond the spec.) */
  days_left?: number;
};

/** One point of people by how long they volunteered (`value`), with the average length in days. */
export type VolunteeringLengthPoint = {
  /** What the figure is of (a status, a month `YYYY-MM`, a name). (Reference server; beyond the spec.) */
  label: string;
  /** The figure, in the report’s `unit`. (Reference server; beyond the spec.) */
  value: number;
  /** The average length in the band, in days. (Reference server; beyond the spec.) */
  average_days: number;
};

/** A report of people by how long they volunteered (`value`), with the average length in days. */
export type VolunteeringLengthReport = {
  /** The points, in the report’s order. (Reference server; beyond the spec.) */
  data: VolunteeringLengthPoint[];
  meta: ReportMeta;
};

/** A webhook: an address told of changes. */
export type Webhook = {
  /** The record id. (Reference server; beyond the spec.) */
  id: number;
  /** Where changes are sent. (Reference server; beyond the spec.) */
  url?: string;
  /** The changes it is told of (`user.created`…). (Reference server; beyond the spec.) */
  events?: string[];
  /** Whether it is sent to. (Reference server; beyond the spec.) */
  active?: boolean;
  /** When the record was created (ISO date-time). (Reference server; beyond the spec.) */
  created_at?: string;
  /** When the record last changed (ISO date-time). (Reference server; beyond the spec.) */
  updated_at?: string;
  /** The version of the record, for `ifMatch` (optimistic concurrency). (Reference server; beyond the spec.) */
  etag?: string;
};

/** The fields a store or update of a webhook: an address told of changes sends. */
export type WebhookInput = {
  /** Where changes are sent. (Reference server; beyond the spec.) */
  url?: string;
  /** The changes it is told of (`user.created`…). (Reference server; beyond the spec.) */
  events?: string[];
  /** Whether it is sent to. (Reference server; beyond the spec.) */
  active?: boolean;
};

/** The list query of a webhook: an address told of changes: paging, search, order and a filter on each field. */
export type WebhookQuery = {
  /** The page, from 1. */
  page?: number;
  /** Page size (at most 500). */
  per_page?: number;
  /** Page size, another name of `per_page`. (Reference server; beyond the spec.) */
  limit?: number;
  /** Free-text search. (Reference server; beyond the spec.) */
  q?: string;
  /** Free-text search, another name of `q`. (Reference server; beyond the spec.) */
  search?: string;
  /** Order by this field (with `o`), another form of `sort`. (Reference server; beyond the spec.) */
  s?: string;
  /** The order of `s`: `asc` (the default) or `desc`. (Reference server; beyond the spec.) */
  o?: 'asc' | 'desc';
  /** Order by a field; `-field` for descending (`-updated_at`). (Reference server; beyond the spec.) */
  sort?: string;
  /** Field filters, sent as `filter[field]=value` or `filter[field][op]=value`. (Reference server; beyond the spec.) */
  filter?: {
    url?: string | number | boolean | FilterCondition;
    events?: string | number | boolean | FilterCondition;
    active?: string | number | boolean | FilterCondition;
  };
};

/** Every model by name (the catalogue's `model`, `inputModel`, `queryModel`, `updateModel` and `listModel`). */
export interface ModelTypes {
  AccountCode: AccountCode;
  Acknowledgement: Acknowledgement;
  Activity: Activity;
  ActivityCategory: ActivityCategory;
  ActivityCategoryInput: ActivityCategoryInput;
  ActivityCategoryQuery: ActivityCategoryQuery;
  ActivityConsent: ActivityConsent;
  ActivityConsentInput: ActivityConsentInput;
  ActivityConsentQuery: ActivityConsentQuery;
  ActivityInput: ActivityInput;
  ActivityMapEntry: ActivityMapEntry;
  ActivityMapEntryInput: ActivityMapEntryInput;
  ActivityMapEntryQuery: ActivityMapEntryQuery;
  ActivityOutcome: ActivityOutcome;
  ActivityOutcomeInput: ActivityOutcomeInput;
  ActivityOutcomeQuery: ActivityOutcomeQuery;
  ActivityQuery: ActivityQuery;
  AddressBookEntry: AddressBookEntry;
  AddressBookEntryInput: AddressBookEntryInput;
  AddressBookEntryQuery: AddressBookEntryQuery;
  Anonymisation: Anonymisation;
  AnonymisationInput: AnonymisationInput;
  AnonymisationQuery: AnonymisationQuery;
  Application: Application;
  ApplicationDocument: ApplicationDocument;
  ApplicationDocumentInput: ApplicationDocumentInput;
  ApplicationDocumentQuery: ApplicationDocumentQuery;
  ApplicationForm: ApplicationForm;
  ApplicationFormAnswer: ApplicationFormAnswer;
  ApplicationInput: ApplicationInput;
  ApplicationMade: ApplicationMade;
  ApplicationQuery: ApplicationQuery;
  ApplicationReceived: ApplicationReceived;
  ApplicationSubmission: ApplicationSubmission;
  ApplyActionLog: ApplyActionLog;
  Attachment: Attachment;
  AttachmentForward: AttachmentForward;
  AttachmentForwardInput: AttachmentForwardInput;
  AttachmentForwardQuery: AttachmentForwardQuery;
  AttachmentInput: AttachmentInput;
  AttachmentQuery: AttachmentQuery;
  AttendeesAcrossSessions: AttendeesAcrossSessions;
  AttendeesAcrossSessionsDocument: AttendeesAcrossSessionsDocument;
  AttendeesRemoval: AttendeesRemoval;
  AttendeesRemoved: AttendeesRemoved;
  AttendeesStatusChange: AttendeesStatusChange;
  Attribute: Attribute;
  AttributeCategory: AttributeCategory;
  AttributeCategoryInput: AttributeCategoryInput;
  AttributeCategoryQuery: AttributeCategoryQuery;
  AttributeInput: AttributeInput;
  AttributeQuery: AttributeQuery;
  Barcode: Barcode;
  BarcodeInput: BarcodeInput;
  BarcodeQuery: BarcodeQuery;
  BlacklistEntry: BlacklistEntry;
  BlacklistEntryInput: BlacklistEntryInput;
  BlacklistEntryQuery: BlacklistEntryQuery;
  Block: Block;
  BlockEligibility: BlockEligibility;
  BlockEligibilityAnswer: BlockEligibilityAnswer;
  BlockInput: BlockInput;
  BlockQuery: BlockQuery;
  BulkAction: BulkAction;
  BulkActionInput: BulkActionInput;
  BulkActionQuery: BulkActionQuery;
  BulkEmail: BulkEmail;
  BulkEmailInput: BulkEmailInput;
  BulkEmailQuery: BulkEmailQuery;
  BulkImport: BulkImport;
  BulkImportInput: BulkImportInput;
  BulkImportQuery: BulkImportQuery;
  BulkTaskRequest: BulkTaskRequest;
  BulkTaskRun: BulkTaskRun;
  BulkTaskRunQuery: BulkTaskRunQuery;
  CalendarEntry: CalendarEntry;
  CalendarEntryInput: CalendarEntryInput;
  CalendarEntryQuery: CalendarEntryQuery;
  CalendarFeed: CalendarFeed;
  CalendarType: CalendarType;
  CancelReason: CancelReason;
  CancelReasonInput: CancelReasonInput;
  CancelReasonQuery: CancelReasonQuery;
  ChangeoverDay: ChangeoverDay;
  ChangeoverDayInput: ChangeoverDayInput;
  ChangeoverDayQuery: ChangeoverDayQuery;
  Chat: Chat;
  ChatInput: ChatInput;
  ChatMessage: ChatMessage;
  ChatMessageInput: ChatMessageInput;
  ChatMessageQuery: ChatMessageQuery;
  ChatQuery: ChatQuery;
  CheckIn: CheckIn;
  CheckInCode: CheckInCode;
  CheckInScan: CheckInScan;
  Claim: Claim;
  ClaimInput: ClaimInput;
  ClaimListReport: ClaimListReport;
  ClaimListRow: ClaimListRow;
  ClaimQuery: ClaimQuery;
  ClaimSubmission: ClaimSubmission;
  ClaimTotalsPoint: ClaimTotalsPoint;
  ClaimTotalsReport: ClaimTotalsReport;
  ClearanceConfirmation: ClearanceConfirmation;
  ClearanceFlag: ClearanceFlag;
  ClearanceFlagInput: ClearanceFlagInput;
  ClearanceFlagQuery: ClearanceFlagQuery;
  ClearanceGapConfirmation: ClearanceGapConfirmation;
  ClosingReason: ClosingReason;
  ClosingReasonInput: ClosingReasonInput;
  ClosingReasonQuery: ClosingReasonQuery;
  CompulsoryTrainingPoint: CompulsoryTrainingPoint;
  CompulsoryTrainingReport: CompulsoryTrainingReport;
  Consent: Consent;
  ConsentInput: ConsentInput;
  ConsentQuery: ConsentQuery;
  ContactCategory: ContactCategory;
  ContactCategoryInput: ContactCategoryInput;
  ContactCategoryQuery: ContactCategoryQuery;
  ContactMessage: ContactMessage;
  ContactReceived: ContactReceived;
  ContactUsMessage: ContactUsMessage;
  ContactUsMessageInput: ContactUsMessageInput;
  ContactUsMessageQuery: ContactUsMessageQuery;
  CookieSettings: CookieSettings;
  Country: Country;
  CountryPolygonQuery: CountryPolygonQuery;
  CountryQuery: CountryQuery;
  CountyQuery: CountyQuery;
  Dashboard: Dashboard;
  DashboardInput: DashboardInput;
  DashboardQuery: DashboardQuery;
  DashboardStats: DashboardStats;
  DayWindow: DayWindow;
  DeniedPermission: DeniedPermission;
  DeniedPermissionInput: DeniedPermissionInput;
  DeniedPermissionQuery: DeniedPermissionQuery;
  DirectoryEntry: DirectoryEntry;
  DirectoryEntryInput: DirectoryEntryInput;
  DirectoryEntryQuery: DirectoryEntryQuery;
  DisclosureType: DisclosureType;
  DisclosureTypeInput: DisclosureTypeInput;
  DisclosureTypeQuery: DisclosureTypeQuery;
  DiversityAnswerInput: DiversityAnswerInput;
  DiversityAnswered: DiversityAnswered;
  DiversityAnswers: DiversityAnswers;
  DiversityCategory: DiversityCategory;
  DiversityCount: DiversityCount;
  DiversityFormLink: DiversityFormLink;
  DiversityFormLinkRecord: DiversityFormLinkRecord;
  DiversityQuestion: DiversityQuestion;
  Document: Document;
  DocumentInput: DocumentInput;
  DocumentQuery: DocumentQuery;
  DynamicSkill: DynamicSkill;
  DynamicSkillInput: DynamicSkillInput;
  DynamicSkillQuery: DynamicSkillQuery;
  EmailAddress: EmailAddress;
  EmailAddressInput: EmailAddressInput;
  EmailAddressOnly: EmailAddressOnly;
  EmailAddressQuery: EmailAddressQuery;
  EmailLog: EmailLog;
  EmailLogGroup: EmailLogGroup;
  EmailLogGroupInput: EmailLogGroupInput;
  EmailLogGroupQuery: EmailLogGroupQuery;
  EmailLogInput: EmailLogInput;
  EmailLogQuery: EmailLogQuery;
  EmailPreviewQuery: EmailPreviewQuery;
  EmailTemplate: EmailTemplate;
  EmailTemplateInput: EmailTemplateInput;
  EmailTemplateQuery: EmailTemplateQuery;
  EmergencyContact: EmergencyContact;
  EmergencyContactInput: EmergencyContactInput;
  EmergencyContactQuery: EmergencyContactQuery;
  EngagementDetailReport: EngagementDetailReport;
  EngagementDetailRow: EngagementDetailRow;
  EngagementPoint: EngagementPoint;
  EngagementReport: EngagementReport;
  Event: Event;
  EventInput: EventInput;
  EventInvitation: EventInvitation;
  EventInvitationInput: EventInvitationInput;
  EventInvitationQuery: EventInvitationQuery;
  EventQuery: EventQuery;
  EventSession: EventSession;
  EventSessionInput: EventSessionInput;
  EventSessionQuery: EventSessionQuery;
  EventSupervisor: EventSupervisor;
  EventSupervisorInput: EventSupervisorInput;
  EventSupervisorQuery: EventSupervisorQuery;
  ExpenseAuthoriser: ExpenseAuthoriser;
  ExpenseAuthoriserInput: ExpenseAuthoriserInput;
  ExpenseAuthoriserQuery: ExpenseAuthoriserQuery;
  ExpenseRate: ExpenseRate;
  ExpenseRateInput: ExpenseRateInput;
  ExpenseRateQuery: ExpenseRateQuery;
  ExpenseSetting: ExpenseSetting;
  ExpenseSettingInput: ExpenseSettingInput;
  ExpenseSettingQuery: ExpenseSettingQuery;
  ExpenseType: ExpenseType;
  ExpenseTypeInput: ExpenseTypeInput;
  ExpenseTypeQuery: ExpenseTypeQuery;
  Export: Export;
  ExportField: ExportField;
  ExportFieldInput: ExportFieldInput;
  ExportFieldQuery: ExportFieldQuery;
  ExportInput: ExportInput;
  ExportQuery: ExportQuery;
  Favourite: Favourite;
  FavouriteInput: FavouriteInput;
  FavouriteQuery: FavouriteQuery;
  FileType: FileType;
  FileTypeInput: FileTypeInput;
  FileTypeQuery: FileTypeQuery;
  FilterCondition: FilterCondition;
  Folder: Folder;
  FolderInput: FolderInput;
  FolderQuery: FolderQuery;
  FormDocument: FormDocument;
  FormQuestion: FormQuestion;
  GeneralOpportunityInput: GeneralOpportunityInput;
  GeocodeQuery: GeocodeQuery;
  GeocodeResult: GeocodeResult;
  Guardian: Guardian;
  GuardianInput: GuardianInput;
  GuardianLog: GuardianLog;
  GuardianLogInput: GuardianLogInput;
  GuardianLogQuery: GuardianLogQuery;
  GuardianQuery: GuardianQuery;
  Heartbeat: Heartbeat;
  HeartbeatAnswer: HeartbeatAnswer;
  HelpdeskTicket: HelpdeskTicket;
  HelpdeskTicketInput: HelpdeskTicketInput;
  HelpdeskTicketQuery: HelpdeskTicketQuery;
  HubEntry: HubEntry;
  HubEntryInput: HubEntryInput;
  HubEntryQuery: HubEntryQuery;
  ImportRow: ImportRow;
  ImportRowInput: ImportRowInput;
  ImportRowQuery: ImportRowQuery;
  Induction: Induction;
  InductionCompletion: InductionCompletion;
  InductionInput: InductionInput;
  InductionModule: InductionModule;
  InductionModuleInput: InductionModuleInput;
  InductionModuleQuery: InductionModuleQuery;
  InductionQuery: InductionQuery;
  IntegrationEvent: IntegrationEvent;
  IntegrationEventInput: IntegrationEventInput;
  IntegrationEventQuery: IntegrationEventQuery;
  IntegrationService: IntegrationService;
  IntegrationServiceInput: IntegrationServiceInput;
  IntegrationServiceQuery: IntegrationServiceQuery;
  IntegrationSync: IntegrationSync;
  IntegrationSyncInput: IntegrationSyncInput;
  IntegrationSyncQuery: IntegrationSyncQuery;
  Interest: Interest;
  InterestInput: InterestInput;
  InterestQuery: InterestQuery;
  LeaversReport: LeaversReport;
  LeaversRow: LeaversRow;
  LeavingReason: LeavingReason;
  LeavingReasonInput: LeavingReasonInput;
  LeavingReasonQuery: LeavingReasonQuery;
  Link: Link;
  LinkInput: LinkInput;
  LinkQuery: LinkQuery;
  ListQuery: ListQuery;
  LoginMessage: LoginMessage;
  LoginMessageInput: LoginMessageInput;
  LoginMessageLog: LoginMessageLog;
  LoginMessageLogInput: LoginMessageLogInput;
  LoginMessageLogQuery: LoginMessageLogQuery;
  LoginMessageQuery: LoginMessageQuery;
  LoginPayload: LoginPayload;
  LoginResponse: LoginResponse;
  Message: Message;
  MessageInput: MessageInput;
  MessageLabel: MessageLabel;
  MessageLabelInput: MessageLabelInput;
  MessageLabelQuery: MessageLabelQuery;
  MessageLog: MessageLog;
  MessageLogInput: MessageLogInput;
  MessageLogQuery: MessageLogQuery;
  MessageQuery: MessageQuery;
  MessagesRead: MessagesRead;
  MissingDataReport: MissingDataReport;
  MissingDataRow: MissingDataRow;
  MobileCodeSignIn: MobileCodeSignIn;
  MobileOrganisation: MobileOrganisation;
  MobileSession: MobileSession;
  MobileSignIn: MobileSignIn;
  Motivation: Motivation;
  MotivationBasis: MotivationBasis;
  MotivationBasisInput: MotivationBasisInput;
  MotivationBasisQuery: MotivationBasisQuery;
  MotivationInput: MotivationInput;
  MotivationQuery: MotivationQuery;
  NewsItem: NewsItem;
  NewsItemInput: NewsItemInput;
  NewsItemQuery: NewsItemQuery;
  Nights: Nights;
  NoContent: NoContent;
  NoQuery: NoQuery;
  Note: Note;
  NoteCategory: NoteCategory;
  NoteCategoryInput: NoteCategoryInput;
  NoteCategoryQuery: NoteCategoryQuery;
  NoteInput: NoteInput;
  NoteQuery: NoteQuery;
  Notification: Notification;
  NotificationInput: NotificationInput;
  NotificationQuery: NotificationQuery;
  NotificationSetting: NotificationSetting;
  NotificationSettingInput: NotificationSettingInput;
  NotificationSettingQuery: NotificationSettingQuery;
  NotificationToken: NotificationToken;
  NotificationTokenInput: NotificationTokenInput;
  NotificationTokenQuery: NotificationTokenQuery;
  NotificationsDismissed: NotificationsDismissed;
  OAuthClient: OAuthClient;
  OAuthClientInput: OAuthClientInput;
  OAuthClientQuery: OAuthClientQuery;
  OAuthProvider: OAuthProvider;
  OAuthProviderInput: OAuthProviderInput;
  OAuthProviderQuery: OAuthProviderQuery;
  Opportunity: Opportunity;
  OpportunityContact: OpportunityContact;
  OpportunityContactInput: OpportunityContactInput;
  OpportunityContactQuery: OpportunityContactQuery;
  OpportunityInput: OpportunityInput;
  OpportunityLocation: OpportunityLocation;
  OpportunityQuery: OpportunityQuery;
  OpportunitySupervisor: OpportunitySupervisor;
  OpportunitySupervisorInput: OpportunitySupervisorInput;
  OpportunitySupervisorQuery: OpportunitySupervisorQuery;
  Organisation: Organisation;
  OrganisationDetailed: OrganisationDetailed;
  OrganisationInput: OrganisationInput;
  OrganisationPartner: OrganisationPartner;
  OrganisationPartnerInput: OrganisationPartnerInput;
  OrganisationPartnerQuery: OrganisationPartnerQuery;
  OrganisationQuery: OrganisationQuery;
  Pagination: Pagination;
  ParentalConsent: ParentalConsent;
  ParentalConsentInput: ParentalConsentInput;
  ParentalConsentQuery: ParentalConsentQuery;
  Partner: Partner;
  PasswordChange: PasswordChange;
  PasswordChanged: PasswordChanged;
  PasswordLink: PasswordLink;
  PasswordLinkRequest: PasswordLinkRequest;
  PasswordSetWithLink: PasswordSetWithLink;
  PeopleByTeamReport: PeopleByTeamReport;
  PeopleByTeamRow: PeopleByTeamRow;
  Permission: Permission;
  PermissionCategory: PermissionCategory;
  PermissionCategoryInput: PermissionCategoryInput;
  PermissionCategoryQuery: PermissionCategoryQuery;
  PermissionGroup: PermissionGroup;
  PermissionGroupInput: PermissionGroupInput;
  PermissionGroupQuery: PermissionGroupQuery;
  PermissionInput: PermissionInput;
  PermissionQuery: PermissionQuery;
  PersonConsent: PersonConsent;
  PersonConsentInput: PersonConsentInput;
  PersonConsentQuery: PersonConsentQuery;
  PersonLog: PersonLog;
  PersonLogInput: PersonLogInput;
  PersonLogQuery: PersonLogQuery;
  PersonRole: PersonRole;
  PersonRoleInput: PersonRoleInput;
  PersonRoleQuery: PersonRoleQuery;
  PersonSkillReport: PersonSkillReport;
  PersonSkillRow: PersonSkillRow;
  PersonTag: PersonTag;
  PersonTagInput: PersonTagInput;
  PersonTagQuery: PersonTagQuery;
  PhoneNumber: PhoneNumber;
  PhoneNumberInput: PhoneNumberInput;
  PhoneNumberQuery: PhoneNumberQuery;
  PostalAddress: PostalAddress;
  PostalAddressInput: PostalAddressInput;
  PostalAddressQuery: PostalAddressQuery;
  ProfilePhoto: ProfilePhoto;
  ProfilePhotoInput: ProfilePhotoInput;
  ProfilePhotoQuery: ProfilePhotoQuery;
  QueryBuilderPreview: QueryBuilderPreview;
  QueryMatch: QueryMatch;
  QueryValidity: QueryValidity;
  QueuedExport: QueuedExport;
  Receipt: Receipt;
  RecentAction: RecentAction;
  RecentActionInput: RecentActionInput;
  RecentActionQuery: RecentActionQuery;
  Recognition: Recognition;
  RecognitionCategory: RecognitionCategory;
  RecognitionCategoryInput: RecognitionCategoryInput;
  RecognitionCategoryQuery: RecognitionCategoryQuery;
  RecognitionInput: RecognitionInput;
  RecognitionQuery: RecognitionQuery;
  RecognitionTemplate: RecognitionTemplate;
  RecognitionTemplateInput: RecognitionTemplateInput;
  RecognitionTemplateQuery: RecognitionTemplateQuery;
  RecordSelection: RecordSelection;
  RecruitmentCategory: RecruitmentCategory;
  RecruitmentCategoryInput: RecruitmentCategoryInput;
  RecruitmentCategoryQuery: RecruitmentCategoryQuery;
  RecruitmentQuestion: RecruitmentQuestion;
  RecruitmentQuestionInput: RecruitmentQuestionInput;
  RecruitmentQuestionQuery: RecruitmentQuestionQuery;
  RecruitmentStage: RecruitmentStage;
  RecruitmentStageInput: RecruitmentStageInput;
  RecruitmentStageQuery: RecruitmentStageQuery;
  Reference: Reference;
  ReferenceInput: ReferenceInput;
  ReferenceQuery: ReferenceQuery;
  ReferenceQuestion: ReferenceQuestion;
  ReferenceQuestionInput: ReferenceQuestionInput;
  ReferenceQuestionQuery: ReferenceQuestionQuery;
  RefreshRequest: RefreshRequest;
  Region: Region;
  RegionInput: RegionInput;
  RegionQuery: RegionQuery;
  RelatedOpportunityQuery: RelatedOpportunityQuery;
  Reminder: Reminder;
  ReminderInput: ReminderInput;
  ReminderQuery: ReminderQuery;
  RepeatingShift: RepeatingShift;
  RepeatingShiftInput: RepeatingShiftInput;
  RepeatingShiftQuery: RepeatingShiftQuery;
  ReportMeta: ReportMeta;
  ReportPoint: ReportPoint;
  ReportQuery: ReportQuery;
  ReportSeries: ReportSeries;
  ResidentialAvailability: ResidentialAvailability;
  ResidentialAvailabilityList: ResidentialAvailabilityList;
  ResidentialAvailabilityQuery: ResidentialAvailabilityQuery;
  ResidentialBooking: ResidentialBooking;
  ResidentialBookingInput: ResidentialBookingInput;
  ResidentialBookingQuery: ResidentialBookingQuery;
  ResidentialCounty: ResidentialCounty;
  ResidentialResource: ResidentialResource;
  ResidentialResourceInput: ResidentialResourceInput;
  ResidentialResourceQuery: ResidentialResourceQuery;
  ResidentialRoom: ResidentialRoom;
  ResidentialRoomInput: ResidentialRoomInput;
  ResidentialRoomQuery: ResidentialRoomQuery;
  ResidentialSearchQuery: ResidentialSearchQuery;
  RiskActivity: RiskActivity;
  RiskActivityInput: RiskActivityInput;
  RiskActivityQuery: RiskActivityQuery;
  Role: Role;
  RoleBasis: RoleBasis;
  RoleBasisInput: RoleBasisInput;
  RoleBasisQuery: RoleBasisQuery;
  RoleConsent: RoleConsent;
  RoleConsentInput: RoleConsentInput;
  RoleConsentQuery: RoleConsentQuery;
  RoleFamily: RoleFamily;
  RoleFamilyInput: RoleFamilyInput;
  RoleFamilyQuery: RoleFamilyQuery;
  RoleInput: RoleInput;
  RoleQuery: RoleQuery;
  RoomClosure: RoomClosure;
  RoomUnavailablePeriod: RoomUnavailablePeriod;
  RoomUnavailablePeriodInput: RoomUnavailablePeriodInput;
  RoomUnavailablePeriodQuery: RoomUnavailablePeriodQuery;
  Rota: Rota;
  RotaEntry: RotaEntry;
  RotaEntryInput: RotaEntryInput;
  RotaEntryQuery: RotaEntryQuery;
  RotaInput: RotaInput;
  RotaQuery: RotaQuery;
  RotaTeam: RotaTeam;
  RotaTeamLink: RotaTeamLink;
  RotaTeamLinkInput: RotaTeamLinkInput;
  RotaTeamLinkQuery: RotaTeamLinkQuery;
  RotaTimeslots: RotaTimeslots;
  RotaTimeslotsDocument: RotaTimeslotsDocument;
  RotaViewQuery: RotaViewQuery;
  RotasBulkUpdate: RotasBulkUpdate;
  RotasReplacement: RotasReplacement;
  SafeguardingSettings: SafeguardingSettings;
  SafeguardingSettingsInput: SafeguardingSettingsInput;
  SavedList: SavedList;
  SavedListInput: SavedListInput;
  SavedListQuery: SavedListQuery;
  SavedQuery: SavedQuery;
  SavedQueryInput: SavedQueryInput;
  SavedQueryQuery: SavedQueryQuery;
  SavedReport: SavedReport;
  SavedReportInput: SavedReportInput;
  SavedReportQuery: SavedReportQuery;
  SearchHit: SearchHit;
  SearchHitInput: SearchHitInput;
  SearchHitQuery: SearchHitQuery;
  SearchLog: SearchLog;
  SearchLogEntry: SearchLogEntry;
  SeriesReport: SeriesReport;
  Session: Session;
  SessionAttendee: SessionAttendee;
  SessionAttendeeInput: SessionAttendeeInput;
  SessionAttendeeQuery: SessionAttendeeQuery;
  SessionsBulkUpdate: SessionsBulkUpdate;
  SessionsLocation: SessionsLocation;
  Shift: Shift;
  ShiftAssignment: ShiftAssignment;
  ShiftInput: ShiftInput;
  ShiftPattern: ShiftPattern;
  ShiftPatternInput: ShiftPatternInput;
  ShiftPatternQuery: ShiftPatternQuery;
  ShiftPlaceCancel: ShiftPlaceCancel;
  ShiftQuery: ShiftQuery;
  ShiftSignUp: ShiftSignUp;
  ShiftWaitlistAction: ShiftWaitlistAction;
  ShiftWaitlistEntry: ShiftWaitlistEntry;
  Signup: Signup;
  SignupInput: SignupInput;
  SignupQuery: SignupQuery;
  Skill: Skill;
  SkillBio: SkillBio;
  SkillBioInput: SkillBioInput;
  SkillBioQuery: SkillBioQuery;
  SkillCategory: SkillCategory;
  SkillCategoryInput: SkillCategoryInput;
  SkillCategoryQuery: SkillCategoryQuery;
  SkillInput: SkillInput;
  SkillQuery: SkillQuery;
  StartersLeaversChartPoint: StartersLeaversChartPoint;
  StartersLeaversChartReport: StartersLeaversChartReport;
  StartersReport: StartersReport;
  StartersRow: StartersRow;
  StatisticSet: StatisticSet;
  StatisticSetInput: StatisticSetInput;
  StatisticSetQuery: StatisticSetQuery;
  StoredRecord: StoredRecord;
  SubNote: SubNote;
  SubNoteInput: SubNoteInput;
  SubNoteQuery: SubNoteQuery;
  Supervisor: Supervisor;
  SupervisorInput: SupervisorInput;
  SupervisorQuery: SupervisorQuery;
  SystemInfo: SystemInfo;
  SystemInfoInput: SystemInfoInput;
  SystemInfoQuery: SystemInfoQuery;
  Tag: Tag;
  TagInput: TagInput;
  TagQuery: TagQuery;
  Task: Task;
  TaskAssignee: TaskAssignee;
  TaskAssigneeInput: TaskAssigneeInput;
  TaskAssigneeQuery: TaskAssigneeQuery;
  TaskHistoryEntry: TaskHistoryEntry;
  TaskHistoryEntryInput: TaskHistoryEntryInput;
  TaskHistoryEntryQuery: TaskHistoryEntryQuery;
  TaskInput: TaskInput;
  TaskLeavingReason: TaskLeavingReason;
  TaskLeavingReasonInput: TaskLeavingReasonInput;
  TaskLeavingReasonQuery: TaskLeavingReasonQuery;
  TaskPriority: TaskPriority;
  TaskPriorityInput: TaskPriorityInput;
  TaskPriorityQuery: TaskPriorityQuery;
  TaskQuery: TaskQuery;
  TaskStatus: TaskStatus;
  TaskStatusInput: TaskStatusInput;
  TaskStatusQuery: TaskStatusQuery;
  Team: Team;
  TeamAvailability: TeamAvailability;
  TeamAvailabilityInput: TeamAvailabilityInput;
  TeamAvailabilityQuery: TeamAvailabilityQuery;
  TeamHistoryEntry: TeamHistoryEntry;
  TeamHistoryEntryInput: TeamHistoryEntryInput;
  TeamHistoryEntryQuery: TeamHistoryEntryQuery;
  TeamInput: TeamInput;
  TeamPlace: TeamPlace;
  TeamPlaceInput: TeamPlaceInput;
  TeamPlaceQuery: TeamPlaceQuery;
  TeamQuery: TeamQuery;
  TeamSearchQuery: TeamSearchQuery;
  TeamSite: TeamSite;
  TeamSiteHero: TeamSiteHero;
  TeamSiteHeroInput: TeamSiteHeroInput;
  TeamSiteHeroQuery: TeamSiteHeroQuery;
  TeamSiteInput: TeamSiteInput;
  TeamTreeQuery: TeamTreeQuery;
  TeamVisibility: TeamVisibility;
  TeamVisibilityChange: TeamVisibilityChange;
  TelemetryEvent: TelemetryEvent;
  TelemetryEventInput: TelemetryEventInput;
  TelemetryEventQuery: TelemetryEventQuery;
  Terms: Terms;
  TermsInput: TermsInput;
  TermsQuery: TermsQuery;
  Timezone: Timezone;
  Todo: Todo;
  TodoInput: TodoInput;
  TodoQuery: TodoQuery;
  TokenExchange: TokenExchange;
  Touchpoint: Touchpoint;
  TouchpointInput: TouchpointInput;
  TouchpointQuery: TouchpointQuery;
  TouchpointType: TouchpointType;
  TouchpointTypeInput: TouchpointTypeInput;
  TouchpointTypeQuery: TouchpointTypeQuery;
  TrainingAdoptionPoint: TrainingAdoptionPoint;
  TrainingAdoptionReport: TrainingAdoptionReport;
  TrainingByModuleReport: TrainingByModuleReport;
  TrainingByModuleRow: TrainingByModuleRow;
  TrainingByPersonReport: TrainingByPersonReport;
  TrainingByPersonRow: TrainingByPersonRow;
  TrustToken: TrustToken;
  TwoFactorChange: TwoFactorChange;
  TwoFactorSetup: TwoFactorSetup;
  UnavailablePeriod: UnavailablePeriod;
  UpcomingActivitiesReport: UpcomingActivitiesReport;
  UpcomingActivitiesRow: UpcomingActivitiesRow;
  UploadedFile: UploadedFile;
  User: User;
  UserApplication: UserApplication;
  UserApplicationInput: UserApplicationInput;
  UserApplicationQuery: UserApplicationQuery;
  UserInput: UserInput;
  UserQuery: UserQuery;
  UserResidentialBooking: UserResidentialBooking;
  UserResidentialBookingInput: UserResidentialBookingInput;
  UserResidentialBookingQuery: UserResidentialBookingQuery;
  UserSkill: UserSkill;
  UserSkillInput: UserSkillInput;
  UserSkillQuery: UserSkillQuery;
  VettingCheck: VettingCheck;
  VettingCheckInput: VettingCheckInput;
  VettingCheckQuery: VettingCheckQuery;
  VettingRenewal: VettingRenewal;
  VettingStatusReport: VettingStatusReport;
  VettingStatusRow: VettingStatusRow;
  VolunteeringLengthPoint: VolunteeringLengthPoint;
  VolunteeringLengthReport: VolunteeringLengthReport;
  Webhook: Webhook;
  WebhookInput: WebhookInput;
  WebhookQuery: WebhookQuery;
}
