import fc from 'fast-check';
import { formatIPv4, isPublicIPv4, isPublicIPv6, parseIPv4, parseIPv6 } from './publicHost.js';
import { isValidPublicUrl } from './url.js';
import { validateField } from './validateField.js';

describe('url rule: accepted', () => {
  it.each([
    'http://example.com',
    'https://example.com/',
    'ftp://ftp.example.org/pub/file.txt',
    'HTTPS://EXAMPLE.COM/Path?q=1#frag',
    'https://sub.domain.example.co.uk:8443/a/b?c=d&e=f',
    'https://example.com.', // one trailing dot
    'http://8.8.8.8/',
    'http://1.1.1.1:8080/dns',
    'http://[2001:4860:4860::8888]/',
    'http://[2606:4700:4700::1111]:443/',
    'https://bücher.de/',
    'https://xn--bcher-kva.de/',
    'https://münchen.example-city.com/straße',
    'https://例え.jp/',
    'http://172.32.0.1/', // just outside 172.16/12
    'http://100.128.0.1/', // just outside 100.64/10
    'http://192.169.0.1/',
    'http://11.0.0.1/',
    '  https://example.com/padded  ',
  ])('%s', (url) => {
    expect(isValidPublicUrl(url)).toBe(true);
    expect(validateField(url, 'url')).toBeNull();
  });
});

