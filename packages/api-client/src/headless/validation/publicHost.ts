/**
 * Public-host checks for the `url` rule: every IPv4 and IPv6 notation a browser
 * or resolver accepts is reduced to numbers and tested against the special-purpose
 * ranges (IANA IPv4/IPv6 special-purpose registries).
 *
 * @module
 */

/**
 * Parses an IPv4 address in any notation `inet_aton` and the WHATWG URL parser accept:
 * dotted quads, 1 to 4 parts (`127.1`, `10.1.1`), decimal (`2130706433`), octal
 * (`0177.0.0.1`), hexadecimal (`0x7f.0x0.0.1`), mixed, and one trailing dot.
 *
 * @returns the address as an unsigned 32-bit number, or `null` when `host` is not an IPv4 literal.
 * @example
 * parseIPv4('0x7f.1'); // 2130706433 (127.0.0.1)
 */
export function parseIPv4(host: string): number | null {
  let text = host;
  if (text.endsWith('.')) text = text.slice(0, -1);
  if (text === '') return null;
  const parts = text.split('.');
  if (parts.length > 4) return null;
  const numbers: number[] = [];
  for (const part of parts) {
    const n = parseIPv4Part(part);
    if (n === null) return null;
    numbers.push(n);
  }
  const last = numbers.pop() as number;
  if (numbers.some((n) => n > 255)) return null;
  if (last >= 256 ** (4 - numbers.length)) return null;
  let value = last;
  numbers.forEach((n, i) => {
    value += n * 256 ** (3 - i);
  });
  return value;
}

function parseIPv4Part(part: string): number | null {
  if (part === '') return null;
  let digits = part;
  let radix = 10;
  if (/^0x/i.test(digits)) {
    digits = digits.slice(2);
    radix = 16;
    if (digits === '') return 0;
    if (!/^[0-9a-f]+$/i.test(digits)) return null;
  } else if (digits.length > 1 && digits.startsWith('0')) {
    digits = digits.slice(1);
    radix = 8;
    if (!/^[0-7]+$/.test(digits)) return null;
  } else if (!/^[0-9]+$/.test(digits)) {
    return null;
  }
  const n = parseInt(digits, radix);
  return Number.isSafeInteger(n) ? n : null;
}

/** Formats a 32-bit number as a dotted quad. */
export function formatIPv4(value: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
}

// [network, prefix length] pairs of IPv4 ranges that are not public.
const NON_PUBLIC_IPV4: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (carrier-grade NAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // TEST-NET-1
  ['192.31.196.0', 24], // AS112-v4
  ['192.52.193.0', 24], // AMT
  ['192.88.99.0', 24], // deprecated 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['192.175.48.0', 24], // direct delegation AS112
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // TEST-NET-2
  ['203.0.113.0', 24], // TEST-NET-3
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, including 255.255.255.255 broadcast
];

const NON_PUBLIC_IPV4_NUMERIC = NON_PUBLIC_IPV4.map(([net, bits]) => {
  const size = 2 ** (32 - bits);
  const start = parseIPv4(net) as number;
  return [start, start + size - 1] as const;
});

/**
 * Whether an IPv4 address (as a 32-bit number) is publicly routable.
 *
 * @example
 * isPublicIPv4(parseIPv4('8.8.8.8')!); // true
 * isPublicIPv4(parseIPv4('100.64.0.1')!); // false (carrier-grade NAT)
 */
export function isPublicIPv4(value: number): boolean {
  return !NON_PUBLIC_IPV4_NUMERIC.some(([start, end]) => value >= start && value <= end);
}

/**
 * Parses an IPv6 literal (without brackets; zone identifiers are refused) into
 * eight 16-bit groups. Accepts `::` compression and a trailing dotted IPv4 part.
 *
 * @example
 * parseIPv6('::ffff:127.0.0.1'); // [0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]
 */
