import { DEMO_LOGINS } from '../packages/sandbox/src/index.js';

import { describeVocabularyWalk } from './vocabularySuite.js';

// Issue 29: the portal speaks its users' language. Signed in as the administrator, every screen
// of the navigation, and (deep) the first record of each list, its tabs, its forms and what
// their buttons open: see ./vocabularySuite.ts.
describeVocabularyWalk('administrator', DEMO_LOGINS.admin, { deep: true });
