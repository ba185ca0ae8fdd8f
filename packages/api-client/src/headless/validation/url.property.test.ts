// SSRF properties of the `url` rule (issue 10), on top of the table in url.test.ts.
// The oracle here is independent of publicHost.ts: Node's own `net.BlockList` of the
// special-purpose ranges, applied to the host as the WHATWG URL parser (what a
// browser or `fetch` would really connect to) reads it.
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import fc from 'fast-check';
import { isValidPublicUrl } from './url.js';
import { recordFigures } from '../../../../../e2e/fixtures/reliability.js';

// Two lists: a BlockList also matches IPv4 addresses against IPv4-mapped IPv6 rules.
const blocked = new BlockList();
const blockedV6 = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
] as const)
  blockedV6.addSubnet(net, bits, 'ipv6');

/** The oracle: may a URL the rule accepted reach a non-public address literal? */
function reachesBlockedLiteral(url: string): boolean {
  let host: string;
  try {
    host = new URL(url.trim()).hostname;
  } catch {
    return false;
  }
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIPv4(bare)) return blocked.check(bare, 'ipv4');
  if (isIPv6(bare)) {
    if (blockedV6.check(bare, 'ipv6')) return true;
    // IPv4-mapped / compatible forms are judged by the address they embed.
    const v4 = /(?:^|:)(\d+\.\d+\.\d+\.\d+)$/.exec(bare)?.[1];
    return v4 !== undefined && blocked.check(v4, 'ipv4');
  }
  const name = host.replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

// `pnpm test:soak` (VK_SOAK=1) runs every property ten times as often.
const SOAK = process.env.VK_SOAK === '1' ? 10 : 1;
let runs = 0;
const count = <T>(prop: fc.IProperty<T>, numRuns: number) => {
  fc.assert(prop, { numRuns: numRuns * SOAK });
  runs += numRuns * SOAK;
};

const cases = {
  refused: [] as string[],
  accepted: [] as string[],
};

afterAll(() => {
  recordFigures('url-rule', {
    tableCasesHere: cases.refused.length + cases.accepted.length,
    refusedCases: cases.refused.length,
    acceptedCases: cases.accepted.length,
    propertyRuns: runs,
    soak: SOAK > 1,
  });
});

describe('url rule: notations the table in url.test.ts does not spell out', () => {
  const refused = [
    'http://127。0。0。1/', // ideographic full stops
    'http://127．0．0．1/', // full-width full stops
    'http://①②⑦.0.0.1/', // circled digits (NFKC)
    'http://0x7f.0.0.0x1/',
    'http://0000000177.0.0.1/',
    'http://0x00007f000001/',
    'http://127.000.000.001/',
    'http://4294967295/', // 255.255.255.255
    'http://0.0.0.0:80/',
    'http://[::ffff:a9fe:a9fe]/', // mapped metadata address
    'http://[0:0:0:0:0:ffff:169.254.169.254]/',
    'http://[::ffff:0.0.0.0]/',
    'http://[fd00:ec2::254]/', // AWS IPv6 metadata (ULA)
    'http://[fe80::a9fe:a9fe]/',
    'http://[FF05::2]/',
    'http://[2002:a9fe:a9fe::1]/', // 6to4 of the metadata address
    'http://metadata.google.internal/',
    'http://169.254.169.254.nip.io.localhost/',
    'http://user@[::1]/',
    'http://:@127.0.0.1/',
    'http://127.0.0.1%2f@example.com/',
    'http://example.com%40127.0.0.1/',
    'http://127.0.0.1\t/',
    'http://127.0.0.1%09/',
    'http://localhost%00.example.com/',
    'https://[::1]:443/',
    'ftp://10.0.0.1/',
    'HTTP://LOCALHOST/',
    'http://a.b.c.localhost./',
    'http://0177.1/',
    'http://0x7f.0x1/',
    'http://100.100.100.200/', // Alibaba metadata (CGNAT)
    'http://192.168.0.1.xip.io.local/',
    'ws://example.com/',
    'data:text/plain,hi',
    'blob:https://example.com/uuid',
    'http://[::]:80/',
  ];
  const accepted = [
    'https://xn--80ak6aa92e.com/', // punycode IDN
    'https://пример.рф/путь', // Cyrillic IDN
    'https://δοκιμή.gr/',
    'https://example.com:1/',
    'https://example.com:65535/',
    'http://93.184.216.34/',
    'http://[2a00:1450:4001:82b::200e]/',
    'https://a-b.c-d.example.org/x?y=%20#z',
    'ftp://ftp.gnu.org/gnu/',
    'https://8.8.8.8:853/',
    'https://sub.127-0-0-1.example.com/', // a name, not an address
  ];
  it.each(refused)('refuses %s', (url) => {
    cases.refused.push(url);
    expect(isValidPublicUrl(url)).toBe(false);
  });
  it.each(accepted)('accepts %s', (url) => {
    cases.accepted.push(url);
    expect(isValidPublicUrl(url)).toBe(true);
  });
});