export function parseIPv6(text: string): number[] | null {
  if (text === '' || text.includes('%')) return null;
  let body = text;
  const tail: number[] = [];
  const lastColon = body.lastIndexOf(':');
  if (lastColon !== -1 && body.slice(lastColon + 1).includes('.')) {
    const v4 = body.slice(lastColon + 1);
    if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(v4)) return null;
    const octets = v4.split('.').map(Number);
    if (octets.some((o) => o > 255)) return null;
    const [a, b, c, d] = octets as [number, number, number, number];
    tail.push(a * 256 + b, c * 256 + d);
    body = body.slice(0, lastColon + 1);
    if (body.endsWith('::')) {
      // "::1.2.3.4" keeps its compression marker
    } else {
      body = body.slice(0, -1);
    }
  }
  const doubleColon = body.indexOf('::');
  if (doubleColon !== body.lastIndexOf('::')) return null;
  const parseGroups = (s: string): number[] | null => {
    if (s === '') return [];
    const groups = s.split(':');
    const out: number[] = [];
    for (const g of groups) {
      if (!/^[0-9a-f]{1,4}$/i.test(g)) return null;
      out.push(parseInt(g, 16));
    }
    return out;
  };
  let groups: number[];
  if (doubleColon === -1) {
    const all = parseGroups(body);
    if (!all) return null;
    groups = [...all, ...tail];
    if (groups.length !== 8) return null;
  } else {
    const head = parseGroups(body.slice(0, doubleColon));
    const rest = parseGroups(body.slice(doubleColon + 2));
    if (!head || !rest) return null;
    const known = head.length + rest.length + tail.length;
    if (known > 7) return null;
    groups = [...head, ...new Array<number>(8 - known).fill(0), ...rest, ...tail];
  }
  return groups;
}

/**
 * Whether an IPv6 address (eight 16-bit groups) is a public unicast address.
 * Only global unicast (2000::/3) is public; within it the documentation, ORCHID,
 * Teredo and IETF protocol ranges are refused, and 6to4 addresses are judged by
 * the IPv4 address they embed. Loopback, unspecified, IPv4-mapped and -compatible,
 * NAT64, unique-local, link-local, site-local and multicast addresses all lie
 * outside 2000::/3 and are therefore refused.
 */
export function isPublicIPv6(groups: readonly number[]): boolean {
  const g0 = groups[0] ?? 0;
  const g1 = groups[1] ?? 0;
  if ((g0 & 0xe000) !== 0x2000) return false; // outside global unicast 2000::/3
  if (g0 === 0x2001 && g1 < 0x0200) return false; // 2001::/23 IETF protocol assignments (Teredo, ORCHID...)
  if (g0 === 0x2001 && g1 === 0x0db8) return false; // 2001:db8::/32 documentation
  if (g0 === 0x3fff && g1 < 0x1000) return false; // 3fff::/20 documentation
  if (g0 === 0x2002) {
    // 6to4: the embedded IPv4 address decides
    const v4 = (groups[1] ?? 0) * 65536 + (groups[2] ?? 0);
    return isPublicIPv4(v4);
  }
  return true;
}

// Host names that never resolve to a public address.
const NON_PUBLIC_SUFFIXES = [
  'localhost',
  'local',
  'localdomain',
  'internal',
  'intranet',
  'lan',
  'home',
  'corp',
  'private',
  'home.arpa',
  'test',
  'invalid',
  'example',
  'onion',
  'alt',
];

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * Whether a host (as found in `URL.hostname`: lower-case, IDNs in punycode, IPv6
 * in brackets) names a public server.
 *
 * Names must have at least two labels and an alphabetic (or punycode) top-level
 * domain; reserved names (`localhost`, `.local`, `.internal`, `.home.arpa`, `.test`...)
 * are refused. One trailing dot is ignored. IP literals in any notation are judged
 * by their numeric value.
 *
 * @example
 * isPublicHost('example.com'); // true
 * isPublicHost('0x7f.1');      // false
 * isPublicHost('[::ffff:7f00:1]'); // false
 */
export function isPublicHost(host: string): boolean {
  let h = host.toLowerCase();
  if (h.startsWith('[') && h.endsWith(']')) {
    const groups = parseIPv6(h.slice(1, -1));
    return groups !== null && isPublicIPv6(groups);
  }
  if (h.endsWith('.')) h = h.slice(0, -1);
  if (h === '' || h.endsWith('.')) return false;
  const v4 = parseIPv4(h);
  if (v4 !== null) return isPublicIPv4(v4);
  const labels = h.split('.');
  if (labels.length < 2) return false;
  if (!labels.every((l) => LABEL.test(l))) return false;
  // A name whose last label is numeric is an IPv4 literal to URL parsers; anything
  // that did not parse as one above is malformed.
  const tld = labels[labels.length - 1] as string;
  if (!/^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(tld)) return false;
  return !NON_PUBLIC_SUFFIXES.some((suffix) => h === suffix || h.endsWith('.' + suffix));
}
