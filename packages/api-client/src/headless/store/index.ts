export { createStore } from './store.js';
export type { Store } from './store.js';
