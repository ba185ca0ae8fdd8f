import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { HttpClient, Opportunity, RequestOptions } from '@volunteerkit/api-client';
import { OpportunityCard, opportunityRibbons, opportunityTypeLabel } from './OpportunityCard.js';

const base: Opportunity = {
  id: 1,
  display_name: 'Wardens in the Lakes',
  type: 'Residential-short',
  public_url: 'https://org.example/o/1',
  image_thumbnail_url: 'https://img.example/1.jpg',
  short_advert: 'Help **us**',
  available_timeslots: [{ id: 1 }],
};

describe('opportunityRibbons (spec 2.4)', () => {
  it.each([
    [{ available_timeslots: [] }, ['full']],
    [{ available_timeslots: undefined }, ['full']],
    [{ available_timeslots: null }, ['full']],
    [{ available_timeslots: [{}] }, []],
    [{ available_timeslots: [{}], advert_target: 'internal' }, ['internal']],
    [{ available_timeslots: [], advert_target: 'internal' }, ['full']],
    [{ available_timeslots: [{}], partner: { name: 'P' } }, ['external']],
    [{ available_timeslots: [], partner: { name: 'P' } }, ['full', 'external']],
  ])('%o -> %o', (patch, expected) => {
    expect(opportunityRibbons({ ...base, ...patch } as Opportunity)).toEqual(expected);
  });
});

describe('opportunityTypeLabel', () => {
  it.each([
    ['Residential-short', 'Short Term'],
    ['Residential-long', 'Long Term'],
    ['Day-role', 'Day-role'],
  ])('%s -> %s', (type, label) => {
    expect(opportunityTypeLabel(type)).toBe(label);
  });
});