describe('url rule: properties against an independent oracle', () => {
  it('the oracle itself sees through notations (so the properties can fail)', () => {
    for (const url of [
      'http://0x7f.1/',
      'http://2130706433/',
      'http://0177.0.0.1/',
      'http://[::ffff:7f00:1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[fd00::1]/',
      'http://127。0。0。1/',
      'http://localhost./',
    ])
      expect(reachesBlockedLiteral(url), url).toBe(true);
    expect(reachesBlockedLiteral('http://8.8.8.8/')).toBe(false);
    expect(reachesBlockedLiteral('http://[2a00:1450::1]/')).toBe(false);
  });

  it('never accepts a URL whose parsed host is a non-public address literal (any string)', () => {
    count(
      fc.property(fc.string({ maxLength: 60 }), (tail) => {
        const url = `http://${tail}`;
        return !(isValidPublicUrl(url) && reachesBlockedLiteral(url));
      }),
      3000,
    );
  });

  it('never accepts a non-public IPv4 literal written in any mix of radixes and part counts', () => {
    const part = (v: number) =>
      fc.constantFrom(
        String(v),
        `0x${v.toString(16)}`,
        `0X${v.toString(16).toUpperCase()}`,
        `0${v.toString(8)}`,
        `00${v.toString(8)}`,
      );
    count(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 1, max: 4 }),
        fc.boolean(),
        (n, parts, dot) => {
          const o = [24, 16, 8, 0].map((s) => Math.floor(n / 2 ** s) % 256);
          const groups =
            parts === 4
              ? o
              : parts === 3
                ? [o[0]!, o[1]!, n % 65536]
                : parts === 2
                  ? [o[0]!, n % 2 ** 24]
                  : [n];
          const host = fc.sample(fc.tuple(...groups.map(part)), { numRuns: 1, seed: n })[0]!;
          const url = `http://${host.join('.')}${dot ? '.' : ''}/`;
          const dotted = o.join('.');
          const isBlocked = blocked.check(dotted, 'ipv4');
          return isBlocked ? !isValidPublicUrl(url) : true;
        },
      ),
      3000,
    );
  });

  it('never accepts an IPv6 literal inside a non-public range, however it is compressed', () => {
    const group = fc.integer({ min: 0, max: 0xffff });
    const prefixes: [number, number][] = [
      [0xfc00, 0xfe00], // ULA fc00::/7
      [0xfe80, 0xffc0], // link-local fe80::/10
      [0xff00, 0xff00], // multicast
      [0x0000, 0xffff], // ::/16-ish (loopback, mapped, compatible, unspecified)
    ];
    count(
      fc.property(
        fc.constantFrom(...prefixes),
        fc.array(group, { minLength: 8, maxLength: 8 }),
        fc.boolean(),
        ([value, mask], groups, canonical) => {
          groups[0] = (value & mask) | (groups[0]! & ~mask & 0xffff);
          if (value === 0) {
            // Mostly zeros: loopback, unspecified, IPv4-mapped and -compatible forms.
            for (let i = 0; i < 5; i++) groups[i] = 0;
          }
          const full = groups.map((g) => g.toString(16)).join(':');
          // The URL parser's own compressed spelling, or the full one.
          const host = canonical ? new URL(`http://[${full}]/`).hostname : `[${full}]`;
          const url = `http://${host}/`;
          return !(isValidPublicUrl(url) && reachesBlockedLiteral(url));
        },
      ),
      2000,
    );
  });

  it('accepts public names with IDN labels and any port', () => {
    const unicodeLabel = fc.stringMatching(/^[a-zà-öø-ÿа-я]{1,12}$/);
    count(
      fc.property(
        unicodeLabel,
        fc.constantFrom('com', 'org', 'de', 'fr', 'рф', 'xn--p1ai'),
        fc.integer({ min: 1, max: 65535 }),
        (label, tld, port) => {
          const reserved =
            /^(localhost|local|internal|lan|home|corp|test|example|invalid|onion|alt|intranet|private|localdomain)$/;
          if (reserved.test(label)) return true;
          return isValidPublicUrl(`https://${label}.${tld}:${port}/`);
        },
      ),
      1500,
    );
  });
});
