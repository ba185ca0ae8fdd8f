import { fireEvent, render, screen } from '@testing-library/react';
import { Badge, statusTone } from './Badge.js';
import { Breadcrumbs } from './Breadcrumbs.js';
import { Card } from './Card.js';
import { EmptyState } from './EmptyState.js';
import { InlineError } from './InlineError.js';
import { Skeleton } from './Skeleton.js';
import { StatGrid, StatTile } from './StatTile.js';

describe('Card', () => {
  it('is a region named by its title, with actions and a footer', () => {
    render(
      <Card title="Upcoming shifts" level={3} actions={<a href="/rotas">Open</a>} footer="More">
        <p>Body</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Upcoming shifts' });
    expect(region.querySelector('h3')?.textContent).toBe('Upcoming shifts');
    expect(region.textContent).toContain('Body');
    expect(region.textContent).toContain('More');
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/rotas');
  });

  it('without a title is a plain group', () => {
    const { container } = render(<Card className="extra">Body</Card>);
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.firstElementChild?.className).toBe('vkp-ui-card extra');
  });
});

describe('StatTile', () => {
  it('pairs label and figure and links to the list behind it', () => {
    render(
      <StatGrid label="Organisation">
        <StatTile label="Active volunteers" value="412" hint="12 new" href="/people" />
        <StatTile label="Open tasks" value={null} />
      </StatGrid>,
    );
    expect(screen.getByRole('group', { name: 'Organisation' })).toBeTruthy();
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/people');
    expect(link.textContent).toContain('Active volunteers');
    const values = [...document.querySelectorAll('.vkp-ui-stat-value')].map((d) => d.textContent);
    expect(values).toEqual(['412', '–']);
  });
});

describe('Badge', () => {
  it.each([
    ['Active', 'success'],
    ['approved', 'success'],
    ['Pending', 'warning'],
    ['waiting_list', 'warning'],
    ['in_progress', 'warning'],
    ['Declined', 'danger'],
    ['cancelled', 'danger'],
    ['Scheduled', 'info'],
    ['Something else', 'neutral'],
  ])('%s has the %s tone', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
    render(<Badge>{status}</Badge>);
    expect(screen.getByText(status).className).toBe(`vkp-ui-badge vkp-ui-badge-${tone}`);
  });

  it('takes an explicit tone', () => {
    render(<Badge tone="danger">Active</Badge>);
    expect(screen.getByText('Active').className).toContain('vkp-ui-badge-danger');
  });
});

describe('EmptyState', () => {
  it('offers the next action', () => {
    render(
      <EmptyState title="No shifts this week" action={<a href="/rotas/planner">Plan a shift</a>}>
        Shifts you plan appear here.
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { name: 'No shifts this week', level: 2 })).toBeTruthy();
    expect(screen.getByText('Shifts you plan appear here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Plan a shift' })).toBeTruthy();
  });
});

describe('Skeleton', () => {
  it.each([
    ['text', 3, 3],
    ['rows', 5, 5],
    ['tiles', 0, 1],
    ['rows', 500, 50],
  ] as const)('%s × %i draws %i hidden shapes and one status', (variant, count, shapes) => {
    render(<Skeleton variant={variant} count={count} label="Loading people" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading people');
    expect(status.querySelectorAll('[aria-hidden="true"]')).toHaveLength(shapes);
  });
});

describe('InlineError', () => {
  it('announces a readable message and retries what trying again can fix', () => {
    const retry = vi.fn();
    render(
      <InlineError
        title="Shifts could not be loaded"
        error={{ status: 503, message: 'GET http://x/api/shifts failed with 503 token=abc' }}
        onRetry={retry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Shifts could not be loaded.');
    expect(alert.textContent).toContain('The service had a problem.');
    expect(alert.textContent).not.toMatch(/token|failed with|\/api\//);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('a refusal says which permission is missing and who can grant it, without "Try again"', () => {
    render(
      <InlineError
        title="Shifts could not be loaded"
        error={{
          status: 403,
          message:
            "GET http://x/api/shifts failed with 403 Forbidden: This needs the 'view-rotas' permission.",
          body: { code: 'forbidden', required: { anyOf: ['view-rotas'] } },
        }}
        onRetry={() => {}}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This needs the “view rotas” permission');
    expect(alert.textContent).toContain('An administrator of your organisation can give it');
    expect(alert.textContent).not.toMatch(/Try again|failed with|403/);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has no retry button without a handler', () => {
    render(<InlineError error={new Error('Boom')} />);
    expect(screen.getByRole('alert').textContent).toBe('Boom');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('Breadcrumbs', () => {
  it('is a named landmark whose last item is the current page', () => {
    render(
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          { label: 'People', href: '/people' },
          { label: 'Ada' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect([...nav.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Home',
      'People',
      'Ada',
    ]);
    expect(screen.getByRole('link', { name: 'People' }).getAttribute('href')).toBe('/people');
    expect(screen.getByText('Ada').getAttribute('aria-current')).toBe('page');
  });

  it('renders nothing for an empty trail', () => {
    const { container } = render(<Breadcrumbs items={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
