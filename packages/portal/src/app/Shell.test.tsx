import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { RequestOptions } from '@volunteerkit/api-client';
import { useLocation } from 'react-router';
import { SignInError } from '../auth/createPortalAuth.js';
import type { SignInInput } from '../auth/types.js';
import { fakeHttp, Harness, staticAuth } from '../registry/screens/testSupport.js';
import { KIOSK_LOCK_KEY } from './kiosk/kioskLock.js';
import { SECTIONS } from '../registry/sections.js';
import { SERVICE_UNAVAILABLE_EVENT } from './createPortalServices.js';
import { NAV_COLLAPSED_KEY, Shell } from './Shell.js';
import { THEME_STORAGE_KEY } from './theme/theme.js';

function renderShell(path = '/area/people', calls: RequestOptions[] = []) {
  return render(
    <Harness path={path} http={fakeHttp(calls)}>
      <Shell />
    </Harness>,
  );
}

describe('Shell', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
  });

  it('offers the 16 sections with a skip link, the current section marked', () => {
    renderShell('/rotas/planner');
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe(
      '#main',
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const sections = nav.querySelectorAll('.vkp-section-link');
    expect(sections).toHaveLength(SECTIONS.length);
    expect(nav.querySelector('.vkp-section-active')?.textContent).toContain('Rotas');
    // The active section lists its bespoke screens; the current one is the page.
    const item = within(nav).getByRole('link', { name: 'Rota calendar' });
    expect(item.getAttribute('aria-current')).toBe('page');
  });

  it('toasts an outage once, however many calls it fails', () => {
    renderShell('/rotas/planner');
    // A screen's five loads answered 503 at once.
    act(() => {
      for (let i = 0; i < 5; i++) window.dispatchEvent(new Event(SERVICE_UNAVAILABLE_EVENT));
    });
    expect(screen.getAllByText(/The service is unavailable for a moment/)).toHaveLength(1);
  });

  it('collapses the navigation to a rail and remembers it', () => {
    const { unmount } = renderShell();
    const toggle = screen.getByRole('button', { name: 'Collapse the menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(window.localStorage.getItem(NAV_COLLAPSED_KEY)).toBe('1');
    unmount();
    renderShell();
    const expand = screen.getByRole('button', { name: 'Expand the menu' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    // The names stay the links' accessible names.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'People' })).toBeTruthy();
    expect(nav.querySelector('.vkp-section-label')).toBeNull();
  });

  it('opens the command palette with Ctrl+K and with the search button', () => {
    renderShell();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const combobox = screen.getByRole('combobox', { name: /Search screens/ });
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(combobox, { target: { value: 'rota cal' } });
    const option = screen.getByRole('option', { name: /Rota calendar/ });
    expect(option.getAttribute('aria-selected')).toBe('true');
    expect(combobox.getAttribute('aria-activedescendant')).toBe(option.id);
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('combobox', { name: /Search screens/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Search people, teams and screens/ }));
    expect(screen.getByRole('combobox', { name: /Search screens/ })).toBeTruthy();
  });

  it('opens the navigation as a drawer (phones) with focus on the current section', () => {
    renderShell('/area/tasks');
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('navigation', { name: 'Main (menu)' });
    expect(document.activeElement).toBe(within(drawer).getByRole('link', { name: 'Tasks' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('navigation', { name: 'Main (menu)' })).toBeNull();
  });

  it('switches and remembers the colour theme', () => {
    renderShell();
    fireEvent.change(screen.getByLabelText('Colour theme'), { target: { value: 'dark' } });
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    fireEvent.change(screen.getByLabelText('Colour theme'), { target: { value: 'system' } });
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  describe('locked to the check-in kiosk', () => {
    function Where() {
      return <output aria-label="Where">{useLocation().pathname}</output>;
    }
    function renderLocked(signIn: (input: SignInInput) => Promise<{ status: 'signed-in' }>) {
      window.localStorage.setItem(KIOSK_LOCK_KEY, '1');
      const auth = { ...staticAuth(), signIn };
      return render(
        <Harness path="/people" http={fakeHttp()} auth={auth}>
          <Shell />
          <Where />
        </Harness>,
      );
    }
    afterEach(() => window.localStorage.clear());

    it('shows the kiosk only: no navigation, search or sign-out, whatever the address', () => {
      renderLocked(() => Promise.resolve({ status: 'signed-in' }));
      expect(screen.getByRole('status', { name: 'Where' }).textContent).toBe('/kiosk');
      expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
      expect(screen.queryByRole('button', { name: /Search people/ })).toBeNull();
      expect(screen.getByRole('button', { name: 'Leave kiosk mode' })).toBeTruthy();
    });

    it('leaves kiosk mode only with a password the server accepts', async () => {
      const tried: SignInInput[] = [];
      renderLocked((input) => {
        tried.push(input);
        return input.password === 'right'
          ? Promise.resolve({ status: 'signed-in' })
          : Promise.reject(
              new SignInError(
                'invalid_credentials',
                "That e-mail address and password don't match.",
              ),
            );
      });
      fireEvent.click(screen.getByRole('button', { name: 'Leave kiosk mode' }));
      const form = await screen.findByRole('form', { name: 'Leave kiosk mode' });
      fireEvent.change(within(form).getByLabelText('E-mail address'), {
        target: { value: 'ada@example.org' },
      });
      fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'wrong' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Leave kiosk mode' }));
      expect((await within(form).findByRole('alert')).textContent).toMatch(/don't match/);
      expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
      expect(window.localStorage.getItem(KIOSK_LOCK_KEY)).toBe('1');

      fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'right' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Leave kiosk mode' }));
      await waitFor(() => expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy());
      expect(window.localStorage.getItem(KIOSK_LOCK_KEY)).toBeNull();
      expect(tried.map((t) => [t.email, t.password])).toEqual([
        ['ada@example.org', 'wrong'],
        ['ada@example.org', 'right'],
      ]);
    });
  });
});