describe('url rule: refused', () => {
  it.each([
    // schemes and shapes
    ['javascript:alert(1)', 'script scheme'],
    ['mailto:a@example.com', 'mailto'],
    ['file:///etc/passwd', 'file'],
    ['gopher://example.com', 'gopher'],
    ['//example.com', 'scheme-relative'],
    ['example.com', 'no scheme'],
    ['http:example.com', 'no slashes'],
    ['http:/example.com', 'one slash'],
    ['http://', 'no host'],
    ['http://exa mple.com', 'space'],
    ['http://example.com/a b', 'space in path'],
    ['http://example.com\\@127.0.0.1', 'backslash'],
    ['http://exam\nple.com/', 'newline inside'],
    ['http://localhost', 'localhost'],
    ['http://LOCALHOST:3000', 'localhost upper'],
    ['http://localhost.', 'localhost trailing dot'],
    ['http://app.localhost', '.localhost'],
    ['http://printer.local', '.local'],
    ['http://db.internal', '.internal'],
    ['http://router.home.arpa', '.home.arpa'],
    ['http://intranet', 'single label'],
    ['http://example.com..', 'two trailing dots'],
    ['http://-bad-.com', 'label hyphens'],
    ['http://example.123', 'numeric tld'],
    ['http://example.com:0/', 'port 0'],
    ['http://example.com:70000/', 'port out of range'],
    // credentials tricks
    ['http://user:pass@example.com', 'credentials'],
    ['http://example.com@127.0.0.1', 'userinfo over loopback'],
    ['http://example.com:80@10.0.0.1/', 'userinfo with port'],
    ['http://127.0.0.1#@example.com', 'fragment trick'],
    ['http://127.0.0.1?@example.com', 'query trick'],
    ['http://%31%32%37.0.0.1/', 'percent-encoded loopback'],
    // IPv4 dotted
    ['http://127.0.0.1', 'loopback'],
    ['http://127.255.255.254', 'loopback range'],
    ['http://10.0.0.1', '10/8'],
    ['http://172.16.0.1', '172.16/12 low'],
    ['http://172.31.255.255', '172.16/12 high'],
    ['http://192.168.1.1', '192.168/16'],
    ['http://169.254.169.254/latest/meta-data', 'link-local metadata'],
    ['http://100.64.0.1', 'CGNAT low'],
    ['http://100.127.255.255', 'CGNAT high'],
    ['http://0.0.0.0', 'unspecified'],
    ['http://0', 'zero'],
    ['http://224.0.0.1', 'multicast'],
    ['http://239.255.255.250', 'multicast SSDP'],
    ['http://255.255.255.255', 'broadcast'],
    ['http://240.0.0.1', 'reserved'],
    ['http://192.0.2.1', 'TEST-NET-1'],
    ['http://198.51.100.7', 'TEST-NET-2'],
    ['http://203.0.113.9', 'TEST-NET-3'],
    ['http://198.18.0.1', 'benchmarking'],
    ['http://192.0.0.8', 'IETF assignments'],
    ['http://127.0.0.1.', 'loopback trailing dot'],
    ['http://127.0.0.1:8080/admin', 'loopback with port'],
    // IPv4 other notations
    ['http://2130706433', 'decimal loopback'],
    ['http://3232235777', 'decimal 192.168.1.1'],
    ['http://0x7f000001', 'hex loopback'],
    ['http://0x7F.0x0.0x0.0x1', 'dotted hex'],
    ['http://0177.0.0.1', 'octal loopback'],
    ['http://0177.0000.0000.0001', 'padded octal'],
    ['http://017700000001', 'single octal'],
    ['http://127.1', 'short form a.d'],
    ['http://127.0.1', 'short form a.b.d'],
    ['http://10.1', 'short 10/8'],
    ['http://192.168.257', 'short 192.168 overflow into last'],
    ['http://0x0a.0x00.0x00.0x01', 'hex 10/8'],
    ['http://0xa9.0xfe.0xa9.0xfe', 'hex link-local'],
    ['http://0251.0376.0251.0376', 'octal link-local'],
    ['http://0x7f.1', 'hex short'],
    ['http://0x7f.1.', 'hex short trailing dot'],
    ['http://１２７.０.０.１', 'full-width digits'],
    ['http://127.0.0.256', 'invalid octet'],
    // IPv6
    ['http://[::1]', 'IPv6 loopback'],
    ['http://[0:0:0:0:0:0:0:1]', 'IPv6 loopback long'],
    ['http://[::]', 'IPv6 unspecified'],
    ['http://[fc00::1]', 'ULA fc'],
    ['http://[fd12:3456:789a::1]', 'ULA fd'],
    ['http://[fe80::1]', 'link-local'],
    ['http://[febf::1]', 'link-local high'],
    ['http://[fec0::1]', 'site-local'],
    ['http://[ff02::1]', 'multicast'],
    ['http://[::ffff:127.0.0.1]', 'mapped loopback dotted'],
    ['http://[::ffff:7f00:1]', 'mapped loopback hex'],
    ['http://[0:0:0:0:0:ffff:10.0.0.1]', 'mapped 10/8 long'],
    ['http://[::ffff:8.8.8.8]', 'mapped public (not global unicast)'],
    ['http://[::127.0.0.1]', 'IPv4-compatible'],
    ['http://[64:ff9b::10.0.0.1]', 'NAT64 private'],
    ['http://[2001:db8::1]', 'documentation'],
    ['http://[2001::1]', 'Teredo'],
    ['http://[2002:7f00:1::1]', '6to4 of loopback'],
    ['http://[2002:c0a8:101::1]', '6to4 of 192.168.1.1'],
    ['http://[3fff::1]', 'documentation 3fff::/20'],
    ['http://[fe80::1%25eth0]', 'zone id'],
    ['http://[::1]:8080/', 'IPv6 loopback with port'],
    ['http://[1:2:3]', 'malformed IPv6'],
  ])('%s (%s)', (url) => {
    expect(isValidPublicUrl(url)).toBe(false);
    expect(validateField(url, 'url')).toBe('Please enter a valid URL');
  });

  it('refuses over-long URLs', () => {
    expect(isValidPublicUrl('https://example.com/' + 'a'.repeat(2100))).toBe(false);
  });
});

