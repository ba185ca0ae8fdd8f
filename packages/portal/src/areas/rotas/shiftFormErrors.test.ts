import { shiftFormErrors } from './ShiftForm.js';

const ok = {
  title: 'Morning',
  teamId: '3',
  date: '2026-11-23',
  start: '09:00',
  end: '12:00',
  places: '2',
  notes: '',
  status: 'scheduled' as const,
};

describe('shift form validation', () => {
  it.each([
    [{}, []],
    [{ title: ' ' }, ['title']],
    [{ title: 'x'.repeat(201) }, ['title']],
    [{ teamId: '' }, ['teamId']],
    [{ date: '23/11/2026' }, ['date']],
    [{ start: '' }, ['start']],
    [{ end: '' }, ['end']],
    // spec 5.2: the end must come after the start (earlier hours, and minutes at or
    // before the start minute in the start hour, are not allowed)
    [{ start: '09:30', end: '09:30' }, ['end']],
    [{ start: '09:30', end: '08:45' }, ['end']],
    [{ start: '09:30', end: '09:35' }, []],
    [{ start: '09:55', end: '09:59' }, ['end']],
    [{ end: '12:07' }, ['end']], // not an allowed minute
    [{ places: '0' }, ['places']],
    [{ places: '1.5' }, ['places']],
    [{ places: '1000' }, ['places']],
  ])('%j', (change, fields) => {
    expect(Object.keys(shiftFormErrors({ ...ok, ...change }))).toEqual(fields);
  });
});
