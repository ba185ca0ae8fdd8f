import { isPlaceholderName, personName } from './displayName.js';

describe('personName', () => {
  it.each([
    [{ first_name: 'Ada', last_name: 'Admin', email: 'a@x.test' }, 'Ada Admin'],
    [{ first_name: 'Ada' }, 'Ada'],
    [{ name: 'Ada A.' }, 'Ada A.'],
    [{ first_name: ' ', email: 'a@x.test' }, 'a@x.test'],
    [{ id: 4 }, undefined],
    [null, undefined],
  ])('%j -> %s', (record, name) => {
    expect(personName(record)).toBe(name);
  });

  it('knows the placeholder a minimal token leaves', () => {
    expect(isPlaceholderName('User 40')).toBe(true);
    expect(isPlaceholderName('Ada Admin')).toBe(false);
  });
});
