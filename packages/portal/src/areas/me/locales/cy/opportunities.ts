/**
 * Welsh for my opportunities and applications (see `../cy.ts`).
 *
 * @module
 */
import type { OpportunitiesText } from '../../messages/opportunities.js';

/** OpportunitiesText in Welsh. */
export const cyOpportunitiesText: OpportunitiesText = {
  opportunitiesToApply: 'Cyfleoedd i wneud cais amdanynt',
  noOpportunities: 'Does dim cyfleoedd ar agor ar hyn o bryd.',
  opportunity: 'Cyfle',
  applied: 'Cais wedi’i wneud',
  apply: 'Gwneud cais',
  applyTo: ' ar gyfer {title}',
  loadingOpportunities: "Wrthi'n llwytho cyfleoedd…",
  myApplications: 'Fy ngheisiadau',
  noApplications: 'Nid ydych wedi gwneud cais am unrhyw beth eto.',
  loadingApplications: "Wrthi'n llwytho eich ceisiadau…",

  applyForm: 'Gwneud cais ar gyfer {title}',
  whyDoThis: 'Pam yr hoffech chi wneud hyn?',
  tellWhy: 'Dywedwch wrthym pam yr hoffech chi wneud hyn.',
  answerQuestion: 'Atebwch y cwestiwn hwn.',
  attachDocument: 'Atodwch y ddogfen: {document}.',
  documentKinds: 'PDF, JPEG neu PNG, hyd at 2 MB',
  formNotLoaded:
    "Nid oedd modd llwytho'r cwestiynau a'r dogfennau y mae'r cais hwn yn gofyn amdanynt. Rhowch gynnig arall arni yn nes ymlaen.",
  sendApplication: 'Anfon fy nghais',
  applicationSent: "Mae eich cais ar gyfer {title} wedi'i anfon.",
  withdraw: "Tynnu'n ôl",
  withdrawFrom: ' fy nghais ar gyfer {name}',
  whyWithdrawing: "Pam rydych chi'n tynnu'n ôl? (dewisol)",
  withdrawConfirm: 'Tynnu fy nghais yn ôl',
  keepApplication: 'Cadw fy nghais',
  applicationWithdrawn: "Mae eich cais ar gyfer {name} wedi'i dynnu'n ôl.",

  statusAccepted: "Wedi'i dderbyn",
  statusRejected: 'Heb ei symud ymlaen',
  statusWithdrawn: "Wedi'i dynnu'n ôl",
  sentOn: 'Anfonwyd: {date}',
  stage: 'Cam: {stage}',
  stagesOf: 'Camau: {name}',
  currentStage: ' (y cam presennol)',
  answersTo: 'Atebion: {name}',
  // "geirda" (reference) stays singular after a number, mutated after 2 ("2 eirda").
  referencesReceived: {
    zero: '{got} o {count} geirda wedi dod i law',
    one: '{got} o {count} geirda wedi dod i law',
    two: '{got} o {count} eirda wedi dod i law',
    few: '{got} o {count} geirda wedi dod i law',
    many: '{got} o {count} geirda wedi dod i law',
    other: '{got} o {count} geirda wedi dod i law',
  },
  waitingForReferees: 'yn aros am eirda gan: {names}',
  referenceRequested: 'Gofynnwyd am eirda gan: {name}',
  consentGiven: "Caniatâd rhiant wedi'i roi",
  consentRefused: "Caniatâd rhiant wedi'i wrthod",
  consentWaiting: 'Yn aros am ganiatâd rhiant',
  consentAskedOf: 'gofynnwyd i {names} ar {date}',
  consentGivenBy: 'rhoddodd {name} ef ar {date}',
  consentRefusedBy: 'gwrthododd {name} ef ar {date}',
  waitingForYou: 'Yn aros amdanoch chi',
  consentNeeded: 'Mae cais {minor} i {name} angen eich caniatâd.',
};
