/**
 * Tasks (`/tasks/`, spec 7.12) and applications (`/applications/`, spec 7.6).
 *
 * @module
 */
import * as z from 'zod/mini';
import { APPLICATION_STATUSES, TASK_PRIORITIES, TASK_STATUSES } from '../vocabulary.js';
import {
  dateText,
  field,
  int,
  listQueryShape,
  model,
  nonEmptyText,
  recordId,
  storedFields,
  text,
} from './meta.js';

/** What a store or update of a task sends. */
export const TaskInputSchema = model(
  'TaskInput',
  z.looseObject({
    title: field(z.optional(nonEmptyText(300)), 'Title (1 to 300 characters).'),
    status: field(z.optional(z.enum(TASK_STATUSES)), 'Open, in progress, done or cancelled.'),
    priority: field(z.optional(z.enum(TASK_PRIORITIES)), 'Low, normal, high or urgent.'),
    assignee_id: field(z.optional(z.nullable(int())), 'The person doing it.'),
    due_date: field(z.optional(z.nullable(dateText())), 'When it is due, `YYYY-MM-DD`.'),
    team_id: field(z.optional(z.nullable(int())), 'The team it belongs to.'),
  }),
  'The fields a store or update of a task sends.',
);

/** A task (`/tasks/`). */
export const TaskSchema = model(
  'Task',
  z.extend(TaskInputSchema, {
    id: field(recordId(), 'The task id.'),
    created_on: field(z.optional(z.string()), 'The day it was created, `YYYY-MM-DD`.'),
    ...storedFields(),
  }),
  'A task (`/tasks/`).',
);

/** The query of `tasks.list`. */
export const TaskQuerySchema = model(
  'TaskQuery',
  z.looseObject(
    listQueryShape([
      'title',
      'status',
      'priority',
      'assignee_id',
      'team_id',
      'due_date',
      'updated_at',
    ] as const),
  ),
  'The query of `tasks.list`: paging, search, order and field filters.',
);

/** What a store or update of an application sends. */
export const ApplicationInputSchema = model(
  'ApplicationInput',
  z.looseObject({
    user_id: field(z.optional(z.nullable(int())), 'The applicant.'),
    category_id: field(z.optional(z.nullable(int())), 'The recruitment category applied to.'),
    team_id: field(z.optional(z.nullable(int())), 'The team applied to.'),
    stage: field(z.optional(text(100)), 'The recruitment stage reached.'),
    status: field(
      z.optional(z.enum(APPLICATION_STATUSES)),
      'Pending, accepted, rejected or withdrawn.',
    ),
    applied_at: field(z.optional(dateText()), 'When the person applied, `YYYY-MM-DD`.'),
    closing_reason_id: field(
      z.optional(z.nullable(int())),
      'Why the application was closed (a recruitment closing reason).',
    ),
    notes: field(z.optional(z.nullable(z.string())), 'Notes on the application.'),
  }),
  'The fields a store or update of an application sends.',
);

/** An application (`/applications/`). */
export const ApplicationSchema = model(
  'Application',
  z.extend(ApplicationInputSchema, {
    id: field(recordId(), 'The application id.'),
    ...storedFields(),
  }),
  'An application to volunteer (`/applications/`).',
);

/** The query of `applications.list`. */
export const ApplicationQuerySchema = model(
  'ApplicationQuery',
  z.looseObject(
    listQueryShape([
      'user_id',
      'category_id',
      'team_id',
      'stage',
      'status',
      'applied_at',
      'updated_at',
    ] as const),
  ),
  'The query of `applications.list`: paging, search, order and field filters.',
);
