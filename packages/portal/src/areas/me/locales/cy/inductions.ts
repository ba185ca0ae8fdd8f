/**
 * Welsh for the inductions panel (see `../cy.ts`).
 *
 * @module
 */
import type { InductionsText } from '../../messages/inductions.js';

/** InductionsText in Welsh. */
export const cyInductionsText: InductionsText = {
  inductions: 'Cyfnodau sefydlu',
  loadingInductions: "Wrthi'n llwytho cyfnodau sefydlu…",
  noInductions: 'Dim cyfnodau sefydlu.',
  inductionsOf: 'Cyfnodau sefydlu: {name}',
  onlyOwnInductions:
    "Dim ond {name} sy'n gallu nodi bod eu cyfnodau sefydlu wedi'u cwblhau, o'u cofnod eu hunain.",
  inductionNumber: 'Cyfnod sefydlu {id}',
  colInduction: 'Cyfnod sefydlu',
  colCompulsory: 'Gorfodol',
  colStatus: 'Statws',
  colDue: 'Erbyn',
  colCompleted: "Wedi'i gwblhau",
  colAction: 'Cam gweithredu',
  yes: 'Ydy',
  no: 'Nac ydy',
  inductionPending: 'Heb ei gwblhau',
  inductionCompleted: "Wedi'i gwblhau",
  markComplete: "Nodi ei fod wedi'i gwblhau",
  saving: "Wrthi'n cadw…",
  completedOn: "{name}: wedi'i gwblhau ar {date}.",
  completedNow: "{name}: wedi'i gwblhau.",
  stillNotComplete: "Nid yw {name} wedi'i gwblhau ar y gweinydd o hyd.",
};