describe('IPv4 and IPv6 parsing', () => {
  it.each([
    ['127.0.0.1', 0x7f000001],
    ['127.1', 0x7f000001],
    ['0x7f.1', 0x7f000001],
    ['2130706433', 0x7f000001],
    ['0177.0.0.1', 0x7f000001],
    ['10.0.0.1.', 0x0a000001],
    ['0x', 0],
    ['1.2.3.4.5', null],
    ['08.0.0.1', null],
    ['0xg.0.0.1', null],
    ['256.0.0.1', null],
    ['4294967296', null],
    ['example.com', null],
    ['', null],
  ])('parseIPv4(%s)', (text, expected) => {
    expect(parseIPv4(text)).toBe(expected);
  });

  it.each([
    ['::1', [0, 0, 0, 0, 0, 0, 0, 1]],
    ['::ffff:1.2.3.4', [0, 0, 0, 0, 0, 0xffff, 0x0102, 0x0304]],
    ['::1.2.3.4', [0, 0, 0, 0, 0, 0, 0x0102, 0x0304]],
    ['2001:db8::', [0x2001, 0xdb8, 0, 0, 0, 0, 0, 0]],
    ['1:2:3:4:5:6:7:8', [1, 2, 3, 4, 5, 6, 7, 8]],
    ['1::2::3', null],
    ['1:2:3:4:5:6:7:8:9', null],
    ['12345::', null],
    ['fe80::1%eth0', null],
  ])('parseIPv6(%s)', (text, expected) => {
    expect(parseIPv6(text)).toEqual(expected);
  });
});

// Property-based: whatever notation a non-public IPv4 address is written in, the rule refuses it.
const PRIVATE_RANGES: [number, number][] = [
  [0x00000000, 0x00ffffff],
  [0x0a000000, 0x0affffff],
  [0x64400000, 0x647fffff],
  [0x7f000000, 0x7fffffff],
  [0xa9fe0000, 0xa9feffff],
  [0xac100000, 0xac1fffff],
  [0xc0a80000, 0xc0a8ffff],
  [0xe0000000, 0xffffffff],
];

const privateIPv4 = fc
  .constantFrom(...PRIVATE_RANGES)
  .chain(([lo, hi]) => fc.integer({ min: lo, max: hi }));

const octets = (n: number) => [24, 16, 8, 0].map((s) => Math.floor(n / 2 ** s) % 256);

/** Writes an IPv4 address in one of the notations parsers accept. */
function notate(n: number, style: number, radixes: number[]): string {
  const o = octets(n);
  const fmt = (v: number, r: number) =>
    r === 16 ? '0x' + v.toString(16) : r === 8 ? '0' + v.toString(8) : String(v);
  switch (style) {
    case 0:
      return o.map((v, i) => fmt(v, radixes[i] ?? 10)).join('.');
    case 1:
      return fmt(n, radixes[0] ?? 10);
    case 2: // a.b.c.d -> a.(b.c.d as 24 bits)
      return `${fmt(o[0]!, radixes[0] ?? 10)}.${fmt(n % 2 ** 24, radixes[1] ?? 10)}`;
    case 3: // a.b.(c.d as 16 bits)
      return `${fmt(o[0]!, radixes[0] ?? 10)}.${fmt(o[1]!, radixes[1] ?? 10)}.${fmt(n % 65536, radixes[2] ?? 10)}`;
    case 4: // IPv4-mapped IPv6, dotted
      return `[::ffff:${o.join('.')}]`;
    case 5: // IPv4-mapped IPv6, hex
      return `[::ffff:${(o[0]! * 256 + o[1]!).toString(16)}:${(o[2]! * 256 + o[3]!).toString(16)}]`;
    default: // 6to4
      return `[2002:${(o[0]! * 256 + o[1]!).toString(16)}:${(o[2]! * 256 + o[3]!).toString(16)}::1]`;
  }
}

