import { DEMO_LOGINS } from '../packages/sandbox/src/index.js';

import { describeVocabularyWalk } from './vocabularySuite.js';

// Issue 29: the portal speaks its users' language. Signed in as the limited login: every screen of
// the navigation (the locked account cannot sign in; the two-factor one is the admin's twin).
describeVocabularyWalk('limited login', DEMO_LOGINS.limited);
