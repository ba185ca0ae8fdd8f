import {
  MAX_ATTACHMENTS,
  MAX_ATTACHMENT_BYTES,
  addAttachments,
  attachmentError,
  attachmentType,
} from './attachments.js';
import { cyMyText } from '../me/locales/cy.js';
import { myTextsIn } from '../me/myTexts.js';

const file = (name: string, size: number, type = '') => ({ name, size, type });

describe('attachment checks', () => {
  test.each([
    [file('notes.pdf', 1000, 'application/pdf'), null],
    [file('photo.JPG', 1000, ''), null],
    [file('list.csv', 10, 'application/octet-stream'), null],
    [file('sheet.xlsx', 10, ''), null],
    [file('empty.txt', 0, 'text/plain'), 'empty.txt is empty.'],
    [
      file('big.pdf', MAX_ATTACHMENT_BYTES + 1, 'application/pdf'),
      'big.pdf is too large (4.5 MiB): each file can be at most 4.5 MiB.',
    ],
    [
      file('big.png', 6 * 1024 * 1024, 'image/png'),
      'big.png is too large (6.0 MiB): each file can be at most 4.5 MiB.',
    ],
    [file('run.exe', 10, 'application/x-msdownload'), /run\.exe is not a type you can attach/],
    [file('page.html', 10, 'text/html'), /page\.html is not a type you can attach/],
    // A declared type that is not allowed wins over an allowed extension.
    [file('fake.pdf', 10, 'text/html'), /fake\.pdf is not a type you can attach/],
    [file('noext', 10, ''), /noext is not a type you can attach/],
  ])('%j → %s', (f, expected) => {
    const error = attachmentError(f);
    if (expected instanceof RegExp) expect(error).toMatch(expected);
    else expect(error).toBe(expected);
  });

  test('the type is guessed from the extension only when the browser gives none', () => {
    expect(attachmentType(file('a.png', 1, ''))).toBe('image/png');
    expect(attachmentType(file('a.png', 1, 'image/gif'))).toBe('image/gif');
    expect(attachmentType(file('a.bin', 1, ''))).toBe('');
  });

  test('adds good files, refuses duplicates, bad ones and more than the limit, each with a sentence', () => {
    const start = [file('a.pdf', 5, 'application/pdf')];
    const { files, errors } = addAttachments(start, [
      file('a.pdf', 5, 'application/pdf'),
      file('b.exe', 5, 'application/x-msdownload'),
      ...Array.from({ length: MAX_ATTACHMENTS + 1 }, (_, i) => file(`n${i}.txt`, 3, 'text/plain')),
    ]);
    expect(files.map((f) => f.name)).toEqual(['a.pdf', 'n0.txt', 'n1.txt', 'n2.txt', 'n3.txt']);
    expect(errors[0]).toBe('a.pdf is already attached.');
    expect(errors[1]).toMatch(/^b\.exe is not a type/);
    expect(errors.slice(2)).toEqual([
      'n4.txt was not attached: a message can carry 5 files.',
      'n5.txt was not attached: a message can carry 5 files.',
    ]);
  });

  test('says why in Welsh for a Welsh reader', () => {
    const welsh = myTextsIn(cyMyText, 'cy');
    const { errors } = addAttachments(
      [file('a.pdf', 5, 'application/pdf')],
      [file('a.pdf', 5, 'application/pdf'), file('gwag.txt', 0, 'text/plain')],
      welsh,
    );
    expect(errors).toEqual(["Mae a.pdf wedi'i hatodi'n barod.", 'Mae gwag.txt yn wag.']);
  });
});
