import { fireEvent, render, screen } from '@testing-library/react';
import type { Opportunity } from '@volunteerkit/api-client';
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
