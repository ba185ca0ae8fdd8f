// Baseline: react + react-dom/client, rendering one element.
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(h('p', null, 'Hello'));
