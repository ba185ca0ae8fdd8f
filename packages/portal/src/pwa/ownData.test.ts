import { drawIcon } from '../../pwa-icons.mjs';
import { ownRead, personOfToken } from './ownData.js';

const token = (claims: object) =>
  `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

describe('the service worker keeps only the person’s own reads', () => {
  const read = (path: string) => ownRead(new URL(path, 'https://portal.test'), '45');

  it('keeps their record, its sub-resources, their shifts and the open shifts', () => {
    expect(read('/api/users/45')).toBe(true);
    expect(read('/api/users/45/inductions/?per_page=100')).toBe(true);
    expect(read('/api/shifts/?user_id=45&per_page=200&page=1')).toBe(true);
    expect(read('/api/shifts/?open=1&per_page=50')).toBe(true);
    expect(read('/api/organisation/teams/?per_page=200')).toBe(true);
  });

  it("never keeps another person's data or anything else", () => {
    expect(read('/api/users/46')).toBe(false);
    expect(read('/api/users/46/inductions/')).toBe(false);
    expect(read('/api/users/450/')).toBe(false);
    expect(read('/api/shifts/?user_id=46')).toBe(false);
    expect(read('/api/shifts/')).toBe(false);
    expect(read('/api/shifts/12/attendance/')).toBe(false);
    expect(read('/api/users/')).toBe(false);
    expect(read('/my/shifts')).toBe(false);
  });

  it('reads the person from a bearer token (user.id or sub), nothing from rubbish', () => {
    expect(personOfToken(token({ user: { id: 45 } }))).toBe('45');
    expect(personOfToken(token({ sub: 'abc' }))).toBe('abc');
    expect(personOfToken(token({ user: {} }))).toBeUndefined();
    expect(personOfToken('not-a-token')).toBeUndefined();
    expect(personOfToken('a.!!!.b')).toBeUndefined();
  });
});

describe('app icons', () => {
  it.each([
    [192, false],
    [512, true],
  ])('draws a %i px PNG (maskable: %s)', (size, maskable) => {
    const png = drawIcon(size, maskable);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
  });
});
