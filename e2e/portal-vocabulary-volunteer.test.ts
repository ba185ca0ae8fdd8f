import { DEMO_LOGINS } from '../packages/sandbox/src/index.js';
import { LOOKS } from './support/portal.js';
import { describeVocabularyWalk } from './vocabularySuite.js';

// Issue 29: the portal speaks its users' language. Signed in as a volunteer: every screen of the
// navigation at 1280 px light and, since volunteers are most often on a phone, the same
// screens again at 390 px dark.
describeVocabularyWalk('volunteer', DEMO_LOGINS.volunteer, { moreLooks: [LOOKS[3]] });
