import { DEMO_LOGINS } from '../packages/sandbox/src/index.js';

import { describeVocabularyWalk } from './vocabularySuite.js';

// Issue 29: the portal speaks its users' language. Signed in as the coordinator, every screen of
// the navigation, and (deep) the first record of each list, its tabs, its forms and what
// their buttons open: see ./vocabularySuite.ts.
describeVocabularyWalk('coordinator', DEMO_LOGINS.coordinator, { deep: true });
