/**
 * A person's own records (`/users/{userId}/…`, spec 7.13): contact details,
 * guardians, inductions, skills, messages, notifications, bookings and the
 * logs the reference server keeps. The spec names these entities without
 * fields (3.2); every field here is the reference server's.
 *
 * @module
 */
import * as z from 'zod/mini';
import {
  field,
  int,
  model,
  optDay,
  optFlag,
  optId,
  optInstant,
  optNumber,
  optText,
  recordModels,
} from './meta.js';
import { residentialBookingFields } from './places.js';

/** A person's phone number (`users.phoneNumbers`). */
export const PhoneNumberModels = recordModels('PhoneNumber', 'a person’s phone number', {
  type: optText('Kind of number (`mobile`, `home`, `work`).'),
  number: optText('The number as written.'),
});

/** A person's e-mail address (`users.emailAddresses`). */
export const EmailAddressModels = recordModels('EmailAddress', 'a person’s e-mail address', {
  type: optText('Kind of address (`home`, `work`).'),
  email: field(z.optional(z.nullable(z.string())), 'The address.'),
});

/** A person's postal address (`users.postalAddresses`). */
export const PostalAddressModels = recordModels('PostalAddress', 'a person’s postal address', {
  line_1: optText('First line.'),
  line_2: optText('Second line.'),
  town: optText('Town.'),
  postcode: optText('Postcode.'),
  country: optText('Country, in words.'),
});

/** A person's emergency contact (`users.emergencyContacts`). */
export const EmergencyContactModels = recordModels(
  'EmergencyContact',
  'a person’s emergency contact',
  {
    name: optText('Name of the contact.'),
    relationship: optText('How they are related (`Partner`, `Parent`…).'),
    phone: optText('Phone number.'),
  },
);

/** A guardian of a minor (`users.guardians`). */
export const GuardianModels = recordModels('Guardian', 'a guardian of a minor', {
  guardian_id: optId('The guardian (a person).'),
  name: optText('The guardian’s name.'),
  relationship: optText('How they are related (`Parent`…).'),
  email: field(z.optional(z.nullable(z.string())), 'The guardian’s e-mail address.'),
  consent_given: optFlag('Set once the guardian consented to the minor volunteering.'),
});

/** An entry of a guardian's log (`users.guardians.logs`). */
export const GuardianLogModels = recordModels('GuardianLog', 'an entry of a guardian’s log', {
  action: optText('What happened (`consent_given`…).'),
  guardian_id: optId('The guardian (a person).'),
  summary: optText('What happened, in words.'),
});

/** A person's induction module (`users.inductions`). */
export const InductionModels = recordModels('Induction', 'a person’s induction module', {
  name: optText('The module’s name.'),
  status: optText('`pending` or `completed`.'),
  module_id: optId('The induction module (`organisation.inductionModules`).'),
  compulsory: optFlag('Whether the module must be completed.'),
  completed_at: optInstant('When it was completed, or null'),
  due_date: optDay('When it is due'),
});

/** A person's interest (`users.interests`). */
export const InterestModels = recordModels('Interest', 'a person’s interest', {
  name: optText('The interest.'),
});

/** A person's skill (`users.skills`). */
export const UserSkillModels = recordModels('UserSkill', 'a skill a person has', {
  skill_id: optId('The skill (`organisation.skills`).'),
  category_id: optId('The skill category (`organisation.skillCategories`).'),
  name: optText('The skill’s name.'),
});

/** A person's text about one skill category (`users.skills.bio`, one per category). */
export const SkillBioModels = recordModels(
  'SkillBio',
  'a person’s text about one skill category (their languages, say)',
  { bio: optText('What they say about their skills in the category.') },
);

/** A message in a person's inbox (`users.messaging`). */
export const MessageModels = recordModels(
  'Message',
  'a message in a person’s inbox',
  {
    subject: optText('Subject.'),
    body: optText('Text of the message.'),
    from_id: optId('The sender (a person).'),
    read: optFlag('Set once the person read it.'),
    sent_at: optInstant('When it was sent'),
  },
  { unread: field(z.optional(z.string()), 'Only unread messages (`true`).') },
);

