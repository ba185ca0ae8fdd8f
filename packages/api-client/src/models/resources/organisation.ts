/**
 * The organisation's teams, role profiles and role families (spec 7.11, 7.12):
 * their store bodies. Their items are the spec's `Team`, `Role` and `RoleFamily`.
 *
 * @module
 */
import * as z from 'zod/mini';
import { ROLE_STATUSES, ROLE_TYPES } from '../vocabulary.js';
import { field, int, model, nonEmptyText } from './meta.js';

/** What a store of a team (`organisation.teams.store`) sends; an update sends any part of it. */
export const TeamInputSchema = model(
  'TeamInput',
  z.looseObject({
    name: field(nonEmptyText(200), 'Name (1 to 200 characters).'),
    parent_id: field(z.optional(z.nullable(int())), 'The parent team; null for a top team.'),
    icon: field(z.optional(z.nullable(z.string())), 'Icon name.', false),
    disabled: field(z.optional(z.boolean()), 'A disabled team is shown greyed out.', false),
    hidden: field(z.optional(z.boolean()), 'Hidden from the team tree.'),
    changeover_day: field(
      z.optional(z.nullable(int().check(z.minimum(0), z.maximum(6)))),
      'Residential changeover weekday, 0 = Sunday … 6 = Saturday.',
    ),
  }),
  'The fields a store of a team sends (`name` is required); an update sends any of them.',
);

/** What a store of a role profile sends; an update sends any part of it. */
export const RoleInputSchema = model(
  'RoleInput',
  z.looseObject({
    name: field(nonEmptyText(200), 'Name (1 to 200 characters).', false),
    type: field(z.enum(ROLE_TYPES), 'Volunteer, non-volunteer or system.', false),
    status: field(z.optional(z.enum(ROLE_STATUSES)), 'Active or inactive.', false),
    family: field(
      z.optional(z.nullable(z.looseObject({ id: z.union([z.number(), z.string()]) }))),
      'The role family it belongs to.',
      false,
    ),
  }),
  'The fields a store of a role profile sends (`name` and `type` are required); an update sends any of them.',
);

/** What a store of a role family sends; an update sends any part of it. */
export const RoleFamilyInputSchema = model(
  'RoleFamilyInput',
  z.looseObject({
    name: field(nonEmptyText(200), 'Name (1 to 200 characters).', false),
  }),
  'The fields a store of a role family sends.',
);
