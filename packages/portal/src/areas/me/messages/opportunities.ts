/**
 * My opportunities and applications: the opportunities to apply for, the
 * application form, and my applications with their stages, references and
 * parental consent. Part of the volunteer's catalogue (`../messages.ts`).
 *
 * @module
 */
import type { PluralMessage } from '@volunteerkit/widgets';

/** Texts of my opportunities and applications. */
export interface OpportunitiesText {
  opportunitiesToApply: string;
  noOpportunities: string;
  /** An opportunity without a name. */
  opportunity: string;
  applied: string;
  apply: string;
  /** Hidden after "Apply", naming what for. */
  applyTo: string;
  loadingOpportunities: string;
  myApplications: string;
  noApplications: string;
  loadingApplications: string;

  /** The application form's name. */
  applyForm: string;
  whyDoThis: string;
  tellWhy: string;
  answerQuestion: string;
  /** A required document not attached (`{document}` is its name). */
  attachDocument: string;
  /** After a document's name and "(required)". */
  documentKinds: string;
  formNotLoaded: string;
  sendApplication: string;
  applicationSent: string;
  /** The button that opens the withdrawal form of an open application. */
  withdraw: string;
  /** Hidden after "Withdraw", naming the application. */
  withdrawFrom: string;
  whyWithdrawing: string;
  withdrawConfirm: string;
  keepApplication: string;
  /** Announced once withdrawn (`{name}` is the application's name). */
  applicationWithdrawn: string;

  statusAccepted: string;
  statusRejected: string;
  statusWithdrawn: string;
  sentOn: string;
  stage: string;
  stagesOf: string;
  currentStage: string;
  answersTo: string;
  /** `{got}` of `{count}` references came back. */
  referencesReceived: PluralMessage;
  waitingForReferees: string;
  referenceRequested: string;
  consentGiven: string;
  consentRefused: string;
  consentWaiting: string;
  consentAskedOf: string;
  consentGivenBy: string;
  consentRefusedBy: string;
  waitingForYou: string;
  consentNeeded: string;
}

/** The English (en-GB) source texts of OpportunitiesText. */
export const enGBOpportunitiesText: OpportunitiesText = {
  opportunitiesToApply: 'Opportunities to apply for',
  noOpportunities: 'No opportunities are open right now.',
  opportunity: 'Opportunity',
  applied: 'Applied',
  apply: 'Apply',
  applyTo: ' to {title}',
  loadingOpportunities: 'Loading opportunities…',
  myApplications: 'My applications',
  noApplications: 'You have not applied for anything yet.',
  loadingApplications: 'Loading your applications…',

  applyForm: 'Apply to {title}',
  whyDoThis: 'Why would you like to do this?',
  tellWhy: 'Tell us why you would like to do this.',
  answerQuestion: 'Answer this question.',
  attachDocument: 'Attach {document}.',
  documentKinds: 'PDF, JPEG or PNG, up to 2 MB',
  formNotLoaded:
    'The questions and documents this application asks for could not be loaded. Try again later.',
  sendApplication: 'Send my application',
  applicationSent: 'Your application to {title} was sent.',
  withdraw: 'Withdraw',
  withdrawFrom: ' my application to {name}',
  whyWithdrawing: 'Why are you withdrawing? (optional)',
  withdrawConfirm: 'Withdraw my application',
  keepApplication: 'Keep my application',
  applicationWithdrawn: 'Your application to {name} was withdrawn.',

  statusAccepted: 'Accepted',
  statusRejected: 'Not taken forward',
  statusWithdrawn: 'Withdrawn',
  sentOn: 'Sent {date}',
  stage: 'Stage: {stage}',
  stagesOf: 'Stages of {name}',
  currentStage: ' (current stage)',
  answersTo: 'Answers to {name}',
  referencesReceived: {
    one: '{got} of {count} reference received',
    other: '{got} of {count} references received',
  },
  waitingForReferees: 'waiting for {names}',
  referenceRequested: 'Reference requested from {name}',
  consentGiven: 'Parental consent given',
  consentRefused: 'Parental consent refused',
  consentWaiting: 'Waiting for parental consent',
  consentAskedOf: 'asked of {names} on {date}',
  consentGivenBy: '{name} gave it on {date}',
  consentRefusedBy: '{name} refused it on {date}',
  waitingForYou: 'Waiting for you',
  consentNeeded: '{minor}’s application to {name} needs your consent.',
};
