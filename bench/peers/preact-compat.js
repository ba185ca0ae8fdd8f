// Baseline: the same page as react-dom.js; bench/sizes bundles it with react and
// react-dom aliased to preact/compat.
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(h('p', null, 'Hello'));
