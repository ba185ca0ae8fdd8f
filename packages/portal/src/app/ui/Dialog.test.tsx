import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Dialog } from './Dialog.js';
import { Drawer } from './Drawer.js';

function Harness({ drawer = false }: { drawer?: boolean }) {
  const [open, setOpen] = useState(false);
  const [closes, setCloses] = useState(0);
  const close = () => {
    setOpen(false);
    setCloses((n) => n + 1);
  };
  const body = (
    <label>
      Name <input />
    </label>
  );
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <p data-testid="closes">{closes}</p>
      {drawer ? (
        <Drawer open={open} title="Menu" side="left" onClose={close}>
          {body}
        </Drawer>
      ) : (
        <Dialog open={open} title="Add shift" onClose={close}>
          {body}
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('opens modal, named by its title, with focus on the first field', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-labelledby')).toBe(
      screen.getByRole('heading', { name: 'Add shift' }).id,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(dialog.className).toContain('vkp-dialog-center');
  });

  it('tells the owner when the user closes it and returns focus to the opener', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.querySelector('dialog')!.open).toBe(false);
    expect(screen.getByTestId('closes').textContent).toBe('1');
    expect(document.activeElement).toBe(opener);
    // Its content is unmounted while closed.
    expect(screen.queryByLabelText('Name')).toBeNull();
  });
});

describe('Drawer', () => {
  it('is a dialog at the chosen edge that closes on a backdrop click', () => {
    render(<Harness drawer />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = document.querySelector('dialog')!;
    expect(dialog.className).toContain('vkp-dialog-left');
    expect(screen.getByRole('heading', { name: 'Menu' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Name'));
    expect(dialog.open).toBe(true);
    fireEvent.click(dialog);
    expect(dialog.open).toBe(false);
    expect(screen.getByTestId('closes').textContent).toBe('1');
  });
});
