import { formatFileSize } from './fileSize.js';
import { fileTypeLabel } from './fileType.js';
import { formatDate, formatDateWith, toDate } from './formatDate.js';
import { dashIfNotPositive, minutesToDays } from './numbers.js';
import { splitTeamLabel, wrapTeamLabel } from './teamLabel.js';
import { toastType } from './toastType.js';

describe('formatFileSize', () => {
  it.each([
    [0, false, '0 B'],
    [1, false, '1 B'],
    [1023, false, '1023 B'],
    [1024, false, '1.0 KiB'],
    [1536, false, '1.5 KiB'],
    [1048575, false, '1.0 MiB'], // rounds up across the unit boundary
    [1048576, false, '1.0 MiB'],
    [5 * 1024 ** 3, false, '5.0 GiB'],
    [999, true, '999 B'],
    [1000, true, '1.0 kB'],
    [1500, true, '1.5 kB'],
    [1_000_000, true, '1.0 MB'],
    [999_999, true, '1.0 MB'],
    [-2048, false, '-2.0 KiB'],
    [NaN, false, '-'],
    [Infinity, true, '-'],
  ])('%s bytes (si=%s) -> %s', (bytes, si, expected) => {
    expect(formatFileSize(bytes, { si })).toBe(expected);
  });

  it('honours decimals', () => {
    expect(formatFileSize(1536, { decimals: 2 })).toBe('1.50 KiB');
  });
});

describe('minutesToDays', () => {
  it.each([
    [0, 0],
    [1440, 1],
    [2880, 2],
    [719, 0],
    [720, 1], // half a day rounds up
    [2159, 1],
    [2160, 2],
    [-1440, -1],
    [-100, 0],
    [NaN, 0],
  ])('%s minutes -> %s days', (minutes, days) => {
    expect(minutesToDays(minutes)).toBe(days);
  });
});

describe('dashIfNotPositive', () => {
  it.each([
    [1, 1],
    [0.5, 0.5],
    [0, '-'],
    [-0, '-'],
    [-3, '-'],
    [NaN, '-'],
    [null, '-'],
    [undefined, '-'],
  ])('%s -> %s', (value, expected) => {
    expect(dashIfNotPositive(value)).toBe(expected);
  });
});

describe('fileTypeLabel', () => {
  it.each([
    ['image/jpeg', 'Image'],
    ['image/png', 'Image'],
    ['image/gif', 'Image'],
    ['image/bmp', 'Image'],
    ['image/tiff', 'Image'],
    ['video/mp4', 'Video'],
    ['video/quicktime', 'Video'],
    ['video/x-msvideo', 'Video'],
    ['video/avi', 'Video'],
    ['audio/mpeg', 'Audio'],
    ['application/pdf', 'PDF'],
    ['IMAGE/PNG', 'Image'],
    ['application/pdf; charset=binary', 'PDF'],
    ['image/webp', 'Document'],
    ['audio/wav', 'Document'],
    ['application/msword', 'Document'],
    ['text/plain', 'Document'],
    ['', 'Document'],
    ['toString', 'Document'],
    ['__proto__', 'Document'],
    [null, 'Document'],
    [undefined, 'Document'],
  ])('%s -> %s', (type, label) => {
    expect(fileTypeLabel(type)).toBe(label);
  });
});

describe('formatDate', () => {
  it.each([
    ['2024-01-05', undefined, '05/01/2024'],
    [new Date(2024, 11, 31), undefined, '31/12/2024'],
    ['2024-01-05', null, '05/01/2024'],
    ['2024-01-05', {}, '05/01/2024'],
    ['2024-01-05', { date_format: null }, '05/01/2024'],
    ['2024-01-05', { date_format: 'MM/DD/YYYY' }, '01/05/2024'],
    ['2024-01-05', { dateFormat: 'YYYY-MM-DD' }, '2024-01-05'],
    ['2024-01-05', { date_format: 'Do MMMM YY' }, '5th January 24'],
    ['2024-01-22', { date_format: 'dddd Do MMM' }, 'Monday 22nd Jan'],
    ['2024-01-13', { date_format: 'Do [of] MMMM' }, '13th of January'],
    [new Date(2024, 0, 5, 15, 7, 9), { date_format: 'D/M/Y h:mm:ss A' }, '5/1/2024 3:07:09 PM'],
    [new Date(2024, 0, 5, 0, 7), { date_format: 'HH:mm a' }, '00:07 am'],
    ['', undefined, ''],
    [null, undefined, ''],
    ['not a date', undefined, ''],
  ])('%s with %j -> %s', (date, org, expected) => {
    expect(formatDate(date, org)).toBe(expected);
  });

  it('reads date-only strings as the local calendar day', () => {
    const d = toDate('2024-03-31')!;
    expect([d.getFullYear(), d.getMonth(), d.getDate()]).toEqual([2024, 2, 31]);
    expect(formatDateWith(d, 'YYYY')).toBe('2024');
  });
});

describe('wrapTeamLabel', () => {
  const x30 = 'x'.repeat(30);
  it.each([
    ['North London', ['North London']],
    [x30, [x30]],
    [x30 + 'y', [x30, 'y']],
    ['a'.repeat(61), ['a'.repeat(30), 'a'.repeat(30), 'a']],
    ['a'.repeat(40) + ' b', ['a'.repeat(40) + ' b']], // has a space: the browser wraps it
    ['é'.repeat(31), ['é'.repeat(30), 'é']],
    ['😀'.repeat(31), ['😀'.repeat(30), '😀']], // code points, not UTF-16 units
    ['', ['']],
  ])('%s', (label, parts) => {
    expect(splitTeamLabel(label)).toEqual(parts);
    expect(wrapTeamLabel(label)).toBe(parts.join('\u200B'));
  });
});

describe('toastType', () => {
  it.each([
    ['danger', 'error'],
    ['error', 'error'],
    ['warning', 'warning'],
    ['info', 'info'],
    ['success', 'success'],
    [undefined, 'success'],
    [null, 'success'],
    ['', 'success'],
    ['weird', 'success'],
  ])('%s -> %s', (type, expected) => {
    expect(toastType(type)).toBe(expected);
  });
});