/** A notification to a person (`users.notifications`). */
export const NotificationModels = recordModels(
  'Notification',
  'a notification to a person',
  {
    title: optText('Title.'),
    body: optText('Text.'),
    read: optFlag('Set once the person read it.'),
    dismissed: optFlag('Set once the person dismissed it.'),
    sent_at: optInstant('When it was sent'),
    kind: optText('What it is about, for its words (`consent_requested`…).'),
    topic: optText('The notification topic it belongs to (`applications`…).'),
    link: optText('Where it leads in the portal (`/my`).'),
    params: field(
      z.optional(z.record(z.string(), z.unknown())),
      'Values for the words of its `kind` (names, dates).',
    ),
  },
  { unread: field(z.optional(z.string()), 'Only unread notifications (`true`).') },
);

/** How a person is notified on one topic (`users.notificationSettings`). */
export const NotificationSettingModels = recordModels(
  'NotificationSetting',
  'how a person is notified on one topic',
  {
    topic: optText('The topic (`shift_reminders`…).'),
    in_app: optFlag('Notify in the portal.'),
    by_email: optFlag('Notify by e-mail.'),
    by_sms: optFlag('Notify by text message.'),
  },
);

/** A touchpoint: a contact with a person (`users.touchpoints`). */
export const TouchpointModels = recordModels('Touchpoint', 'a contact with a person', {
  type: optText('Kind of contact (`call`, `email`, `meeting`…).'),
  date: optDay('The day of the contact'),
  notes: optText('What was said or done.'),
});

/** Someone who may authorise a person's expenses (`users.expenses.authorisers`). */
export const ExpenseAuthoriserModels = recordModels(
  'ExpenseAuthoriser',
  'someone who authorises a person’s expenses',
  {
    authoriser_id: optId('The authoriser (a person).'),
    name: optText('The authoriser’s name.'),
  },
);

/** A person's own copy of an application (`users.applications`). */
export const UserApplicationModels = recordModels(
  'UserApplication',
  'a person’s own view of an application',
  {
    category_id: optId('The recruitment category applied to.'),
    name: optText('The category’s name.'),
    stage: optText('The recruitment stage reached.'),
    status: optText('`pending`, `accepted`, `rejected` or `withdrawn`.'),
    applied_at: optDay('When the person applied'),
    references_received: optNumber('References received so far.'),
    references_needed: optNumber('References the category asks for.'),
    application_id: optId('The organisation’s application (`applications`).'),
    opportunity_id: optId('The opportunity applied to, when there was one.'),
    motivation: optText('Why the person applied, in their words.'),
    source: optText('How the application came (`online`).'),
  },
);

/** A reference for an application (`reference`, `users.applications.references`). */
export const ReferenceModels = recordModels('Reference', 'a reference for an application', {
  application_id: optId('The application (`applications`).'),
  user_id: optId('The applicant.'),
  referee_name: optText('Who gives the reference.'),
  status: optText('`requested` or `received`.'),
  requested_at: optInstant('When it was asked for'),
  received_at: optInstant('When it came, or null'),
  own_id: optId('The applicant’s own copy of it.'),
});

/** A parent's consent to a minor's application (`parentalConsent`, `users.applications.parentalConsent`). */
export const ParentalConsentModels = recordModels(
  'ParentalConsent',
  'a parent’s consent to a minor’s application',
  {
    application_id: optId('The application (`applications`).'),
    user_id: optId('The minor.'),
    status: optText('`requested`, `given` or `refused`.'),
    requested_at: optInstant('When it was asked for'),
    requested_of: field(
      z.optional(
        z.array(
          z.looseObject({
            id: field(int(), 'The guardian (a person).'),
            name: field(z.string(), 'The guardian’s name.'),
          }),
        ),
      ),
      'The guardians asked.',
    ),
    own_id: optId('The minor’s own copy of it.'),
    consent_given: optFlag('Set once a guardian consented.'),
  },
);

/** A document sent with an application (`users.applications.documents`). */
export const ApplicationDocumentModels = recordModels(
  'ApplicationDocument',
  'a document sent with an application',
  {
    key: optText('The application form’s field it answers.'),
    name: optText('The field’s label.'),
    file_name: optText('The file’s name.'),
    mime_type: optText('The file’s media type.'),
    size: optNumber('Size in bytes.'),
    url: optText('Where to download it.'),
    uploaded_at: optInstant('When it was sent'),
  },
);

