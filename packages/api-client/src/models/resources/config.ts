/**
 * The organisation's lists (`/organisation/…`, spec 7.11): the named things
 * screens offer to choose from (leaving reasons, skills, permissions, rotas…).
 * The spec names these entities without fields (3.2); every field here is the
 * reference server's.
 *
 * @module
 */
import * as z from 'zod/mini';
import {
  field,
  int,
  optDay,
  optFlag,
  optId,
  optIds,
  optInstant,
  optNumber,
  optText,
  recordModels,
} from './meta.js';

/** A list entry known by its name alone. */
function named(name: string, what: string) {
  return recordModels(name, what, { name: optText('The name shown to choose from.') });
}

/** A leaving reason (`organisation.leavingReasons`). */
export const LeavingReasonModels = named('LeavingReason', 'a reason for leaving');
/** A motivation (`organisation.motivations`). */
export const MotivationModels = named('Motivation', 'a reason people volunteer');
/** A permission category (`organisation.permissionCategories`). */
export const PermissionCategoryModels = named('PermissionCategory', 'a group of permissions');
/** A recruitment category (`organisation.recruitment.categories`). */
export const RecruitmentCategoryModels = named(
  'RecruitmentCategory',
  'a recruitment category people apply to',
);
/** A recruitment closing reason (`organisation.recruitmentClosingReasons`). */
export const ClosingReasonModels = named('ClosingReason', 'a reason an application was closed');
/** A skill category (`organisation.skillCategories`). */
export const SkillCategoryModels = named('SkillCategory', 'a category of skills');
/** An expense type (`organisation.expenses.types`). */
export const ExpenseTypeModels = named('ExpenseType', 'a kind of expense people may claim');
/** A residential booking cancel reason (`organisation.residentialCancelReasons`). */
export const CancelReasonModels = named(
  'CancelReason',
  'a reason a residential booking was cancelled',
);

/** A skill (`organisation.skills`). */
export const SkillModels = recordModels('Skill', 'a skill', {
  name: optText('The skill’s name.'),
  category_id: optId('Its category (`organisation.skillCategories`).'),
});

/** A permission (`organisation.permissions`). */
export const PermissionModels = recordModels('Permission', 'a permission', {
  name: optText('The permission’s name (`view-users`), as in a person’s `permissions`.'),
  category_id: optId('Its category (`organisation.permissionCategories`).'),
  display_name: optText('The permission in words (`View people`).'),
  description: optText('What it allows, in words.'),
});

/** A permission group (`organisation.permissionGroups`). */
export const PermissionGroupModels = recordModels(
  'PermissionGroup',
  'a group of permissions given together',
  {
    name: optText('The group’s name.'),
    permissions: field(z.optional(z.array(z.string())), 'The permission names it gives.'),
  },
);

/** A stage of a recruitment category (`organisation.recruitment.categories.stages`). */
export const RecruitmentStageModels = recordModels(
  'RecruitmentStage',
  'a stage of a recruitment category',
  {
    name: optText('The stage (`applied`, `references`…).'),
    position: field(z.optional(int()), 'Its place in the order, from 1.'),
  },
);

/** A recruitment question (`organisation.recruitment.questions`). */
export const RecruitmentQuestionModels = recordModels(
  'RecruitmentQuestion',
  'a question an application asks',
  {
    question: optText('The question.'),
    required: optFlag('Whether it must be answered.'),
  },
);

/** A clearance flag (`organisation.clearanceFlags`). */
export const ClearanceFlagModels = recordModels('ClearanceFlag', 'a clearance a person may hold', {
  name: optText('The clearance (`Cleared to work with children`).'),
  description: optText('What it means.'),
});

/** A disclosure type (`organisation.disclosureTypes`). */
export const DisclosureTypeModels = recordModels(
  'DisclosureType',
  'a kind of criminal-record disclosure',
  {
    name: optText('The kind (`Basic disclosure`).'),
    level: field(z.optional(int()), 'Its level: higher levels cover more.'),
    description: optText('What it covers.'),
  },
);

/** A risk activity (`organisation.riskActivities`). */
export const RiskActivityModels = recordModels(
  'RiskActivity',
  'an activity that needs clearances',
  {
    name: optText('The activity.'),
    description: optText('What it involves.'),
    works_with_children: optFlag('Whether it involves children.'),
    disclosure_type_id: optId('The disclosure it needs (`organisation.disclosureTypes`).'),
    clearance_flag_ids: optIds('The clearances it needs (`organisation.clearanceFlags`).'),
  },
);

