import { DEMO_LOGINS } from '../packages/sandbox/src/index.js';

import { describeVocabularyWalk } from './vocabularySuite.js';

// Issue 29: the portal speaks its users' language. Signed in as a team leader: every screen of the
// navigation. Their screens are the coordinator's, scoped to their teams, so the deeper walk
// (records, forms, dialogs) is the coordinator's (./portal-vocabulary-coordinator.test.ts).
describeVocabularyWalk('team leader', DEMO_LOGINS.teamLeader);
