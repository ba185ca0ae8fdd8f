import { isPublicHost, isPublicIPv4, parseIPv4 } from './publicHost.js';

/** Longest URL the `url` rule accepts. */
export const MAX_URL_LENGTH = 2048;

const SCHEME_AND_AUTHORITY = /^(?:https?|ftp):\/\/([^/?#]*)/i;

/**
 * The `url` rule (spec 5.1): an absolute http, https or ftp URL whose host is public.
 *
 * Refused: other schemes and scheme-relative forms; whitespace, control characters
 * and backslashes anywhere (parsers disagree about them); any user-info (`user:pass@`,
 * the classic `http://trusted@127.0.0.1` trick); hosts that are loopback, private,
 * link-local, carrier-grade NAT, unspecified, multicast, reserved or documentation
 * addresses in any notation (dotted, decimal, octal, hex, short forms, IPv6,
 * IPv4-mapped/compatible IPv6, 6to4, NAT64), single-label and reserved names
 * (`localhost`, `.local`, `.internal`...). Ports and internationalised domain names are
 * accepted. Names that resolve to private addresses through DNS cannot be detected
 * without a lookup; servers must still check the resolved address before fetching.
 *
 * @example
 * isValidPublicUrl('https://example.org:8443/a?b#c'); // true
 * isValidPublicUrl('http://2130706433/');             // false (127.0.0.1)
 */
export function isValidPublicUrl(value: string): boolean {
  const text = value.trim();
  if (text.length === 0 || text.length > MAX_URL_LENGTH) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\s\\\u0000-\u001f\u007f]/.test(text)) return false;
  const match = SCHEME_AND_AUTHORITY.exec(text);
  if (!match) return false;
  const authority = match[1] ?? '';
  if (authority.includes('@')) return false;
  // The raw host, before any normalisation, must not already be a private IPv4 literal.
  const rawHost = authority.startsWith('[') ? '' : (authority.split(':')[0] ?? '');
  const rawV4 = parseIPv4(rawHost);
  if (rawV4 !== null && !isPublicIPv4(rawV4)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:' && url.protocol !== 'ftp:') {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  if (url.port === '0') return false;
  return isPublicHost(url.hostname);
}
