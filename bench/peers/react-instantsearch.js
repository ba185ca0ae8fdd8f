// Peer: React InstantSearch (hooks + widgets) with the Algolia lite client on
// react-dom 19 (or @preact/compat through the bundler alias): the same page as
// instantsearch-vanilla.js.
import { liteClient } from 'algoliasearch/lite';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Highlight,
  Hits,
  InstantSearch,
  Pagination,
  RefinementList,
  SearchBox,
} from 'react-instantsearch';

const searchClient = liteClient('APPID', 'search-only-key');
const Hit = ({ hit }) =>
  h('article', null, h('h3', null, h(Highlight, { hit, attribute: 'title' })));
const App = () =>
  h(
    InstantSearch,
    { searchClient, indexName: 'residential_opportunities', routing: true },
    h(SearchBox, { placeholder: 'Anywhere' }),
    h(RefinementList, { attribute: 'type' }),
    h(Hits, { hitComponent: Hit }),
    h(Pagination, null),
  );
createRoot(document.getElementById('root')).render(h(App));
