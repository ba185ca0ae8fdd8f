import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider, Toaster, useToast } from './Toaster.js';
import { createToastStore } from './toastStore.js';

function Trigger({ type }: { type?: string }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show('Team saved', type)}>
      Notify
    </button>
  );
}

describe('Toaster', () => {
  afterEach(() => vi.useRealTimers());

  it('announces toasts in a polite live region at the top right', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.closest('.vk-toaster')).not.toBeNull();
    act(() => {
      store.show('Hello');
    });
    expect(region.textContent).toBe('Hello');
    store.clear();
  });

  it.each([
    ['danger', 'error'],
    [undefined, 'success'],
    ['warning', 'warning'],
    ['info', 'info'],
  ])('type %s is shown as %s', (type, shown) => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.show('x', type);
    });
    expect(document.querySelector('.vk-toast')?.getAttribute('data-type')).toBe(shown);
    store.clear();
  });

  it('closes after 5 seconds, not on click', async () => {
    vi.useFakeTimers();
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.show('Saved');
    });
    const toast = screen.getByText('Saved');
    toast.click();
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('provides useToast through ToastProvider', async () => {
    render(
      <ToastProvider>
        <Trigger type="danger" />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getByText('Team saved').getAttribute('data-type')).toBe('error');
  });

  it('dismisses a toast by id and stacks several', () => {
    const store = createToastStore({ duration: 1000 });
    render(<Toaster store={store} />);
    let first = 0;
    act(() => {
      first = store.show('one');
      store.show('two');
    });
    expect(document.querySelectorAll('.vk-toast')).toHaveLength(2);
    act(() => store.dismiss(first));
    expect(screen.getByRole('status').textContent).toBe('two');
    store.clear();
  });

  it('throws a helpful error without a store', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Toaster />)).toThrow(/ToastProvider/);
    spy.mockRestore();
  });
});
