import { createRequire } from 'node:module';
import { seedOrganisation } from '../seed/demo.js';
import { named } from '../store/collections.js';
import { testSandbox, type TestSandbox } from '../testSupport.js';
import { checkedBackUrl } from './route.js';
import { TEAM_SITES } from '../teamSite/site.js';

// jsdom ships no types; only its constructor is needed.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

let s: TestSandbox & { cleanup(): Promise<void> };
const PARTNER = 'http://127.0.0.1:5030';
// Another site allowed to link back, with no partner record naming it.
const OTHER_SITE = 'http://127.0.0.1:5040';

const HOSTILE =
  '**Bold** and _all tools provided_.\n\n<script>window.pwned=1</script><img src=x onerror="window.pwned=2">' +
  '[click](javascript:alert(1)) <a href="https://example.org/?a=1&b=2">safe link</a> "quotes" & <b>html</b>';

beforeAll(async () => {
  s = await testSandbox({
    corsOrigins: [PARTNER, OTHER_SITE],
    seed: (ctx) => {
      seedOrganisation(ctx);
      const team = ctx.insert(named('organisation.teams'), {
        name: 'Keswick Bunkhouse',
        icon: 'site',
      });
      const room = ctx.insert(
        named('organisation.teams.residentialRooms'),
        { name: 'Room 1', beds: 4 },
        { teamId: String(team.id) },
      );
      void room;
      // The team's public site: the way on from an advert opened directly.
      ctx.insert(
        TEAM_SITES,
        { title: 'Keswick Bunkhouse volunteers', published: true },
        { teamId: String(team.id) },
      );
      // Two guests overlap on 3 June: 4 beds less 2 = 2 places left on the first slot.
      for (const [starts_on, ends_on] of [
        ['2030-06-01', '2030-06-05'],
        ['2030-06-03', '2030-06-10'],
      ])
        ctx.insert(named('residentialBookings'), {
          team_id: team.id,
          starts_on,
          ends_on,
          status: 'booked',
        });
      const base = {
        type: 'Residential-short',
        image: '/api/_media/opportunities/1.svg',
        image_alt: 'Fells above Derwentwater',
        lat: 54.6,
        lon: -3.13,
        location: { name: 'Keswick', county: 'Cumbria', country: 'United Kingdom' },
        team_id: team.id,
        partner: { name: 'Wild <Coasts>', logo_url: '/api/_media/partners/2-wc.svg' },
      };
      ctx.residential({
        ...base,
        display_name: 'Dry-stone walling <i>in</i> Keswick',
        slug: 'walling-1',
        short_advert: HOSTILE,
        published: true,
        available_timeslots: [
          { start: '2030-06-01', end: '2030-06-08' },
          { start: '2030-09-01', end: '2030-09-05' },
          { start: '2020-01-01', end: '2020-01-05' },
        ],
      });
      // The partner whose site PARTNER is.
      ctx.insert(named('organisation.partners'), {
        name: 'Fellside Trust',
        logo_url: '/api/_media/partners/7-ft.svg',
        website: `${PARTNER}/`,
      });
      // Others of the same type at known distances from Keswick, one of another type.
      for (const [slug, name, lat, lon, type] of [
        ['far-5', 'Edinburgh', 55.95, -3.19, 'Residential-short'],
        ['farthest-7', 'Bodmin', 50.47, -4.72, 'Residential-short'],
        ['near-4', 'Ambleside', 54.43, -2.96, 'Residential-short'],
        ['farther-6', 'London', 51.51, -0.13, 'Residential-short'],
        ['long-8', 'Keswick', 54.6, -3.13, 'Residential-long'],
      ] as const)
        ctx.residential({
          ...base,
          type,
          lat,
          lon,
          display_name: `Volunteering in ${name}`,
          slug,
          image_thumbnail_url: '/api/_media/opportunities/4-thumb.svg',
          location: { name, county: 'Somewhere', country: 'United Kingdom' },
          published: true,
          available_timeslots: [{ start: '2030-06-01', end: '2030-06-08' }],
        });
      // The nearest of all, but its dates are over: never offered as similar.
      ctx.residential({
        ...base,
        lat: 54.6,
        lon: -3.18,
        display_name: 'Volunteering in Braithwaite',
        slug: 'over-9',
        published: true,
        available_timeslots: [{ start: '2020-06-01', end: '2020-06-08' }],
      });
      ctx.residential({
        ...base,
        display_name: 'Draft',
        slug: 'draft-2',
        published: false,
        available_timeslots: [],
      });
      ctx.residential({
        ...base,
        display_name: 'Internal',
        slug: 'internal-3',
        advert_target: 'internal',
        available_timeslots: [{ start: '2030-06-01', end: '2030-06-08' }],
      });
    },
  });
});
afterAll(() => s.cleanup());

