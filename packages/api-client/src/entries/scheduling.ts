/**
 * `@volunteerkit/api-client/scheduling`: the rota and shift maths (spec 7.9 and
 * 7.10): day and week windows in the organisation's timezone, places filled and
 * remaining, conflicts, fair ordering of candidates, repeating shifts expanded
 * across daylight-saving changes, bulk update/replace previews and the rota PDF
 * parameters. Pure functions; the timezone maths use `@date-fns/tz`.
 *
 * @module
 */
export * from '../headless/scheduling/index.js';
