/**
 * Zod (`zod/mini`, small in browser bundles) schemas of the entities with known
 * fields (spec 3.1). Objects are loose: the server may send more fields than
 * the spec names, and they are kept. Fields the spec marks optional, or that a
 * list may leave out, are `nullish`.
 *
 * @module
 */
import * as z from 'zod/mini';

const id = z.union([z.number(), z.string()]);

/** The pagination object read from `meta.pagination` (spec 3.1). */
export const PaginationSchema = z.looseObject({
  current_page: z.number(),
  total_pages: z.number(),
  per_page: z.number(),
  count: z.number(),
  total: z.number(),
});

/** The partner shown on an opportunity card. */
export const PartnerSchema = z.looseObject({
  name: z.string(),
  logo_url: z.nullish(z.string()),
});

/** An opportunity as shown on a card (spec 3.1, 2.4). */
export const OpportunitySchema = z.looseObject({
  id,
  type: z.nullish(z.string()),
  public_url: z.nullish(z.string()),
  image_thumbnail_url: z.nullish(z.string()),
  image: z.optional(z.unknown()),
  image_alt: z.nullish(z.string()),
  display_name: z.string(),
  short_advert: z.nullish(z.string()),
  partner: z.nullish(PartnerSchema),
  available_timeslots: z.nullish(z.array(z.unknown())),
  advert_target: z.nullish(z.string()),
  slug: z.nullish(z.string()),
});

/** A geocode result; `type: 'geojson'` marks a polygon (spec 3.1). */
export const GeocodeResultSchema = z.looseObject({
  name: z.string(),
  lat: z.nullish(z.union([z.number(), z.string()])),
  long: z.nullish(z.union([z.number(), z.string()])),
  type: z.nullish(z.string()),
  id: z.nullish(id),
});

/** A country (spec 3.1). */
export const CountrySchema = z.looseObject({ name: z.string() });

/** A team with its nested children (spec 3.1). */
export const TeamSchema = z.looseObject({
  id,
  name: z.string(),
  icon: z.nullish(z.string()),
  disabled: z.nullish(z.boolean()),
  get children() {
    return z.nullish(z.array(TeamSchema));
  },
});

/** A role (spec 3.1). `status: 'inactive'` is flagged in the UI. */
export const RoleSchema = z.looseObject({
  id,
  name: z.string(),
  type: z.string(),
  status: z.nullish(z.string()),
  family: z.nullish(z.looseObject({ id })),
});

/** A role family; within a role list an item whose `type` is `'family'` is a family (spec 3.1). */
export const RoleFamilySchema = z.looseObject({
  id,
  name: z.string(),
  type: z.optional(z.literal('family')),
  roles: z.nullish(z.array(RoleSchema)),
});

/** A timezone (spec 3.1). */
export const TimezoneSchema = z.looseObject({
  name: z.string(),
  display_text: z.string(),
  alias: z.nullish(z.string()),
});

/** An organisation and its package (spec 3.1). The date format field is named `date_format`. */
export const OrganisationSchema = z.looseObject({
  id: z.optional(id),
  features: z.nullish(z.array(z.string())),
  package_features: z.nullish(z.record(z.string(), z.number())),
  tech_features: z.nullish(z.record(z.string(), z.boolean())),
  date_format: z.nullish(z.string()),
  /** What a place freed on a full shift does: offered to the first person waiting, or given at once (issue 48). */
  waitlist_mode: z.optional(z.enum(['offer', 'assign'])),
  /** The hours an offered place waits for its answer, 1 to 168 (issue 48). */
  waitlist_offer_hours: z.optional(z.number()),
});

/** A user (spec 3.1); `permissions` is a list of permission names. */
export const UserSchema = z.looseObject({
  id,
  timezone: z.nullish(z.string()),
  organisation: z.nullish(OrganisationSchema),
  permissions: z.nullish(z.array(z.string())),
});

/** An authenticated session: the token and what is decoded from it (spec 3.1). */
export const SessionSchema = z.looseObject({
  token: z.string(),
  user: z.nullish(UserSchema),
  environment: z.optional(z.unknown()),
});

/** The login payload: email, password, minimal, plus any extra fields (spec 3.1). */
export const LoginPayloadSchema = z.looseObject({
  email: z.string(),
  password: z.string(),
  minimal: z.boolean(),
});

/** What `POST /auth/api/` returns: at least the session token. */
export const LoginResponseSchema = z.looseObject({ token: z.string() });

/** Cookie settings kept in the "cookie-settings" cookie (spec 3.1); both default to false. */
export const CookieSettingsSchema = z.object({
  functional: z._default(z.boolean(), false),
  analytical: z._default(z.boolean(), false),
});

/** The query-builder preview payload `{query}` (spec 3.1). */
export const QueryBuilderPreviewSchema = z.looseObject({ query: z.unknown() });

/** The search log payload `{opportunities_ids}` (spec 3.1). */
export const SearchLogSchema = z.object({ opportunities_ids: z.array(id) });

/** An entity known only by name (spec 3.2): an open record. */
export const OpenRecordSchema = z.record(z.string(), z.unknown());

/** A paginated list response schema for items of `item`. */
export function listResponseSchema<T extends z.ZodMiniType>(item: T) {
  return z.looseObject({
    data: z.array(item),
    meta: z.looseObject({ pagination: PaginationSchema }),
  });
}
