/**
 * Analytics datasets (`/analytics/…`, spec 7.5) and reports (`/reports/…`,
 * spec 7.14): the one envelope every dataset answers (`data` and `meta`), the
 * points of a `series` report and the rows of each `rows` report, as the
 * reference server computes them (its SQL is in the sandbox's
 * `src/domain/report*.ts`, `analytics.ts` and `training.ts`). The spec names
 * these datasets without fields; every field here is the reference server's.
 *
 * @module
 */
import * as z from 'zod/mini';
import { dayText, field, int, model } from './meta.js';

const UNITS = ['count', 'minutes', 'days', 'money', 'bytes', 'percent'] as const;

/** One series of a `series` report: its key in each point, its label and its unit. */
export const ReportSeriesSchema = model(
  'ReportSeries',
  z.looseObject({
    key: field(z.string(), 'The field of each point holding it (`value`, `claims`…).'),
    label: field(z.string(), 'Its label (`Amount`, `Claims`).'),
    unit: field(
      z.optional(z.enum(UNITS)),
      'Its unit, when not the report’s (claims counted beside amounts of money).',
    ),
  }),
  'One series of a report.',
);

/** What every analytics dataset and report says about itself. */
export const ReportMetaSchema = model(
  'ReportMeta',
  z.looseObject({
    generated_at: field(z.string(), 'When it was computed (ISO date-time).'),
    kind: field(
      z.enum(['series', 'rows']),
      '`series`: labelled figures (`label`, `value` and further series); `rows`: one record per row.',
    ),
    total: field(
      z.number(),
      'The sum of `value` over the points (`series`), or the number of rows (`rows`).',
    ),
    unit: field(
      z.optional(z.enum(UNITS)),
      'The unit of `value`: `count`, `minutes`, `days`, `money`, `bytes` or `percent`.',
    ),
    series: field(
      z.optional(z.array(ReportSeriesSchema)),
      'The series of each point, `value` first (`series` reports).',
    ),
    filters: field(
      z.looseObject({
        from: field(z.optional(z.string()), 'First day, `YYYY-MM-DD`.'),
        to: field(z.optional(z.string()), 'Last day, `YYYY-MM-DD`.'),
        team_id: field(z.optional(int()), 'The team (with its sub-teams).'),
      }),
      'The filters applied, defaults included (docs/reports.md says which each report honours).',
    ),
  }),
  'What a report says about itself: its kind, unit, series, total and the filters applied.',
);

/** The query of an analytics dataset or a report. */
export const ReportQuerySchema = model(
  'ReportQuery',
  z.looseObject({
    from: field(z.optional(dayText()), 'First day, `YYYY-MM-DD` (a report that honours it).'),
    to: field(
      z.optional(dayText()),
      'Last day, `YYYY-MM-DD`, not before `from` (a report that honours it).',
    ),
    team_id: field(
      z.optional(int()),
      'Only this team and its sub-teams (a report that honours it; a team leader’s own teams).',
    ),
  }),
  'The filters of a report: a range of days and a team. Which each report honours is in docs/reports.md; a bad date answers 422.',
);

const label = () =>
  field(z.string(), 'What the figure is of (a status, a month `YYYY-MM`, a name).');
const value = () => field(z.number(), 'The figure, in the report’s `unit`.');

/** One point of a `series` report. */
export const ReportPointSchema = model(
  'ReportPoint',
  z.looseObject({ label: label(), value: value() }),
  'One labelled figure of a report.',
);

/** A `series` report answering the points of `point`. */
function seriesOf(name: string, point: z.ZodMiniType, description: string) {
  return model(
    name,
    z.looseObject({
      data: field(z.array(point), 'The points, in the report’s order.'),
      meta: ReportMetaSchema,
    }),
    description,
  );
}

/** A point with further series beside `value`, and its report. */
function extraSeries(name: string, extra: Record<string, z.ZodMiniType>, description: string) {
  const point = model(
    `${name}Point`,
    z.looseObject({ label: label(), value: value(), ...extra }),
    `One point of ${description}.`,
  );
  return seriesOf(`${name}Report`, point, `A report of ${description}.`);
}

