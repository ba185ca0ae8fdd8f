import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageHeading } from './PageHeading.js';

describe('PageHeading', () => {
  afterEach(() => vi.useRealTimers());

  it('renders breadcrumbs, the title and a primary button', async () => {
    const onClick = vi.fn();
    render(
      <PageHeading
        title="Teams"
        breadcrumbs={[{ label: 'Home', href: '/portal' }, { label: 'Teams' }]}
        primaryButton={{ label: 'Add team', onClick }}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/portal');
    expect(within(nav).getByText('Teams').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Teams');
    await userEvent.click(screen.getByRole('button', { name: 'Add team' }));
    expect(onClick).toHaveBeenCalled();
  });

  it('refuses unsafe link targets', () => {
    render(
      <PageHeading
        title="T"
        breadcrumbs={[{ label: 'Evil', href: 'javascript:alert(1)' }, { label: 'T' }]}
        primaryButton={{ label: 'Go', href: 'javascript:alert(1)' }}
      />,
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('fires the search once typing stops (500 ms default) and honours maxLength', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<PageHeading title="T" search={{ onSearch, maxLength: 5 }} />);
    const box = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
    expect(box.placeholder).toBe('Search');
    expect(box.maxLength).toBe(5);
    for (const value of ['c', 'ca', 'cam']) {
      fireEvent.change(box, { target: { value } });
      act(() => {
        vi.advanceTimersByTime(300);
      });
    }
    expect(onSearch).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('cam');
  });

  it('uses a custom delay and fires at once on Enter', async () => {
    const onSearch = vi.fn();
    render(<PageHeading title="T" search={{ onSearch, delay: 10_000 }} />);
    await userEvent.type(screen.getByRole('searchbox'), 'abc{Enter}');
    expect(onSearch).toHaveBeenCalledWith('abc');
  });

  it('renders every kind of header tab, active and disabled', async () => {
    const onSelect = vi.fn();
    render(
      <PageHeading
        title="T"
        tabs={[
          { label: 'Overview', href: '#o', active: true },
          { kind: 'infotext', label: 'Pending', infotext: '3', href: '#p' },
          { kind: 'tooltip', label: 'Archive', tooltip: 'Older than a year', href: '#a' },
          {
            kind: 'dropdown',
            label: 'More',
            items: [
              { label: 'Export', onSelect },
              { label: 'Help', href: '/help' },
            ],
          },
          { kind: 'spinner', label: 'Reports', href: '#r' },
          { label: 'Billing', href: '#b', disabled: true },
        ]}
      />,
    );
    const nav = within(screen.getByRole('navigation', { name: 'Sections' }));
    expect(nav.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Pending 3' })).not.toBeNull();
    expect(nav.getByRole('link', { name: /Reports/ }).querySelector('.vk-spinner')).not.toBeNull();
    expect(nav.getByRole('link', { name: /Reports/ }).textContent).toContain('Loading…');
    const billing = nav.getByRole('link', { name: 'Billing' });
    expect(billing.getAttribute('aria-disabled')).toBe('true');
    expect(billing.getAttribute('href')).toBeNull();

    // tooltip on focus
    nav.getByRole('link', { name: 'Archive' }).focus();
    expect((await screen.findByRole('tooltip')).textContent).toBe('Older than a year');

    // dropdown with the keyboard
    const more = nav.getByRole('button', { name: /More/ });
    expect(more.getAttribute('aria-haspopup')).toBe('menu');
    await userEvent.click(more);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Export', 'Help']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Export' }));
    expect(onSelect).toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('shows a dropdown button instead of a primary button', async () => {
    render(
      <PageHeading
        title="T"
        primaryButton={{ label: 'Add' }}
        dropdownButton={{ label: 'Create', items: [{ label: 'Team' }, { label: 'Role' }] }}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Create/ }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
