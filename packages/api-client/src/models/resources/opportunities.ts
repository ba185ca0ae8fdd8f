/**
 * Opportunities (`/residential-opportunities/`, `/opportunities/`, spec 7.3 and
 * 7.9): the card fields the spec names and the reference server's further fields.
 *
 * @module
 */
import * as z from 'zod/mini';
import { OPPORTUNITY_TYPES, ADVERT_TARGETS } from '../vocabulary.js';
import { OpportunitySchema as SpecOpportunitySchema } from '../schemas.js';
import { dateText, field, int, model, nonEmptyText, storedFields, text } from './meta.js';

/** Where an opportunity takes place. */
export const OpportunityLocationSchema = model(
  'OpportunityLocation',
  z.looseObject({
    name: field(z.optional(z.string()), 'Town or place.'),
    county: field(z.optional(z.string()), 'County.'),
    country: field(z.optional(z.string()), 'Country.'),
  }),
  'Where an opportunity takes place.',
);

/** What a store of a residential opportunity sends; an update sends any part of it. */
export const OpportunityInputSchema = model(
  'OpportunityInput',
  z.looseObject({
    display_name: field(nonEmptyText(300), 'Title (1 to 300 characters).'),
    type: field(z.enum(OPPORTUNITY_TYPES), 'Kind of opportunity.'),
    lat: field(
      z.optional(z.nullable(z.number().check(z.minimum(-90), z.maximum(90)))),
      'Latitude of the place.',
    ),
    lon: field(
      z.optional(z.nullable(z.number().check(z.minimum(-180), z.maximum(180)))),
      'Longitude of the place.',
    ),
    available_timeslots: field(z.optional(z.array(z.unknown())), 'Dates one can volunteer.'),
    advert_target: field(z.optional(z.enum(ADVERT_TARGETS)), 'Internal or external advert.'),
    date_advertised: field(z.optional(dateText()), 'When it was first advertised, `YYYY-MM-DD`.'),
    short_advert: field(z.optional(text(5000)), 'The advert (markdown, at most 5,000 characters).'),
    slug: field(z.optional(text(200)), 'The URL name.'),
    image_alt: field(z.optional(z.nullable(z.string())), 'Text alternative of the picture.', false),
    team_id: field(z.optional(z.nullable(int())), 'The (site) team the advert belongs to.'),
    published: field(
      z.optional(z.boolean()),
      'Shown in the public search (needs `publish-opportunities`; a new advert is a draft).',
    ),
  }),
  'The fields a store of a residential opportunity sends (`display_name` and `type` are required); an update sends any of them.',
);

/** What a store of an opportunity (`/opportunities/`) sends; an update sends any part of it. */
export const GeneralOpportunityInputSchema = model(
  'GeneralOpportunityInput',
  z.looseObject({
    display_name: field(z.optional(nonEmptyText(300)), 'Title (1 to 300 characters).'),
    type: field(z.optional(z.string()), 'Kind of opportunity.'),
    available_timeslots: field(z.optional(z.array(z.unknown())), 'Dates one can volunteer.'),
    advert_target: field(z.optional(z.enum(ADVERT_TARGETS)), 'Internal or external advert.'),
  }),
  'The fields a store or update of an opportunity (`/opportunities/`) sends.',
);

/** An opportunity: the spec's card fields and the reference server's. */
export const OpportunitySchema = model(
  'Opportunity',
  z.extend(SpecOpportunitySchema, {
    date_advertised: field(z.optional(z.string()), 'When it was first advertised, `YYYY-MM-DD`.'),
    lat: field(z.optional(z.nullable(z.number())), 'Latitude of the place.'),
    lon: field(z.optional(z.nullable(z.number())), 'Longitude of the place.'),
    location: field(z.optional(z.nullable(OpportunityLocationSchema)), 'Where it takes place.'),
    accommodation: field(z.optional(z.nullable(z.string())), 'Where volunteers stay.'),
    minimum_age: field(z.optional(z.nullable(z.number())), 'Youngest age accepted.'),
    team_id: field(z.optional(z.nullable(z.number())), 'The (site) team the advert belongs to.'),
    published: field(z.optional(z.boolean()), 'Shown in the public search.'),
    ...storedFields(),
  }),
  'An opportunity as shown on a card (spec 3.1, 2.4) with the reference server’s further fields.',
);

/** A person's check-in code for their place on a shift (`shifts.checkInCode`, issue 48). */
export const CheckInCodeSchema = model(
  'CheckInCode',
  z.looseObject({
    shift_id: field(int(), 'The shift.'),
    code: field(
      z.string(),
      'The signed check-in code (`VK-{organisation}-XXXX-XXXX-XXXX-XXXX-XXXX`), shown as a QR code; it names nobody.',
    ),
    checked_in_at: field(
      z.nullable(z.string()),
      'When the person was checked in (ISO date-time), or null.',
    ),
  }),
  'A person’s check-in code for their place on a shift, and whether they are checked in.',
);

/** A check-in recorded (`checkIns.record`, `shifts.checkIn`, issue 48). */
export const CheckInSchema = model(
  'CheckIn',
  z.looseObject({
    first_name: field(
      z.string(),
      'The first name of the person checked in (the kiosk greets them).',
    ),
    user_id: field(int(), 'The person checked in.'),
    shift_id: field(int(), 'The shift.'),
    shift_title: field(z.string(), 'The shift’s title.'),
    checked_in_at: field(z.string(), 'When (ISO date-time).'),
  }),
  'A check-in recorded on a shift: the attendance of the person the code names.',
);