const page = (path: string, init?: RequestInit) => fetch(`${s.url}${path}`, init);

async function dom(path: string) {
  const res = await page(path);
  expect(res.status).toBe(200);
  return { res, doc: new JSDOM(await res.text()).window.document };
}

test('a published advert: title, image, type, formatted advert, dates with places, team, partner, apply', async () => {
  const { res, doc } = await dom('/opportunities/walling-1');
  expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(doc.querySelector('meta[name="viewport"]')?.getAttribute('content')).toBe(
    'width=device-width, initial-scale=1',
  );
  expect(doc.querySelector('h1')?.textContent).toBe('Dry-stone walling <i>in</i> Keswick');
  expect(doc.title).toBe('Dry-stone walling <i>in</i> Keswick – Highlands and Hills Volunteers');
  const img = doc.querySelector('.hero img');
  expect(img?.getAttribute('src')).toBe(`${s.url}/api/_media/opportunities/1.svg`);
  expect(img?.getAttribute('alt')).toBe('Fells above Derwentwater');
  expect(doc.querySelector('.type')?.textContent).toBe('Short Term');
  const advert = doc.querySelector('[data-format="markdown"]');
  expect(advert?.querySelector('strong')?.textContent).toBe('Bold');
  expect(advert?.querySelector('em')?.textContent).toBe('all tools provided');
  expect(advert?.textContent).not.toContain('_all tools');
  const links = [...(advert?.querySelectorAll('a') ?? [])].map((a) => [
    a.textContent,
    a.getAttribute('href'),
  ]);
  expect(links).toEqual([['safe link', 'https://example.org/?a=1&b=2']]);
  // "Sep" or "Sept", as the ICU version spells it.
  const september = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' }).format(
    Date.UTC(2030, 8, 1),
  );
  const rows = [...doc.querySelectorAll('.slots tbody tr')].map((r) =>
    [...r.querySelectorAll('td')].map((td) => td.textContent),
  );
  expect(rows).toEqual([
    ['Sat 1 Jun 2030 to Sat 8 Jun 2030', '2 places left'],
    [`Sun 1 ${september} 2030 to Thu 5 ${september} 2030`, '4 places left'],
    ['Wed 1 Jan 2020 to Sun 5 Jan 2020', 'Ended'],
  ]);
  const facts = doc.querySelector('.facts')?.textContent ?? '';
  expect(facts).toContain('Keswick, Cumbria, United Kingdom');
  expect(facts).toContain('Keswick Bunkhouse');
  expect(doc.querySelector('.partner')?.textContent).toBe('This opportunity is with Wild <Coasts>');
  expect(doc.querySelector('.vk-ribbon--external')?.textContent).toBe('EXTERNAL');
  const apply = doc.querySelector('a.apply');
  // "Apply" leads to the advert's online application form, not an e-mail (issue 44).
  expect(apply?.textContent).toBe('Apply for Dry-stone walling <i>in</i> Keswick');
  expect(apply?.getAttribute('href')).toBe('/opportunities/walling-1/apply');
});

test('no script can run: no script element, handler or javascript: URL, and a CSP without script', async () => {
  const res = await page('/opportunities/walling-1');
  const html = await res.text();
  const doc = new JSDOM(html).window.document;
  expect(doc.querySelectorAll('script, iframe, object, embed').length).toBe(0);
  expect(
    [...doc.querySelectorAll('*')]
      .flatMap((e) => e.getAttributeNames())
      .filter((n) => n.startsWith('on')),
  ).toEqual([]);
  expect(doc.querySelectorAll('[href^="javascript:" i], [src^="javascript:" i]').length).toBe(0);
  // The hostile text is shown as text, escaped.
  expect(html).toContain('&lt;i&gt;in&lt;/i&gt;');
  expect(html).not.toContain('<script');
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; /);
  expect(csp).not.toContain('script-src');
  expect(csp).not.toContain('unsafe-inline');
});

