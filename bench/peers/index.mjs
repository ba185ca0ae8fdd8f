// The peer bundles measured beside ours: entry file, how it is bundled, and a label.
// Every one goes through bench/lib/bundle.mjs with the same settings as our packages.
import { PREACT_ALIAS, REACT_EXTERNAL } from '../lib/bundle.mjs';

/**
 * @typedef {{
 *   id: string,
 *   label: string,
 *   entry: string,
 *   external?: string[],
 *   alias?: Record<string, string>,
 * }} Peer
 */

/** @type {Peer[]} */
export const PEERS = [
  {
    id: 'instantsearch-vanilla',
    label:
      'instantsearch.js vanilla + algoliasearch/lite (search box, refinement list, hits, pagination)',
    entry: 'instantsearch-vanilla.js',
  },
  {
    id: 'react-instantsearch-react',
    label: 'react-instantsearch + lite client on react-dom 19 (same page)',
    entry: 'react-instantsearch.js',
  },
  {
    id: 'react-instantsearch-preact',
    label: 'react-instantsearch + lite client on @preact/compat (same page)',
    entry: 'react-instantsearch.js',
    alias: PREACT_ALIAS,
  },
  {
    id: 'autocomplete-js',
    label: '@algolia/autocomplete-js (location box alone)',
    entry: 'autocomplete-js.js',
  },
  {
    id: 'mapbox-searchbox',
    label: '@mapbox/search-js-web search box',
    entry: 'mapbox-searchbox.js',
    external: ['mapbox-gl'],
  },
  {
    id: 'straightforward-embed-preact',
    label:
      'straightforward residential embed on @preact/compat (react-day-picker + date-fns + marked + dompurify + ofetch)',
    entry: 'straightforward-embed.js',
    alias: PREACT_ALIAS,
  },
  {
    id: 'straightforward-embed-react',
    label: 'the same straightforward embed on react-dom 19',
    entry: 'straightforward-embed.js',
  },
  { id: 'openapi-fetch', label: 'openapi-fetch (client + two calls)', entry: 'openapi-fetch.js' },
  { id: 'ofetch', label: 'ofetch (configured instance + one call)', entry: 'ofetch.js' },
  {
    id: 'ofetch-zod-mini-jwt',
    label: 'ofetch + zod/mini schemas + jwt-decode (DIY typed client)',
    entry: 'ofetch-zod-mini-jwt.js',
  },
  { id: 'ky', label: 'ky (configured instance + one call)', entry: 'ky.js' },
  { id: 'zod-classic', label: 'zod classic (one object schema)', entry: 'zod-classic.js' },
  { id: 'zod-mini', label: 'zod/mini (the same schema)', entry: 'zod-mini.js' },
  { id: 'jwt-decode', label: 'jwt-decode', entry: 'jwt-decode.js' },
  {
    id: 'marked-dompurify',
    label: 'marked + dompurify (markdown to safe HTML)',
    entry: 'marked-dompurify.js',
  },
  {
    id: 'react-day-picker',
    label: 'react-day-picker + date-fns (react external)',
    entry: 'react-day-picker.js',
    external: REACT_EXTERNAL,
  },
  { id: 'react-dom', label: 'react + react-dom 19 (hello world)', entry: 'react-dom.js' },
  {
    id: 'preact-compat',
    label: 'preact 11 + preact/compat (hello world)',
    entry: 'preact-compat.js',
    alias: PREACT_ALIAS,
  },
];
