// Public exports of the forms area (validation, formatters, time picker, team tree,
// roles and timezones); see ../index.ts.
export * from '../headless/validation/index.js';
export * from '../headless/format/index.js';