describe('OpportunityCard', () => {
  it('shows the title, type label, advert, details link and ribbons', () => {
    render(
      <OpportunityCard
        opportunity={{
          ...base,
          available_timeslots: [],
          partner: { name: 'Trust', logo_url: 'https://img.example/l.png' },
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Wardens in the Lakes' })).toBeTruthy();
    expect(screen.getByText('Short Term')).toBeTruthy();
    expect(screen.getByText('FULL UP')).toBeTruthy();
    expect(screen.getByText('EXTERNAL')).toBeTruthy();
    expect(screen.queryByText('INTERNAL')).toBeNull();
    expect(screen.getByText(/This opportunity is with/).textContent).toBe(
      'This opportunity is with Trust',
    );
    const link = screen.getByRole('link', { name: 'View details' });
    expect(link.getAttribute('href')).toBe('https://org.example/o/1');
    expect(screen.getByRole('article').hasAttribute('data-full')).toBe(true);
  });

  it('uses image_alt, or "Opportunity image" when absent', () => {
    const { rerender } = render(
      <OpportunityCard opportunity={{ ...base, image_alt: 'Volunteers on a fell' }} />,
    );
    expect(screen.getByRole('img', { name: 'Volunteers on a fell' })).toBeTruthy();
    rerender(<OpportunityCard opportunity={{ ...base, id: 2, image_alt: null }} />);
    expect(screen.getByRole('img', { name: 'Opportunity image' })).toBeTruthy();
  });

  it('raises OpportunityImage.Loaded and OpportunityImage.Error', () => {
    const onEvent = vi.fn();
    const { rerender } = render(<OpportunityCard opportunity={base} onEvent={onEvent} />);
    fireEvent.load(screen.getByRole('img'));
    expect(onEvent).toHaveBeenLastCalledWith({
      type: 'OpportunityImage.Loaded',
      opportunity: base,
    });
    const other = { ...base, image_thumbnail_url: 'https://img.example/broken.jpg' };
    rerender(<OpportunityCard opportunity={other} onEvent={onEvent} />);
    fireEvent.error(screen.getByRole('img'));
    expect(onEvent).toHaveBeenLastCalledWith({
      type: 'OpportunityImage.Error',
      opportunity: other,
    });
  });

  it('reports a click on View details', () => {
    const onEvent = vi.fn();
    render(<OpportunityCard opportunity={base} onEvent={onEvent} />);
    const link = screen.getByRole('link', { name: 'View details' });
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    expect(onEvent).toHaveBeenCalledWith({
      type: 'result-click',
      opportunity: base,
      target: 'details',
    });
  });

  it('never renders javascript: or data: URLs from the API', () => {
    render(
      <OpportunityCard
        opportunity={{
          ...base,
          public_url: 'javascript:alert(1)',
          image_thumbnail_url: 'data:image/svg+xml,<svg onload=alert(1)>',
          partner: { name: 'X', logo_url: ' JavaScript:alert(1)' },
        }}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
  });

  it('INTERNAL with timeslots and advert_target internal', () => {
    render(<OpportunityCard opportunity={{ ...base, advert_target: 'internal' }} />);
    expect(screen.getByText('INTERNAL')).toBeTruthy();
    expect(screen.queryByText('FULL UP')).toBeNull();
  });

  it('a throwing onEvent does not break the card', () => {
    render(
      <OpportunityCard
        opportunity={base}
        onEvent={() => {
          throw new Error('host');
        }}
      />,
    );
    expect(() => fireEvent.load(screen.getByRole('img'))).not.toThrow();
  });
});

describe('OpportunityCard apply link', () => {
  const withSlug: Opportunity = { ...base, slug: 'wardens-in-the-lakes-1' };
  const toApply = (o: Opportunity) => (o.slug ? `/apply/${o.slug}` : undefined);

  function recordingHttp(answer: (o: RequestOptions) => Promise<unknown>) {
    const calls: RequestOptions[] = [];
    const http: HttpClient = {
      request: <T,>(o: RequestOptions) => {
        calls.push(o);
        return answer(o) as Promise<T>;
      },
      cancel: () => undefined,
      cancelAll: () => undefined,
    };
    return { http, calls };
  }

  /** The `apply` events among those a handler received (image events may come too). */
  const applyEvents = (onEvent: ReturnType<typeof vi.fn>) =>
    onEvent.mock.calls.map(([e]) => e as { type: string }).filter((e) => e.type === 'apply');

  /** Clicks `link` and says whether the card held up the navigation (then stops it: no navigation in tests). */
  function clickAndReportPrevented(link: HTMLElement): boolean {
    let prevented: boolean | undefined;
    const last = (e: Event) => {
      prevented = e.defaultPrevented;
      e.preventDefault();
    };
    window.addEventListener('click', last);
    fireEvent.click(link);
    window.removeEventListener('click', last);
    return prevented!;
  }

  it('is not shown unless the host asks for it (spec 2.4 card by default)', () => {
    const { container } = render(<OpportunityCard opportunity={withSlug} />);
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['View details']);
    expect(container.querySelector('.vk-card__apply, .vk-card__actions')).toBeNull();
  });

  it('renders the checked URL, "Apply" and an accessible name with the title', () => {
    render(<OpportunityCard opportunity={withSlug} applyUrl={toApply} />);
    const link = screen.getByRole('link', { name: 'Apply for Wardens in the Lakes' });
    expect(link.getAttribute('href')).toBe('/apply/wardens-in-the-lakes-1');
    expect(link.firstChild?.textContent).toBe('Apply');
    // "View details" is still there, first.
    expect(screen.getAllByRole('link').map((a) => a.className)).toEqual([
      'vk-card__details',
      'vk-card__apply',
    ]);
  });

  it('takes its texts from messages', () => {
    render(
      <OpportunityCard
        opportunity={withSlug}
        applyUrl={() => 'https://apply.example/x'}
        messages={{ apply: 'Book', applyContext: 'a place on {title}' }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Book a place on Wardens in the Lakes' });
    expect(link.getAttribute('href')).toBe('https://apply.example/x');
  });

  it.each([
    ['javascript:', () => 'javascript:alert(1)'],
    ['javascript: with spaces and case', () => ' JaVaScript:alert(1)'],
    ['data:', () => 'data:text/html,<script>alert(1)</script>'],
    ['protocol-relative', () => '//evil.example/apply'],
    ['a hidden character', () => '\u200bjavascript:alert(1)'],
    ['undefined', () => undefined],
    ['null', () => null],
    ['an empty string', () => ''],
    [
      'a throwing host function',
      () => {
        throw new Error('host');
      },
    ],
  ])('%s gives no apply link (and the card still renders)', (_name, applyUrl) => {
    const { container } = render(<OpportunityCard opportunity={withSlug} applyUrl={applyUrl} />);
    expect(screen.queryByRole('link', { name: /^Apply/ })).toBeNull();
    expect(container.querySelector('.vk-card__actions')).toBeNull();
    expect(screen.getByRole('link', { name: 'View details' })).toBeTruthy();
  });

  it('a click reports apply with the slug and logs it, without holding up navigation', async () => {
    const onEvent = vi.fn();
    const { http, calls } = recordingHttp(async () => ({ data: {} }));
    render(
      <OpportunityCard opportunity={withSlug} applyUrl={toApply} http={http} onEvent={onEvent} />,
    );
    const prevented = clickAndReportPrevented(screen.getByRole('link', { name: /^Apply/ }));
    expect(prevented).toBe(false);
    expect(applyEvents(onEvent)).toEqual([
      { type: 'apply', opportunity: withSlug, slug: 'wardens-in-the-lakes-1' },
    ]);
    expect(calls).toEqual([
      {
        method: 'POST',
        path: 'opportunities/log-apply-action',
        body: { slug: 'wardens-in-the-lakes-1' },
        public: true,
        // Outlives the navigation to the apply page.
        keepalive: true,
      },
    ]);
  });

  it('without a slug: reports apply without one and logs nothing', () => {
    const onEvent = vi.fn();
    const { http, calls } = recordingHttp(async () => null);
    render(
      <OpportunityCard
        opportunity={{ ...base, slug: null }}
        applyUrl={() => '/apply'}
        http={http}
        onEvent={onEvent}
      />,
    );
    expect(clickAndReportPrevented(screen.getByRole('link', { name: /^Apply/ }))).toBe(false);
    expect(onEvent).toHaveBeenCalledWith({ type: 'apply', opportunity: { ...base, slug: null } });
    expect(calls).toEqual([]);
  });

  it('without http: reports apply and logs nothing', () => {
    const onEvent = vi.fn();
    render(<OpportunityCard opportunity={withSlug} applyUrl={toApply} onEvent={onEvent} />);
    expect(clickAndReportPrevented(screen.getByRole('link', { name: /^Apply/ }))).toBe(false);
    expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'apply' }));
  });

  it('a failing log call is swallowed (no unhandled rejection, no error)', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const rejecting = recordingHttp(() => Promise.reject(new Error('503')));
      const throwing: HttpClient = {
        request: () => {
          throw new Error('synchronous transport failure');
        },
        cancel: () => undefined,
        cancelAll: () => undefined,
      };
      const onEvent = vi.fn();
      render(
        <>
          <OpportunityCard
            opportunity={withSlug}
            applyUrl={toApply}
            http={rejecting.http}
            onEvent={onEvent}
          />
          <OpportunityCard
            opportunity={{ ...withSlug, id: 2, display_name: 'Second' }}
            applyUrl={toApply}
            http={throwing}
            onEvent={() => {
              throw new Error('host');
            }}
          />
        </>,
      );
      const [first, second] = screen.getAllByRole('link', { name: /^Apply/ });
      expect(clickAndReportPrevented(first!)).toBe(false);
      expect(() => clickAndReportPrevented(second!)).not.toThrow();
      expect(rejecting.calls).toHaveLength(1);
      expect(applyEvents(onEvent)).toHaveLength(1);
      // Let the rejection settle, then give Node a turn to report it if unhandled.
      await new Promise((resolve) => setTimeout(resolve, 20));
      await waitFor(() => expect(unhandled).toEqual([]));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
