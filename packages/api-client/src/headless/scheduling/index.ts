export type {
  AssignmentStatus,
  ShiftAssignment,
  ShiftWaitlistEntry,
  Shift,
  RepeatingShift,
  UnavailablePeriod,
  SchedulingPerson,
} from './types.js';
export { SchedulingInputError, sameId } from './types.js';
export {
  isTimezone,
  parseDateKey,
  parseTime,
  zonedInstant,
  dateKeyIn,
  timeIn,
  addDays,
  weekdayOf,
  toTime,
} from './zoned.js';
export { dayWindow, weekWindow, overlapsWindow, shiftsByDay } from './windows.js';
export type { DayWindow, WeekWindow } from './windows.js';
export { placesOf, totalPlaces } from './places.js';
export type { PlacesSummary } from './places.js';
export { rangesOverlap, isAssigned, conflictsFor, rotaConflicts } from './conflicts.js';
export type { Conflict } from './conflicts.js';
export { rankCandidates, compareCandidates } from './fairOrder.js';
export type { RankCandidatesOptions, Candidate } from './fairOrder.js';
export { MAX_EXPANSION_DAYS, repeatingShiftErrors, expandRepeatingShift } from './repeating.js';
export type { ShiftDraft } from './repeating.js';
export { COMPARED_FIELDS, naturalKey, diffRota, patchShifts } from './bulkDiff.js';
export type { BulkMode, RotaChange, RotaDiff, ShiftPatch } from './bulkDiff.js';
export { rotaPdfParams } from './rotaPdf.js';
export type { RotaPdfOptions, RotaPdfRequest } from './rotaPdf.js';
