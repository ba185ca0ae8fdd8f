// Public exports of the residential search area; see ../index.ts.
export * from '../headless/search/index.js';
export * from '../headless/pagination/index.js';
export * from '../headless/geocode/index.js';
export * from '../public/residential.js';
