/**
 * Field rules of the collections whose fields the spec names. Other
 * collections get only the conventions of `validateRecord`.
 *
 * @module
 */
import type { Schema } from '../validation.js';

/** Opportunity types accepted by the residential index. */
export const OPPORTUNITY_TYPES = [
  'Residential-short',
  'Residential-long',
  'Regular',
  'One-off',
  'Event',
] as const;

const timeslots = { type: 'array' } as const;

const SCHEMAS: Record<string, Schema> = {
  '/users': {
    email: { type: 'email', required: true },
    first_name: { type: 'string', max: 100 },
    last_name: { type: 'string', max: 100 },
    timezone: { type: 'string', max: 64 },
    permissions: { type: 'array' },
    date_of_birth: { type: 'date', nullable: true },
  },
  '/organisation/teams': {
    name: { type: 'string', required: true, min: 1, max: 200 },
    parent_id: { type: 'integer', nullable: true },
    icon: { type: 'string', nullable: true },
    disabled: { type: 'boolean' },
  },
  '/organisation/role-profiles': {
    name: { type: 'string', required: true, min: 1, max: 200 },
    type: { type: 'string', required: true, enum: ['volunteer', 'non-volunteer', 'system'] },
    status: { type: 'string', enum: ['active', 'inactive'] },
    family: { type: 'object', nullable: true },
  },
  '/organisation/role-families': {
    name: { type: 'string', required: true, min: 1, max: 200 },
  },
  '/residential-opportunities': {
    display_name: { type: 'string', required: true, min: 1, max: 300 },
    type: { type: 'string', required: true, enum: OPPORTUNITY_TYPES },
    lat: { type: 'number', min: -90, max: 90, nullable: true },
    lon: { type: 'number', min: -180, max: 180, nullable: true },
    available_timeslots: timeslots,
    advert_target: { type: 'string', enum: ['internal', 'external'] },
    date_advertised: { type: 'date' },
    short_advert: { type: 'string', max: 5000 },
    slug: { type: 'string', max: 200 },
  },
  '/opportunities': {
    display_name: { type: 'string', min: 1, max: 300 },
    type: { type: 'string' },
    available_timeslots: timeslots,
    advert_target: { type: 'string', enum: ['internal', 'external'] },
  },
};

/** The field rules of a collection (normalised resource path), if any. */
export function schemaFor(collection: string): Schema | undefined {
  return SCHEMAS[collection];
}
