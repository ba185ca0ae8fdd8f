/**
 * Welsh for my settings (see `../cy.ts`).
 *
 * @module
 */
import type { SettingsText } from '../../messages/settings.js';

/** SettingsText in Welsh. */
export const cySettingsText: SettingsText = {
  loadingSignIn: "Wrthi'n llwytho eich gosodiadau mewngofnodi…",
  language: 'Iaith',
  languageLegend: 'Iaith fy sgriniau',
  languageHint: "Mae eich sgriniau eich hun a'u dyddiadau yn ei dilyn.",
  languageNow: 'Mae eich sgriniau yn Gymraeg nawr.',
  languageSaving: "Wrthi'n cadw eich iaith…",

  notifications: 'Hysbysiadau',
  loadingNotifications: "Wrthi'n llwytho eich gosodiadau hysbysu…",
  notificationsCaption: 'Sut rydych chi eisiau cael gwybod am bethau.',
  // A non-breaking hyphen: the narrow column wraps on spaces only.
  channelEmail: 'E‑bost',
  channelSms: 'Neges destun',
  topicShiftReminders: 'Nodiadau atgoffa cyn fy sifftiau',
  topicOpenShifts: 'Sifftiau agored yn fy nhimau',
  topicMessages: 'Negeseuon newydd',
  topicExpenses: 'Penderfyniadau ar fy hawliadau treuliau',
  topicNews: 'Newyddion gan y sefydliad',
  topicByEmail: '{topic} drwy e-bost',
  topicBySms: '{topic} drwy neges destun',
  toldByEmail: '{topic}: byddwch yn cael gwybod drwy e-bost.',
  notToldByEmail: '{topic}: ni fyddwch yn cael gwybod drwy e-bost.',
  toldBySms: '{topic}: byddwch yn cael gwybod drwy neges destun.',
  notToldBySms: '{topic}: ni fyddwch yn cael gwybod drwy neges destun.',
  notSaved: 'Heb ei gadw: {reason}',
  password: 'Cyfrinair',
  currentPassword: 'Cyfrinair presennol',
  newPassword: 'Cyfrinair newydd',
  newPasswordAgain: 'Cyfrinair newydd eto',
  giveCurrentPassword: 'Rhowch eich cyfrinair presennol.',
  atLeast8: 'Defnyddiwch o leiaf 8 nod.',
  passwordsDiffer: "Nid yw'r ddau gyfrinair newydd yr un fath.",
  passwordChanged:
    "Mae eich cyfrinair wedi'i newid. Defnyddiwch yr un newydd y tro nesaf y byddwch yn mewngofnodi.",
  notYourPassword: 'Nid dyna eich cyfrinair presennol.',
  notChanged: 'Heb ei newid: {reason}',
  changing: "Wrthi'n newid…",
  changePassword: 'Newid fy nghyfrinair',
  removeData: 'Dileu fy nata personol',
  anonymiseBefore:
    "Gallwch ofyn i'ch cofnod gael ei wneud yn ddienw: bydd eich enw, eich manylion cyswllt a'ch manylion mewngofnodi yn cael eu dileu, a bydd eich gwirfoddoli blaenorol yn cael ei gadw heb eich enw. Nid oes modd dadwneud hyn, a byddwch yn cael eich allgofnodi. Lawrlwythwch eich data yn gyntaf o",
  anonymiseAfter: 'os hoffech gael copi.',
  twoFactor: 'Mewngofnodi dau gam',
  status: 'Statws:',
  on: 'Ymlaen',
  off: 'I ffwrdd',
  twoFactorOnHint: "Rydych yn teipio cod o'ch ap dilysu wrth fewngofnodi.",
  twoFactorOnTrustedHint:
    "Rydych yn teipio cod o'ch ap dilysu wrth fewngofnodi, ac eithrio ar y cyfrifiadur hwn, yr ydych yn ymddiried ynddo.",
  twoFactorOffHint:
    'Ychwanegwch god o ap dilysu ar eich ffôn at eich cyfrinair, fel na all neb arall fewngofnodi fel chi.',
  setUpTwoFactorForm: 'Sefydlu mewngofnodi dau gam',
  step1: 'Agorwch ap dilysu ar eich ffôn ac ychwanegwch gyfrif.',
  step2: 'Sganiwch y cod QR hwn, neu teipiwch yr allwedd oddi tano.',
  step3: "Teipiwch y cod 6 digid y mae'r ap yn ei ddangos.",
  qrTitle: 'Cod QR ar gyfer eich ap dilysu',
  key: 'Allwedd:',
  codeFromApp: "Cod o'r ap",
  codeFromCurrentApp: "Cod o'ch ap presennol",
  checking: "Wrthi'n gwirio…",
  turnOn: 'Troi dau gam ymlaen',
  notNow: 'Nid nawr',
  turnOffForm: 'Diffodd mewngofnodi dau gam',
  codeFromYourApp: "Cod o'ch ap",
  turnOff: 'Diffodd dau gam',
  keepOn: 'Ei gadw ymlaen',
  moveToNewPhone: 'Symud i ffôn newydd',
  setUpTwoFactor: 'Sefydlu dau gam',
  stopTrusting: 'Peidio ag ymddiried yn y cyfrifiadur hwn',
  trustComputer: 'Ymddiried yn y cyfrifiadur hwn',
  turnOffEllipsis: 'Diffodd…',
  trustedNote: 'Rydych yn ymddiried yn y cyfrifiadur hwn: gallwch fewngofnodi yma heb god.',
  untrustedNote:
    'Nid ydych yn ymddiried yn y cyfrifiadur hwn mwyach: bydd y mewngofnodi nesaf yn gofyn am god.',
  type6: "Teipiwch y 6 digid y mae'r ap yn eu dangos.",
  type6Current: 'Teipiwch y 6 digid y mae eich ap presennol yn eu dangos.',
  type6Yours: 'Teipiwch y 6 digid y mae eich ap yn eu dangos.',
  twoFactorOnNote:
    'Mae mewngofnodi dau gam ymlaen. Gofynnir i chi am god pan fyddwch yn mewngofnodi.',
  twoFactorOffNote: 'Mae mewngofnodi dau gam i ffwrdd.',
};
