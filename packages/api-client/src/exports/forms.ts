// Public exports of the forms area (validation, formatters, time picker, team tree,
// roles and timezones); see ../index.ts.
export * from '../headless/validation/index.js';
export * from '../headless/format/index.js';
export * from '../headless/timePicker/index.js';
export * from '../headless/timezones/index.js';
export * from '../headless/teamTree/index.js';
export * from '../headless/roles/index.js';
