import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './Pagination.js';

const meta = (current_page: number, total_pages: number, total = total_pages * 8) => ({
  current_page,
  total_pages,
  per_page: 8,
  count: current_page === total_pages ? total - (total_pages - 1) * 8 : 8,
  total,
});

const labels = () =>
  Array.from(screen.getByRole('navigation', { name: 'Pagination' }).querySelectorAll('li')).map(
    (li) => li.textContent,
  );

describe('Pagination', () => {
  it('hides « on page 1 and shows » ; stats "X to Y of Total"', () => {
    render(<Pagination pagination={meta(1, 3, 20)} onPageChange={() => undefined} />);
    expect(labels()).toEqual(['1', '2', '3', '»']);
    expect(screen.getByText('1 to 8 of 20')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('hides » on the last page', () => {
    render(<Pagination pagination={meta(3, 3, 20)} onPageChange={() => undefined} />);
    expect(labels()).toEqual(['«', '1', '2', '3']);
    expect(screen.getByText('17 to 20 of 20')).toBeTruthy();
  });

  it('shows ellipses only with more than 10 pages', () => {
    const { rerender } = render(
      <Pagination pagination={meta(5, 10)} onPageChange={() => undefined} />,
    );
    expect(labels()).toEqual(['«', '1', '3', '4', '5', '6', '7', '10', '»']);
    rerender(<Pagination pagination={meta(6, 20)} onPageChange={() => undefined} />);
    expect(labels()).toEqual(['«', '1', '…', '4', '5', '6', '7', '8', '…', '20', '»']);
    // Ellipses are decorative: hidden from assistive technology.
    expect(screen.getByRole('navigation').querySelector('[aria-hidden="true"]')?.textContent).toBe(
      '…',
    );
  });

  it('calls onPageChange for numbers, « and »', async () => {
    const onPageChange = vi.fn();
    render(<Pagination pagination={meta(4, 12)} onPageChange={onPageChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Page 12' }));
    expect(onPageChange.mock.calls).toEqual([[3], [5], [12]]);
  });

  it('renders links with getHref and intercepts plain clicks', async () => {
    const onPageChange = vi.fn();
    render(
      <Pagination
        pagination={meta(1, 2)}
        onPageChange={onPageChange}
        getHref={(p) => `?page=${p}`}
      />,
    );
    const link = screen.getByRole('link', { name: 'Page 2' });
    expect(link.getAttribute('href')).toBe('?page=2');
    await userEvent.setup().click(link);
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('takes message overrides', () => {
    render(
      <Pagination
        pagination={meta(2, 3, 20)}
        onPageChange={() => undefined}
        messages={{ stats: '{from}–{to} sur {total}', paginationLabel: 'Pages' }}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();
    expect(screen.getByText('9–16 sur 20')).toBeTruthy();
  });
});