/** A `rows` report: `name` + `Row` and its report `name` + `Report`. */
function rowsOf(name: string, fields: Record<string, z.ZodMiniType>, what: string) {
  const row = model(`${name}Row`, z.looseObject(fields), `One row of ${what}.`);
  return model(
    `${name}Report`,
    z.looseObject({
      data: field(z.array(row), 'The rows, in the report’s order.'),
      meta: ReportMetaSchema,
    }),
    `A report of ${what}.`,
  );
}

const count = (description: string) => field(int(), description);
const personId = () => field(int(), 'The person.');
const personName = () => field(z.string(), 'Their name.');
const maybeText = (description: string) => field(z.nullable(z.string()), description);

/** A `series` report of labelled figures. */
export const SeriesReportSchema = seriesOf(
  'SeriesReport',
  ReportPointSchema,
  'A report of labelled figures: `data` is `{ label, value }` points, `meta` says the unit and the filters.',
);

/** Engagement by month: shifts attended and people. */
export const EngagementReportSchema = extraSeries(
  'Engagement',
  { people: count('People who attended.') },
  'shifts attended by month, with the people who attended',
);

/** Claim totals (money) and claim counts. */
export const ClaimTotalsReportSchema = extraSeries(
  'ClaimTotals',
  { claims: count('How many claims (a count beside the amount).') },
  'claim amounts (money) with the number of claims',
);

/** Starters and leavers by month. */
export const StartersLeaversChartReportSchema = extraSeries(
  'StartersLeaversChart',
  { leavers: count('People who left in the month.') },
  'starters (`value`) and leavers by month (`YYYY-MM`)',
);

/** Compulsory training: completed and outstanding by module. */
export const CompulsoryTrainingReportSchema = extraSeries(
  'CompulsoryTraining',
  { outstanding: count('Inductions of the module not completed yet.') },
  'compulsory modules: inductions completed in the range (`value`) and outstanding',
);

/** Adoption of each module: percent completed, completed and assigned. */
export const TrainingAdoptionReportSchema = extraSeries(
  'TrainingAdoption',
  {
    completed: count('Inductions of the module completed.'),
    assigned: count('Inductions of the module assigned.'),
  },
  'each module’s adoption: the percent completed (`value`), completed and assigned',
);

/** How long people volunteered, in bands. */
export const VolunteeringLengthReportSchema = extraSeries(
  'VolunteeringLength',
  { average_days: count('The average length in the band, in days.') },
  'people by how long they volunteered (`value`), with the average length in days',
);

/** Engagement by person. */
export const EngagementDetailReportSchema = rowsOf(
  'EngagementDetail',
  {
    id: personId(),
    name: personName(),
    shifts_attended: count('Shifts attended in the range.'),
    minutes: count('Minutes volunteered.'),
    last_attended: field(z.string(), 'The start of the last shift attended (ISO date-time).'),
  },
  'each person’s engagement: shifts attended and minutes',
);

/** Every claim in the range. */
export const ClaimListReportSchema = rowsOf(
  'ClaimList',
  {
    id: field(int(), 'The claim.'),
    user_id: personId(),
    name: maybeText('The claimant’s name, or null when they are gone.'),
    expense_type: maybeText('Kind of expense.'),
    amount: field(z.number(), 'Amount (money).'),
    status: field(z.string(), '`pending`, `approved`, `rejected` or `paid`.'),
    submitted_at: maybeText('When it was submitted (ISO date-time).'),
    authoriser_id: field(z.nullable(int()), 'Who decided it.'),
    authoriser: maybeText('Their name.'),
  },
  'the claims submitted in the range',
);

/** People with their first team. */
export const PeopleByTeamReportSchema = rowsOf(
  'PeopleByTeam',
  {
    id: personId(),
    name: personName(),
    team: maybeText('Their first team’s name.'),
    status: maybeText('Their status.'),
    role: maybeText('Their role.'),
  },
  'current people with their first team',
);

/** People missing data. */
export const MissingDataReportSchema = rowsOf(
  'MissingData',
  {
    id: personId(),
    name: personName(),
    missing: field(
      z.string(),
      'What is missing, comma-separated (`Phone, Postcode`): phone, date of birth, postcode, emergency contact.',
    ),
  },
  'current people missing contact data',
);