/** A block on a person (`users.blocked`). */
export const BlockModels = recordModels('Block', 'a block on a person', {
  reason: optText('Why the person is blocked.'),
  blocked_by: optId('Who blocked them.'),
  blocked_at: optInstant('When'),
});

/** A request to anonymise a person (`users.requestAnonymisation`). */
export const AnonymisationModels = recordModels(
  'Anonymisation',
  'a request to anonymise a person',
  {
    status: optText('`completed` once the personal fields were replaced.'),
    requested_by: optId('Who asked.'),
    reason: field(z.optional(z.nullable(z.string())), 'Why (at most 500 characters).'),
    completed_at: optInstant('When it was done'),
  },
);

/** An entry of a person's log (`users.logs`). */
export const PersonLogModels = recordModels('PersonLog', 'an entry of a person’s log', {
  action: optText('What happened (`clearance_gap_confirmed`…).'),
  summary: optText('What happened, in words.'),
  work: optText('The shift or event it concerns.'),
  work_from: optText('When that work starts.'),
  work_to: optText('When that work ends.'),
  gaps: field(z.optional(z.array(z.string())), 'The clearances the person lacked.'),
  reason: optText('The reason given.'),
  by_user_id: optId('Who did it.'),
});

/** A person's own copy of a residential booking (`users.residentialBookings`). */
export const UserResidentialBookingModels = recordModels(
  'UserResidentialBooking',
  'a person’s own copy of a residential booking',
  {
    ...residentialBookingFields,
    booking_id: optId('The organisation’s booking (`residentialBookings`).'),
  },
);

/** When a person wants reminding before their shifts and sessions (`users.reminders`). */
export const ReminderModels = recordModels(
  'Reminder',
  'a time before their shifts and sessions a person wants reminding',
  {
    minutes_before: field(
      z.optional(int()),
      'Minutes before the start (a whole number in the sandbox’s range; at most five per person).',
    ),
  },
);

/** A supervisor of a person (`users.supervisors`). */
export const SupervisorModels = recordModels('Supervisor', 'a supervisor of a person', {
  supervisor_id: optId('The supervisor (a person).'),
  user_id: optId('The supervisor, another name of `supervisor_id`.'),
});

/** A person's calendar feed (`users.calendarFeed`): whether it runs, and its address once made. */
export const CalendarFeedSchema = model(
  'CalendarFeed',
  z.looseObject({
    active: field(z.boolean(), 'Whether the person has a feed.'),
    created_at: field(z.nullable(z.string()), 'When it was made (ISO date-time), or null.'),
    url: field(
      z.optional(z.string()),
      'The subscription address (`https:`), only in the answer that makes it.',
    ),
    webcal_url: field(z.optional(z.string()), 'The same address as `webcal:`.'),
  }),
  'A person’s calendar feed: whether it runs and since when; its address only when it is made.',
);

/** A to-do of a person (`users.todos`). */
export const TodoModels = recordModels('Todo', 'a to-do of a person', {
  title: optText('What to do.'),
  due_date: optDay('When it is due'),
  done: optFlag('Set once it is done.'),
});

/** A recognition of a person (`users.recognitions`): thanks, or an hours milestone. */
export const RecognitionModels = recordModels('Recognition', 'a recognition of a person', {
  name: optText('What it is for, in words.'),
  description: optText('Why it was given.'),
  kind: optText('`milestone` for an hours milestone the server gives; absent for thanks.'),
  milestone_hours: optNumber('The hours of a milestone.'),
  awarded_at: optInstant('When it was given'),
});

/** An opportunity a person keeps as a favourite (`users.favourites`). */
export const FavouriteModels = recordModels('Favourite', 'an opportunity a person keeps', {
  opportunity_id: optId('The opportunity.'),
  title: optText('Its title, as it was when kept.'),
});

/** A person's profile photo (`users.profilePhoto`). */
export const ProfilePhotoModels = recordModels('ProfilePhoto', 'a person’s profile photo', {
  file_name: optText('The file’s name.'),
  mime_type: optText('Its media type.'),
  size: optNumber('Size in bytes.'),
  url: optText('Where it is served (also the person’s `photo_url`).'),
});