/** An induction module (`organisation.inductionModules`). */
export const InductionModuleModels = recordModels('InductionModule', 'an induction module', {
  name: optText('The module’s name.'),
  compulsory: optFlag('Whether everyone must complete it.'),
});

/** An e-mail template (`organisation.emailTemplates`). */
export const EmailTemplateModels = recordModels('EmailTemplate', 'an e-mail template', {
  name: optText('The template’s name.'),
  subject: optText('The subject line.'),
  body: optText('The text.'),
});

/** An expense rate (`organisation.expenses.rates`). */
export const ExpenseRateModels = recordModels('ExpenseRate', 'a rate an expense is paid at', {
  name: optText('What it is for (`Car or van`).'),
  expense_type: optText('The expense type it applies to (`Mileage`).'),
  unit: optText('The unit (`mile`).'),
  rate: optNumber('Pounds per unit.'),
});

/** A login message (`organisation.loginMessages`). */
export const LoginMessageModels = recordModels('LoginMessage', 'a message shown on signing in', {
  title: optText('Title.'),
  body: optText('Text.'),
  active: optFlag('Whether it is shown.'),
});

/** An acknowledgement of a login message (`organisation.loginMessages.logs`). */
export const LoginMessageLogModels = recordModels(
  'LoginMessageLog',
  'a person’s acknowledgement of a login message',
  {
    user_id: optId('The person.'),
    action: optText('`acknowledged`.'),
    acknowledged_at: optInstant('When'),
  },
);

/** A partner of the organisation (`organisation.partners`). */
export const OrganisationPartnerModels = recordModels(
  'OrganisationPartner',
  'a partner of the organisation, shown on its opportunities',
  {
    name: optText('The partner’s name.'),
    logo_url: optText('Its logo.'),
    website: optText('Its website.'),
  },
);

/** An entry of the blacklist (`organisation.blacklist`). */
export const BlacklistEntryModels = recordModels(
  'BlacklistEntry',
  'someone the organisation will not take on',
  {
    email: field(z.optional(z.nullable(z.string())), 'Their e-mail address.'),
    name: optText('Their name.'),
    reason: optText('Why.'),
    added_on: optDay('When they were added'),
  },
);

/** A rota of the organisation (`organisation.rotas`). */
export const RotaModels = recordModels('Rota', 'a rota: a team’s regular working hours', {
  name: optText('The rota’s name.'),
  start_time: optText('Start, `HH:MM`.'),
  end_time: optText('End, `HH:MM`.'),
  team_id: optId('The team.'),
});

/** A saved list of people or a saved table view (`organisation.savedList`). */
export const SavedListModels = recordModels(
  'SavedList',
  'a saved list: chosen people and teams, or a filter on a list',
  {
    name: optText('The list’s name.'),
    user_ids: optIds('The people chosen.'),
    team_ids: optIds('The teams chosen (everyone in them).'),
    resource: optText('For a saved view: the list it filters (`users`).'),
    query: field(z.optional(z.unknown()), 'For a saved view: its query.'),
    filter: field(z.optional(z.unknown()), 'For a saved view: its filter.'),
    created_by: optId('Who saved it.'),
    member_count: optNumber('The people it reaches now (in answers).'),
  },
);

/** A group of e-mails sent together (`organisation.emailLogGroups`). */
export const EmailLogGroupModels = recordModels(
  'EmailLogGroup',
  'a group of e-mails sent together',
  {
    name: optText('The subject.'),
    bulk_email_id: optId('The bulk e-mail (`bulk.email`).'),
    saved_list_id: optId('The saved list it went to.'),
    saved_list_name: optText('That list’s name.'),
    count: optNumber('How many were sent.'),
    sent_at: optInstant('When'),
    sent_by: optId('Who sent it.'),
  },
);

/** One e-mail of a group (`organisation.emailLogGroups.logs`). */
export const EmailLogModels = recordModels('EmailLog', 'one e-mail sent to a person', {
  user_id: optId('The person.'),
  to: optText('The address.'),
  name: optText('The person’s name.'),
  subject: optText('The subject as sent.'),
  body: optText('The text as sent.'),
  status: optText('`sent`.'),
  sent_at: optInstant('When'),
});
