import type { Opportunity } from '@volunteerkit/api-client';
import { safeUrl } from '@volunteerkit/widgets/residential';
import { applyUrlOf } from './shared.js';
import type { ViewContext } from './types.js';

const PAGE = 'https://partner.example/volunteer/index.html?x=1#y';

function context(applyUrl: string | undefined, tag = 'en-GB'): ViewContext {
  return {
    options: { applyUrl },
    window: { location: { href: PAGE } },
    locale: { tag },
  } as unknown as ViewContext;
}

const opportunity = (patch: Partial<Opportunity>): Opportunity => ({
  id: 12,
  display_name: 'Wardens',
  slug: 'wardens-12',
  ...patch,
});

describe('applyUrlOf (the embed apply link)', () => {
  it("leads to the opportunity's online application form without the option, with the way back", () => {
    const url = applyUrlOf(context(undefined))!;
    const publicUrl = 'https://org.example/opportunities/wardens-12';
    const slots = [{ start: '2030-06-01', end: '2030-06-08' }];
    expect(url(opportunity({ public_url: publicUrl, available_timeslots: slots }))).toBe(
      `${publicUrl}/apply?back=${encodeURIComponent(PAGE)}`,
    );
    // In Welsh on a Welsh mount.
    expect(
      applyUrlOf(context(undefined, 'cy'))!(
        opportunity({ public_url: publicUrl, available_timeslots: slots }),
      ),
    ).toBe(`${publicUrl}/apply?back=${encodeURIComponent(PAGE)}&lang=cy`);
    // No page of its own, or not a web address: no apply link.
    expect(url(opportunity({ available_timeslots: slots }))).toBeUndefined();
    // A public_url that is not a web address gives no link: the card's check refuses it.
    expect(
      safeUrl(url(opportunity({ public_url: 'javascript:alert(1)', available_timeslots: slots }))),
    ).toBeUndefined();
    // A full opportunity (no dates open) takes no applications from its card.
    expect(url(opportunity({ public_url: publicUrl, available_timeslots: [] }))).toBeUndefined();
  });

  it('fills {slug} and {id} and resolves against the partner page', () => {
    const url = applyUrlOf(context('apply/{slug}?id={id}'))!;
    expect(url(opportunity({}))).toBe('https://partner.example/volunteer/apply/wardens-12?id=12');
    expect(applyUrlOf(context('https://apply.example/{id}'))!(opportunity({}))).toBe(
      'https://apply.example/12',
    );
  });

  it('URL-encodes the values, so a hostile slug cannot change the scheme or the path', () => {
    const url = applyUrlOf(context('{slug}'))!;
    expect(url(opportunity({ slug: 'javascript:alert(1)' }))).toBe(
      'https://partner.example/volunteer/javascript%3Aalert(1)',
    );
    expect(applyUrlOf(context('/apply/{slug}'))!(opportunity({ slug: '../../admin?x=1#y' }))).toBe(
      'https://partner.example/apply/..%2F..%2Fadmin%3Fx%3D1%23y',
    );
  });

  it.each([
    ['a missing slug', { slug: undefined }],
    ['a null slug', { slug: null }],
    ['an empty slug', { slug: '' }],
  ])('gives no link for %s when the template uses {slug}', (_name, patch) => {
    expect(applyUrlOf(context('/apply/{slug}'))!(opportunity(patch))).toBeUndefined();
    // A template that only uses {id} does not need the slug.
    expect(applyUrlOf(context('/apply/{id}'))!(opportunity(patch))).toBe(
      'https://partner.example/apply/12',
    );
  });
});