/** People and their skills. */
export const PersonSkillReportSchema = rowsOf(
  'PersonSkill',
  {
    id: personId(),
    name: personName(),
    skill: field(z.string(), 'The skill.'),
    category_id: field(
      z.optional(z.nullable(int())),
      'The skill’s category (one category’s report).',
    ),
  },
  'people and their skills, one row a skill',
);

/** People and their vetting. */
export const VettingStatusReportSchema = rowsOf(
  'VettingStatus',
  {
    id: personId(),
    name: personName(),
    vetting_status: maybeText('`none`, `pending`, `cleared`… (`none` when unknown).'),
    vetting_expires: maybeText('When the clearance expires, `YYYY-MM-DD`.'),
    days_left: field(
      z.optional(int()),
      'Days until it expires (negative once expired; the expiry report).',
    ),
  },
  'people and their vetting status',
);

/** Starters in the range. */
export const StartersReportSchema = rowsOf(
  'Starters',
  {
    id: personId(),
    name: personName(),
    team: maybeText('Their first team’s name.'),
    start_date: field(z.string(), 'When they started, `YYYY-MM-DD`.'),
    status: maybeText('Their status.'),
  },
  'the people who started in the range (default the last year)',
);

/** Leavers in the range. */
export const LeaversReportSchema = rowsOf(
  'Leavers',
  {
    id: personId(),
    name: personName(),
    team: maybeText('Their first team’s name.'),
    start_date: maybeText('When they started, `YYYY-MM-DD`.'),
    leave_date: field(z.string(), 'When they left, `YYYY-MM-DD`.'),
    leaving_reason: maybeText('Why they left.'),
  },
  'the people who left in the range (default the last year)',
);

/** Upcoming shifts and event sessions. */
export const UpcomingActivitiesReportSchema = rowsOf(
  'UpcomingActivities',
  {
    id: field(int(), 'The shift or the event session.'),
    type: field(z.enum(['shift', 'event']), '`shift` or `event` (a session of an event).'),
    title: field(z.nullable(z.string()), 'The shift’s title or the session’s name.'),
    team_id: field(z.nullable(int()), 'The team running it.'),
    team: maybeText('The team’s name.'),
    start: maybeText('When it starts (ISO date-time).'),
    end: maybeText('When it ends (ISO date-time).'),
    places: count('Places.'),
    filled: count('Places taken.'),
  },
  'the shifts and event sessions in the range (default the next 30 days), at most 200',
);

/** Training progress by person. */
export const TrainingByPersonReportSchema = rowsOf(
  'TrainingByPerson',
  {
    id: personId(),
    name: personName(),
    completed: count('Inductions completed.'),
    assigned: count('Inductions assigned.'),
    percent: field(z.number(), 'Percent completed.'),
  },
  'each person’s inductions, least completed first',
);

/** Inductions by module and person. */
export const TrainingByModuleReportSchema = rowsOf(
  'TrainingByModule',
  {
    id: field(int(), 'The induction.'),
    module_id: field(int(), 'The module.'),
    module: maybeText('The module’s name.'),
    user_id: personId(),
    name: personName(),
    status: field(z.string(), '`pending` or `completed`.'),
    completed_at: maybeText('When it was completed (ISO date-time).'),
  },
  'inductions by module and person: outstanding ones, and those completed in the range',
);

/** An export queued by an analytics `…Export` call. */
export const QueuedExportSchema = model(
  'QueuedExport',
  z.looseObject({
    id: field(int(), 'The export.'),
    status: field(z.string(), '`queued`: the file is e-mailed when it is ready.'),
    query: field(
      z.record(z.string(), z.string()),
      'The filters of the dataset exported (the query sent).',
    ),
    user_id: field(z.nullable(int()), 'Who asked for it.'),
    created_at: field(z.optional(z.string()), 'When it was asked for (ISO date-time).'),
    updated_at: field(z.optional(z.string()), 'When it last changed (ISO date-time).'),
  }),
  'An export of a dataset, queued (the call answers 202 with it in `data`).',
);
