import { fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '@volunteerkit/api-client';
import { RecordForm } from './RecordForm.js';

const fields = [
  { name: 'name', rules: 'required|max:5' },
  { name: 'email', type: 'email' as const, rules: 'email' },
];

describe('RecordForm', () => {
  beforeEach(() => sessionStorage.clear());

  it('validates with the spec 5.1 rules and does not submit an invalid form', () => {
    const onSubmit = vi.fn(() => Promise.resolve(true));
    render(
      <RecordForm
        draftKey="t1"
        fields={fields}
        initial={null}
        saveState={0}
        submitLabel="Create"
        error={null}
        onSubmit={onSubmit}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'nope' } });
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
  });

  it('submits the typed values and keeps them as a draft until saved', async () => {
    const onSubmit = vi.fn(() => Promise.resolve(true));
    const { unmount } = render(
      <RecordForm
        draftKey="t2"
        fields={fields}
        initial={null}
        saveState={0}
        submitLabel="Create"
        error={null}
        onSubmit={onSubmit}
      />,
    );
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Ada' } });
    unmount();
    render(
      <RecordForm
        draftKey="t2"
        fields={fields}
        initial={null}
        saveState={0}
        submitLabel="Create"
        error={null}
        onSubmit={onSubmit}
      />,
    );
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Ada');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada' });
    await Promise.resolve();
    await Promise.resolve();
    expect(sessionStorage.getItem('vk-portal-draft:t2')).toBeNull();
  });

  it("shows the server's field errors under the field that was sent", () => {
    const error = new ApiError({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { name: ['is already taken'] } },
      method: 'POST',
      url: 'http://x/api/organisation/tags/',
      requestId: '1',
    });
    const { rerender } = render(
      <RecordForm
        draftKey="t3"
        fields={fields}
        initial={{ name: 'Ada' }}
        saveState={0}
        submitLabel="Save"
        error={null}
        onSubmit={() => Promise.resolve(false)}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    rerender(
      <RecordForm
        draftKey="t3"
        fields={fields}
        initial={{ name: 'Ada' }}
        saveState={0}
        submitLabel="Save"
        error={error}
        onSubmit={() => Promise.resolve(false)}
      />,
    );
    expect(screen.getByText('Name is already taken')).toBeTruthy();
  });
});
