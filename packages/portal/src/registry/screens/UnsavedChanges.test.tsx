import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { RecordForm } from './RecordForm.js';
import { UNSAVED_QUESTION } from './UnsavedChanges.js';

function app(onSubmit = () => Promise.resolve(true)) {
  const router = createMemoryRouter(
    [
      {
        path: '/form',
        element: (
          <>
            <Link to="/elsewhere">Elsewhere</Link>
            <RecordForm
              draftKey="unsaved"
              fields={[{ name: 'name' }]}
              initial={null}
              saveState={0}
              submitLabel="Create"
              error={null}
              onSubmit={onSubmit}
            />
          </>
        ),
      },
      { path: '/elsewhere', element: <p>Another page</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const beforeUnloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('unsaved-change protection', () => {
  beforeEach(() => sessionStorage.clear());

  it('leaves freely while nothing was typed', () => {
    const router = app();
    expect(beforeUnloadPrevented()).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('asks before leaving with unsaved changes: stay keeps the form, leave goes', async () => {
    const router = app();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    expect(beforeUnloadPrevented()).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog.textContent).toContain(UNSAVED_QUESTION);
    expect(document.activeElement?.textContent).toBe('Stay on this page');
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/form');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada');
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('Another page')).toBeTruthy();
  });

  it('lets the user go once the form is saved', async () => {
    const router = app();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create' }));
      await Promise.resolve();
    });
    expect(beforeUnloadPrevented()).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });
});
