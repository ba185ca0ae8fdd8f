/**
 * The request bodies of the catalogue's calls, as typed form fields: the
 * spec's actions (section 4, see the sandbox README "Actions") and the query
 * builder. Calls not listed here get fields inferred from the document they
 * change (a `PUT` whose `GET` returns it), plus optional name/value pairs, so
 * no call asks for JSON.
 *
 * Keys are `METHOD templateKey` (`PUT organisation/rotas/bulk`).
 *
 * @module
 */
import { QUERY_FIELDS, QUERY_OPERATORS } from '@volunteerkit/api-client/models';
import { vocabularyOptions } from '../../presentation/vocabularies.js';
import type { AnyRecord } from '../infer.js';
import { isRecord } from '../infer.js';
import { choices, type FormField } from './formFields.js';

/** The typed body of one call. */
export interface ActionBody {
  /** The fields, in order. */
  fields: readonly FormField[];
  /** Shapes the built body before it is sent (e.g. splitting a list value). */
  finish?: (body: AnyRecord) => AnyRecord;
  /** One line above the fields. */
  intro?: string;
}

const attendees = {
  resource: 'events.sessions.attendees',
  value: 'user_id',
  detail: 'status',
};

const rotaFields: FormField[] = [
  { name: 'name', label: 'Rota name' },
  { name: 'team_id', label: 'Team', type: 'team' },
  { name: 'start_time', label: 'Start time', type: 'time', rules: 'time' },
  { name: 'end_time', label: 'End time', type: 'time', rules: 'time', start: 'start_time' },
];

/** Splits `in` values ("a, b") into lists and drops values of `is_null`/`is_not_null`. */
export function finishQuery(body: AnyRecord): AnyRecord {
  const query = isRecord(body.query) ? body.query : {};
  const rules = Array.isArray(query.rules) ? query.rules.filter(isRecord) : [];
  return {
    ...body,
    query: {
      ...query,
      rules: rules.map((r) => {
        if (r.operator === 'is_null' || r.operator === 'is_not_null') {
          const { value: _value, ...rest } = r;
          return rest;
        }
        if (r.operator === 'in' && typeof r.value === 'string')
          return {
            ...r,
            value: r.value
              .split(',')
              .map((v) => v.trim())
              .filter(Boolean),
          };
        return r;
      }),
    },
  };
}

const query: ActionBody = {
  intro: 'Find people matching all (AND) or any (OR) of the rules.',
  fields: [
    {
      name: 'query.condition',
      label: 'Match',
      type: 'select',
      rules: 'required',
      options: [
        { value: 'AND', label: 'All rules (AND)' },
        { value: 'OR', label: 'Any rule (OR)' },
      ],
    },
    {
      name: 'query.rules',
      label: 'Rules',
      type: 'rows',
      rules: 'required',
      hint: 'For "in", separate the values with commas.',
      fields: [
        { name: 'field', type: 'select', options: choices(QUERY_FIELDS) },
        { name: 'operator', type: 'select', options: choices(QUERY_OPERATORS) },
        { name: 'value' },
      ],
    },
  ],
  finish: finishQuery,
};

/** The typed bodies, by the call's catalogue accessor. */
export const ACTION_BODIES: Readonly<Record<string, ActionBody>> = {
  'events.sessions.bulkUpdateUserStatus': {
    fields: [
      { name: 'user_ids', label: 'Attendees', type: 'ids', rules: 'required', source: attendees },
      {
        name: 'status',
        label: 'New status',
        type: 'select',
        rules: 'required',
        options: vocabularyOptions('attendeeStatus'),
      },
    ],
  },
  'events.sessions.bulkDeleteUsers': {
    fields: [
      {
        name: 'user_ids',
        label: 'Attendees to remove',
        type: 'ids',
        rules: 'required',
        source: attendees,
      },
    ],
  },
  'organisation.rotas.bulk': {
    intro:
      'The fields you fill in are set on every rota you tick; empty fields are left as they are.',
    fields: [
      {
        name: 'ids',
        label: 'Rotas',
        type: 'ids',
        rules: 'required',
        source: { resource: 'organisation.rotas', label: 'name' },
      },
      ...rotaFields,
    ],
  },
  'organisation.rotas.replace': {
    intro: "Replaces all rotas (or only the chosen team's) with the ones below.",
    fields: [
      { name: 'team_id', label: 'Only the rotas of team', type: 'team' },
      {
        name: 'rotas',
        label: 'New rotas',
        type: 'rows',
        rules: 'required',
        fields: [
          { name: 'name', label: 'Rota name' },
          { name: 'team_id', label: 'Team', type: 'team' },
          { name: 'start_time', label: 'Start time', type: 'time' },
          { name: 'end_time', label: 'End time', type: 'time', start: 'start_time' },
        ],
      },
    ],
  },
  'organisation.queryBuilder.preview': query,
  'organisation.queryBuilder.validate': query,
};
