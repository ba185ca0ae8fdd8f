// Generated from the resource schemas by scripts/gen-endpoints.mjs (packages/api-client/scripts/codegen/generateModels.ts).
// Do not edit: change src/models/resources/*.ts and run `node scripts/gen-endpoints.mjs`.

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

/** Cookie settings (the "cookie-settings" cookie). */
export type CookieSettings = {
  functional: boolean;
  analytical: boolean;
};

/** A country. */
export type Country = {
  name: string;
};

/** A window of days. */
export type DayWindow = {
  /** First day, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  from: string;
  /** Last day, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  to: string;
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

/** A geocode result; `type: "geojson"` marks a polygon. */
export type GeocodeResult = {
  name: string;
  lat?: number | string | null;
  long?: number | string | null;
  type?: string | null;
  id?: number | string | null;
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

/** A stretch of nights: arrival to departure day. */
export type Nights = {
  /** Arrival day, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  starts_on: string;
  /** Departure day, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  ends_on: string;
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

/** An organisation and its package. */
export type Organisation = {
  id?: number | string;
  features?: string[] | null;
  package_features?: Record<string, number> | null;
  tech_features?: Record<string, boolean> | null;
  date_format?: string | null;
};

/** The pagination object of a list (`meta.pagination`). */
export type Pagination = {
  current_page: number;
  total_pages: number;
  per_page: number;
  count: number;
  total: number;
};

/** The partner shown on an opportunity card. */
export type Partner = {
  name: string;
  logo_url?: string | null;
};

/** The query-builder preview payload. */
export type QueryBuilderPreview = {
  query: unknown;
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

/** A period the room cannot be booked. */
export type RoomClosure = {
  /** Arrival day, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  starts_on: string;
  /** Departure day, `YYYY-MM-DD`. (Reference server; beyond the spec.) */
  ends_on: string;
  /** Why the room is closed, or null. (Reference server; beyond the spec.) */
  reason: string | null;
};

/** The search log payload. */
export type SearchLog = {
  opportunities_ids: (number | string)[];
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

/** A team with its nested children. */
export type Team = {
  id: number | string;
  name: string;
  icon?: string | null;
  disabled?: boolean | null;
  children?: Team[] | null;
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

/** A timezone. */
export type Timezone = {
  name: string;
  display_text: string;
  alias?: string | null;
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

/** Every model by name (the catalogue's `model`, `inputModel`, `queryModel`, `updateModel` and `listModel`). */
export interface ModelTypes {
  Application: Application;
  ApplicationInput: ApplicationInput;
  ApplicationQuery: ApplicationQuery;
  Claim: Claim;
  ClaimInput: ClaimInput;
  ClaimQuery: ClaimQuery;
  CookieSettings: CookieSettings;
  Country: Country;
  DayWindow: DayWindow;
  FilterCondition: FilterCondition;
  GeneralOpportunityInput: GeneralOpportunityInput;
  GeocodeResult: GeocodeResult;
  LoginPayload: LoginPayload;
  LoginResponse: LoginResponse;
  Nights: Nights;
  Opportunity: Opportunity;
  OpportunityInput: OpportunityInput;
  OpportunityLocation: OpportunityLocation;
  Organisation: Organisation;
  Pagination: Pagination;
  Partner: Partner;
  QueryBuilderPreview: QueryBuilderPreview;
  Receipt: Receipt;
  RepeatingShift: RepeatingShift;
  RepeatingShiftInput: RepeatingShiftInput;
  ResidentialAvailability: ResidentialAvailability;
  ResidentialAvailabilityList: ResidentialAvailabilityList;
  ResidentialAvailabilityQuery: ResidentialAvailabilityQuery;
  Role: Role;
  RoleFamily: RoleFamily;
  RoleFamilyInput: RoleFamilyInput;
  RoleInput: RoleInput;
  RoomClosure: RoomClosure;
  SearchLog: SearchLog;
  Session: Session;
  Shift: Shift;
  ShiftAssignment: ShiftAssignment;
  ShiftInput: ShiftInput;
  ShiftPlaceCancel: ShiftPlaceCancel;
  ShiftQuery: ShiftQuery;
  ShiftSignUp: ShiftSignUp;
  Task: Task;
  TaskInput: TaskInput;
  TaskQuery: TaskQuery;
  Team: Team;
  TeamInput: TeamInput;
  Timezone: Timezone;
  UnavailablePeriod: UnavailablePeriod;
  User: User;
  UserInput: UserInput;
  UserQuery: UserQuery;
}
