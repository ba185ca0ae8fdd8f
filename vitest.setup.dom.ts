import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default: on a busy 2-core machine (the
// full run transforms modules for several workers at once) a lazy chunk or a
// chain of fake-server answers can take longer. Still well under the 20 s test
// timeout, so a real failure is reported, not hung.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