describe('url rule: properties', () => {
  const radixes = fc.array(fc.constantFrom(8, 10, 16), { minLength: 4, maxLength: 4 });

  it('refuses every non-public IPv4 address in every notation, with or without port and trailing dot', () => {
    fc.assert(
      fc.property(
        privateIPv4,
        fc.integer({ min: 0, max: 6 }),
        radixes,
        fc.boolean(),
        fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
        fc.constantFrom('http', 'https', 'ftp', 'HTTP'),
        (n, style, r, dot, port, scheme) => {
          let host = notate(n, style, r);
          if (dot && !host.startsWith('[')) host += '.';
          const url = `${scheme}://${host}${port ? ':' + port : ''}/path`;
          return isValidPublicUrl(url) === false;
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('judges every dotted-quad address by its numeric range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (n) => {
        return isValidPublicUrl(`https://${formatIPv4(n)}/`) === isPublicIPv4(n);
      }),
      { numRuns: 3000 },
    );
  });

  it('reads decimal, octal and hex notations as the same address as dotted', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 0, max: 3 }),
        radixes,
        (n, style, r) => {
          return parseIPv4(notate(n, style, r)) === n;
        },
      ),
    );
  });

  it('judges every IPv6 literal by its range, in full or compressed form', () => {
    const group = fc.integer({ min: 0, max: 0xffff });
    fc.assert(
      fc.property(
        fc.array(group, { minLength: 8, maxLength: 8 }),
        fc.boolean(),
        (groups, compress) => {
          const full = groups.map((g) => g.toString(16)).join(':');
          const text = compress ? full.replace(/(^|:)0(:0)+(:|$)/, '::') : full;
          return isValidPublicUrl(`https://[${text}]/`) === isPublicIPv6(groups);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('refuses IPv6 loopback, unique-local, link-local and multicast in any spelling', () => {
    const group = fc.integer({ min: 0, max: 0xffff });
    const prefixed = fc.oneof(
      fc.tuple(
        fc.integer({ min: 0xfc00, max: 0xfdff }),
        fc.array(group, { minLength: 7, maxLength: 7 }),
      ),
      fc.tuple(
        fc.integer({ min: 0xfe80, max: 0xfebf }),
        fc.array(group, { minLength: 7, maxLength: 7 }),
      ),
      fc.tuple(
        fc.integer({ min: 0xff00, max: 0xffff }),
        fc.array(group, { minLength: 7, maxLength: 7 }),
      ),
    );
    fc.assert(
      fc.property(prefixed, fc.boolean(), ([first, rest], upper) => {
        let text = [first, ...rest].map((g) => g.toString(16).padStart(4, '0')).join(':');
        if (upper) text = text.toUpperCase();
        return !isValidPublicUrl(`http://[${text}]:8080/`);
      }),
    );
    expect(isValidPublicUrl('http://[0000:0000:0000:0000:0000:0000:0000:0001]/')).toBe(false);
  });

  it('refuses any URL with user-info, whatever it looks like', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9.:]{1,20}$/),
        fc.constantFrom('example.com', '8.8.8.8', '127.0.0.1'),
        (userinfo, host) => !isValidPublicUrl(`https://${userinfo}@${host}/`),
      ),
    );
  });

  it('accepts public host names with any port and path', () => {
    const label = fc.stringMatching(/^[a-z][a-z0-9]{0,10}$/);
    fc.assert(
      fc.property(
        fc.array(label, { minLength: 1, maxLength: 3 }),
        fc.constantFrom('com', 'org', 'net', 'de', 'co.uk', 'xn--p1ai'),
        fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
        fc.stringMatching(/^[a-zA-Z0-9/_-]{0,30}$/),
        (labels, tld, port, path) => {
          const host = [...labels, tld].join('.');
          const blocked =
            /(^|\.)(localhost|local|internal|lan|home|corp|test|example|invalid|onion|alt|intranet|private|localdomain)\./.test(
              host + '.',
            );
          const url = `https://${host}${port ? ':' + port : ''}/${path}`;
          return isValidPublicUrl(url) === !blocked;
        },
      ),
    );
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => typeof isValidPublicUrl(s) === 'boolean'),
    );
    fc.assert(fc.property(fc.webUrl(), (s) => typeof isValidPublicUrl(s) === 'boolean'));
  });
});
