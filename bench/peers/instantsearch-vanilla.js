// Peer: InstantSearch.js (vanilla) with the Algolia lite client, reproducing the
// residential results page: search box, refinement list, hits, pagination.
import { liteClient } from 'algoliasearch/lite';
import instantsearch from 'instantsearch.js/es/index.js';
import { hits, pagination, refinementList, searchBox } from 'instantsearch.js/es/widgets/index.js';

const search = instantsearch({
  indexName: 'residential_opportunities',
  searchClient: liteClient('APPID', 'search-only-key'),
  routing: true,
});
search.addWidgets([
  searchBox({ container: '#search', placeholder: 'Anywhere' }),
  refinementList({ container: '#type', attribute: 'type' }),
  hits({
    container: '#hits',
    templates: {
      item: (hit, { html, components }) =>
        html`<article><h3>${components.Highlight({ hit, attribute: 'title' })}</h3></article>`,
    },
  }),
  pagination({ container: '#pagination' }),
]);
search.start();