test('drafts, internal adverts and unknown or malformed slugs are 404', async () => {
  for (const slug of ['draft-2', 'internal-3', 'nope-9', 'a%2Fb', 'a.b', `${'x'.repeat(201)}`]) {
    const res = await page(`/opportunities/${slug}`);
    expect(res.status, slug).toBe(404);
    expect(await res.text()).not.toContain('Draft');
  }
});

test('the back link goes only to this origin or a partner origin', async () => {
  const back = `${PARTNER}/results.html#type=any&search=Keswick&page=2`;
  const kept = await dom(`/opportunities/walling-1?back=${encodeURIComponent(back)}`);
  expect(kept.doc.querySelector('a.back')?.getAttribute('href')).toBe(back);
  // The application form keeps the way back to the partner's search.
  expect(kept.doc.querySelector('a.apply')?.getAttribute('href')).toBe(
    `/opportunities/walling-1/apply?back=${encodeURIComponent(back)}`,
  );
  for (const bad of [
    'https://evil.example/',
    'javascript:alert(1)',
    `${PARTNER.replace('5030', '5031')}/`,
  ]) {
    const { doc } = await dom(`/opportunities/walling-1?back=${encodeURIComponent(bad)}`);
    // Refused: the way on is the team's own site, never the given address.
    expect(doc.querySelector('a.back')?.getAttribute('href'), bad).toMatch(/^\/team-sites\//);
  }
  // Opened directly: on to the public site of the advert's team, in the page's language.
  const { doc } = await dom('/opportunities/walling-1');
  const home = doc.querySelector('a.back');
  expect(home?.getAttribute('href')).toMatch(/^\/team-sites\/\d+$/);
  expect(home?.textContent).toBe('← More volunteering with Keswick Bunkhouse volunteers');
  const cy = await dom('/opportunities/walling-1?lang=cy');
  expect(cy.doc.querySelector('a.back')?.getAttribute('href')).toMatch(
    /^\/team-sites\/\d+\?lang=cy$/,
  );
  expect(cy.doc.querySelector('a.back')?.textContent).toBe(
    '← Rhagor o wirfoddoli gyda Keswick Bunkhouse volunteers',
  );
  const referred = await page('/opportunities/walling-1', {
    headers: { referer: `${OTHER_SITE}/results.html` },
  });
  const referredDoc = new JSDOM(await referred.text()).window.document;
  const fromReferer = referredDoc.querySelector('a.back');
  expect(fromReferer?.getAttribute('href')).toBe(`${OTHER_SITE}/results.html`);
  expect(fromReferer?.textContent).toBe('← Back to the previous site');
  expect(kept.doc.querySelector('a.back')?.textContent).toBe('← Back to search results');
});

test('checkedBackUrl refuses credentials, other schemes and the page itself', () => {
  const allowed = new Set([PARTNER]);
  const origin = 'http://127.0.0.1:4010';
  expect(checkedBackUrl(`${PARTNER}/x`, origin, allowed)).toBe(`${PARTNER}/x`);
  expect(checkedBackUrl('http://u:p@127.0.0.1:5030/', origin, allowed)).toBeUndefined();
  expect(checkedBackUrl('data:text/html,hi', origin, allowed)).toBeUndefined();
  expect(checkedBackUrl(`${origin}/opportunities/walling-1`, origin, allowed)).toBeUndefined();
  expect(checkedBackUrl(`${origin}/`, origin, allowed)).toBe(`${origin}/`);
});

test('the sandbox answers /favicon.ico and /favicon.svg with its icon', async () => {
  for (const path of ['/favicon.ico', '/favicon.svg']) {
    const res = await page(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toMatch(/^<svg /);
  }
});

test('opened from a partner’s site: its name and logo head the page, and the way back names it', async () => {
  const back = `${PARTNER}/results.html#search=Keswick`;
  const { doc } = await dom(`/opportunities/walling-1?back=${encodeURIComponent(back)}`);
  expect(doc.querySelector('.page-header__name')?.textContent).toBe('Fellside Trust');
  expect(doc.querySelector('.page-header__with')?.textContent).toBe(
    'Volunteering with Highlands and Hills Volunteers',
  );
  expect(doc.querySelector('.page-header__logo')?.getAttribute('src')).toBe(
    '/api/_media/partners/7-ft.svg',
  );
  // From the partner's home page (a Referer is only its origin): "Back to Fellside Trust".
  const referred = await page('/opportunities/walling-1', { headers: { referer: `${PARTNER}/` } });
  const referredDoc = new JSDOM(await referred.text()).window.document;
  expect(referredDoc.querySelector('a.back')?.textContent).toBe('← Back to Fellside Trust');
  expect(referredDoc.querySelector('.page-header__name')?.textContent).toBe('Fellside Trust');
  // Opened directly, or from another site: the organisation's own header.
  const direct = await dom('/opportunities/walling-1');
  expect(direct.doc.querySelector('.page-header__name')?.textContent).toBe(
    'Highlands and Hills Volunteers',
  );
  expect(direct.doc.querySelector('.page-header__with')).toBeNull();
});

test('three similar opportunities: the same type, nearest first, keeping the way back', async () => {
  const back = `${PARTNER}/results.html#search=Keswick&page=2`;
  const { doc } = await dom(`/opportunities/walling-1?back=${encodeURIComponent(back)}`);
  const section = doc.querySelector('section.similar');
  expect(section?.querySelector('h2')?.textContent).toBe('Similar opportunities');
  const items = [...(section?.querySelectorAll('.similar__item') ?? [])].map((li) => [
    li.querySelector('a')?.textContent,
    li.querySelector('a')?.getAttribute('href'),
    li.querySelector('.similar__where')?.textContent,
  ]);
  const keep = `back=${encodeURIComponent(back).replace(/%20/g, '+')}`;
  expect(items).toEqual([
    [
      'Volunteering in Ambleside',
      `/opportunities/near-4?${keep}`,
      'Ambleside, Somewhere · 22 km away',
    ],
    [
      'Volunteering in Edinburgh',
      `/opportunities/far-5?${keep}`,
      'Edinburgh, Somewhere · 150 km away',
    ],
    [
      'Volunteering in London',
      `/opportunities/farther-6?${keep}`,
      'London, Somewhere · 398 km away',
    ],
  ]);
  expect(section?.querySelector('img')?.getAttribute('src')).toBe(
    `${s.url}/api/_media/opportunities/4-thumb.svg`,
  );
  expect(section?.querySelector('img')?.getAttribute('alt')).toBe('');
  // The long-term advert in Keswick itself has another type; drafts and internal adverts never show.
  const html = section?.textContent ?? '';
  for (const hidden of ['Keswick', 'Draft', 'Internal', 'Bodmin', 'Braithwaite'])
    expect(html).not.toContain(hidden);
  // The long-term advert has no other of its type: no section.
  const long = await dom('/opportunities/long-8');
  expect(long.doc.querySelector('section.similar')).toBeNull();
});

test('in Welsh: ?lang=cy, or a search page in Welsh; the switch keeps the way back', async () => {
  const { doc } = await dom('/opportunities/walling-1?lang=cy');
  expect(doc.documentElement.getAttribute('lang')).toBe('cy');
  expect(doc.querySelector('#about')?.textContent).toBe('Am y cyfle hwn');
  expect(doc.querySelector('#similar')?.textContent).toBe('Cyfleoedd tebyg');
  expect(doc.querySelector('.slots tbody td')?.textContent).toBe('Sad 1 Meh 2030 i Sad 8 Meh 2030');
  expect(doc.querySelector('a.apply')?.getAttribute('href')).toBe(
    '/opportunities/walling-1/apply?lang=cy',
  );
  expect(doc.querySelector('.similar__link')?.getAttribute('href')).toBe(
    '/opportunities/near-4?lang=cy',
  );
  const english = doc.querySelector('a.page-header__lang');
  expect(english?.textContent).toBe('English');
  expect(english?.getAttribute('href')).toBe('/opportunities/walling-1?lang=en');
  // From a partner page in Welsh (its address carries lang=cy).
  const back = `${PARTNER}/results.html?lang=cy#search=Keswick`;
  const fromWelsh = await dom(`/opportunities/walling-1?back=${encodeURIComponent(back)}`);
  expect(fromWelsh.doc.documentElement.getAttribute('lang')).toBe('cy');
  expect(fromWelsh.doc.querySelector('a.back')?.textContent).toBe(
    '← Yn ôl i’r canlyniadau chwilio',
  );
  const cymraeg = (
    await dom(`/opportunities/walling-1?back=${encodeURIComponent(`${PARTNER}/`)}`)
  ).doc.querySelector('a.page-header__lang');
  expect(cymraeg?.textContent).toBe('Cymraeg');
  expect(cymraeg?.getAttribute('href')).toBe(
    `/opportunities/walling-1?lang=cy&back=${encodeURIComponent(`${PARTNER}/`)}`,
  );
});
