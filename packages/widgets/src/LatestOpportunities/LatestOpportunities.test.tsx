import { render, screen } from '@testing-library/react';
import { LatestOpportunities } from './LatestOpportunities.js';

const items = [1, 2, 3].map((id) => ({ id, display_name: `Opp ${id}`, available_timeslots: [{}] }));

describe('LatestOpportunities', () => {
  it('defaults the title to "Latest opportunities" and takes an override', () => {
    const { rerender } = render(<LatestOpportunities opportunities={items} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Latest opportunities' })).toBeTruthy();
    rerender(<LatestOpportunities opportunities={items} title="New this week" />);
    expect(screen.getByRole('heading', { level: 2, name: 'New this week' })).toBeTruthy();
  });

  it('shows the cards in a two-column grid', () => {
    const { container } = render(<LatestOpportunities opportunities={items} />);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(container.querySelector('ul.vk-latest__grid')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('shows placeholders while loading, hidden from assistive technology', () => {
    const { container } = render(
      <LatestOpportunities opportunities={undefined} loading placeholderCount={2} />,
    );
    expect(container.querySelectorAll('[data-placeholder]')).toHaveLength(2);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(container.querySelector('section')!.getAttribute('aria-busy')).toBe('true');
  });

  it('shows the empty content when there is nothing', () => {
    render(<LatestOpportunities opportunities={[]} empty={<p>Nothing yet</p>} />);
    expect(screen.getByText('Nothing yet')).toBeTruthy();
  });
});
