/**
 * Welsh for the check-in kiosk (see `../cy.ts`).
 *
 * @module
 */
import type { KioskText } from '../../messages/kiosk.js';

/** KioskText in Welsh. */
export const cyKioskText: KioskText = {
  kioskTitle: 'Ciosg cofrestru',
  kioskCheckIn: 'Cofrestru',
  kioskIntro: "Dangoswch god cofrestru eich sifft i'r camera, neu teipiwch ef.",
  kioskCodeLabel: 'Cod cofrestru',
  kioskSubmit: 'Cofrestru fi',
  kioskBusy: "Wrthi'n cofrestru…",
  kioskScan: "Sganio gyda'r camera",
  kioskStopScan: 'Diffodd y camera',
  kioskScanning: "Yn chwilio am god: daliwch ef tua lled llaw o'r camera.",
  kioskCameraError: 'Nid oedd modd cychwyn y camera. Teipiwch y cod yn lle hynny.',
  kioskLast: 'Y cofrestriad diwethaf',
  kioskNobody: 'Nid oes neb wedi cofrestru eto.',
  kioskWelcome: 'Croeso, {name}! Rydych wedi cofrestru ar gyfer {title}.',
  kioskSaved:
    "Diolch! Mae eich cofrestriad wedi'i gadw ar y ciosg hwn a chaiff ei anfon cyn gynted ag y bydd ar-lein eto.",
  kioskOffline:
    "Mae'r ciosg hwn all-lein: caiff cofrestriadau eu cadw arno a'u hanfon pan fydd ar-lein eto.",
  kioskWaiting: "Yn aros i'w hanfon ({count})",
  kioskSendNow: 'Anfon nawr',
  kioskSent: {
    zero: 'Ni chofnodwyd {count} cofrestriad a gadwyd all-lein.',
    one: "Mae {count} cofrestriad a gadwyd all-lein wedi'i gofnodi.",
    two: "Mae {count} gofrestriad a gadwyd all-lein wedi'u cofnodi.",
    few: "Mae {count} chofrestriad a gadwyd all-lein wedi'u cofnodi.",
    many: "Mae {count} chofrestriad a gadwyd all-lein wedi'u cofnodi.",
    other: "Mae {count} cofrestriad a gadwyd all-lein wedi'u cofnodi.",
  },
  kioskRefusedTitle: 'Heb eu cofnodi wrth eu hanfon',
  kioskRefusedItem: "{code}, wedi'i sganio am {time}: {reason}",
  kioskClearRefused: "Clirio'r rhestr hon",
  kioskLanguage: 'Iaith y ciosg',
  kioskNotACode: 'Nid yw hwn yn god cofrestru.',
  kioskOtherOrganisation: "Mae'r cod hwn yn perthyn i sefydliad arall.",
  kioskUnknownCode:
    "Nid yw'r cod hwn yn ddilys: efallai ei fod wedi'i deipio'n anghywir, wedi'i newid neu wedi'i wneud ar gyfer lle nad yw'n bodoli mwyach.",
  kioskAlready: 'Mae {name} eisoes wedi cofrestru.',
  kioskNoPlace: 'Nid oes gan {name} le ar y sifft hon.',
  kioskShiftCancelled: "Mae'r sifft hon wedi'i chanslo.",
  kioskShiftOver: "Mae'r sifft hon wedi dod i ben.",
  kioskTooEarly: 'Mae cofrestru ar gyfer y sifft hon yn agor awr cyn iddi ddechrau.',
  kioskOutsideTeam: "Nid yw {name} mewn tîm rydych chi'n ei arwain.",
  kioskScanTooOld: "Cafodd ei sganio fwy na diwrnod yn ôl, yn rhy hir i'w gyfrif.",
  kioskModeTitle: 'Modd ciosg',
  kioskLock: "Cloi'r dabled hon i'r ciosg",
  kioskLockHint:
    'Wedyn dim ond y cofrestru y bydd gwirfoddolwyr yn ei weld: dim dewislen a dim sgrin arall. Mae gadael yn gofyn am gyfrinair aelod o staff.',
};
