/**
 * The "View details" link's way back: the details page (the sandbox's public
 * opportunity page, `public_url`) offers "Back to search results" when its link
 * carries a `back` parameter naming the results page, and checks it against its
 * own origin and the partner origins.
 *
 * @module
 */

/** Longest `back` a card sends (the opportunity page ignores longer ones). */
const MAX_BACK_LENGTH = 2000;

/**
 * The URL of the results page the visitor is on, with `hash` (the search state:
 * filters and page) in place of the page's own; `undefined` when there is no
 * page address (server rendering, a window without `href`) or it is not http(s).
 *
 * @example resultsBackUrl(window.location, 'search=Keswick&page=2')
 */
export function resultsBackUrl(
  location: { href?: unknown } | undefined,
  hash: string | undefined,
): string | undefined {
  if (!location || typeof location.href !== 'string') return undefined;
  let url: URL;
  try {
    url = new URL(location.href);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  if (hash !== undefined) url.hash = hash;
  return url.href.length > MAX_BACK_LENGTH ? undefined : url.href;
}

/**
 * `details` (an already checked details URL, absolute or relative) with a `back`
 * parameter of `back` added before any fragment, and `lang=cy` when the card speaks
 * Welsh (the opportunity page then opens in Welsh, issue 44); `details` unchanged
 * without either.
 *
 * @example withBack('/opportunities/walling-1', 'https://charity.example/find#page=2')
 * // '/opportunities/walling-1?back=https%3A%2F%2Fcharity.example%2Ffind%23page%3D2'
 * @example withBack('/opportunities/walling-1', undefined, 'cy') // '/opportunities/walling-1?lang=cy'
 */
export function withBack(details: string, back: string | undefined, tag = ''): string {
  const at = details.indexOf('#');
  let path = at < 0 ? details : details.slice(0, at);
  for (const part of [back && `back=${encodeURIComponent(back)}`, /^cy\b/i.test(tag) && 'lang=cy'])
    if (part) path += `${path.includes('?') ? '&' : '?'}${part}`;
  return path + (at < 0 ? '' : details.slice(at));
}
