import { act, render, screen } from '@testing-library/react';
import { NearControlFeedback, dismissNearControl, showNearControl } from './nearControl.js';

// The dom project shares one module graph and window per worker (isolate: false): a
// matchMedia left answering "phone" made later files' confirmations go beside their
// controls instead of into toasts (FormScreen's "created." toast was never found in full runs).
const realMatchMedia = window.matchMedia;

function phone(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}

describe('feedback beside the control pressed (issue 46)', () => {
  afterEach(() => {
    act(() => dismissNearControl());
    window.matchMedia = realMatchMedia;
  });

  it('on a phone, says a confirmation beside the button just pressed, in a live region', () => {
    phone(true);
    render(
      <main>
        <button type="button">Save</button>
        <NearControlFeedback />
      </main>,
    );
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    let shown = false;
    act(() => {
      shown = showNearControl('Saved.', 'success');
    });
    expect(shown).toBe(true);
    const text = document.querySelector('.vkp-near-text')!;
    expect(text.getAttribute('aria-live')).toBe('polite');
    expect(text.textContent).toBe('Saved.');
    expect(document.querySelector('.vkp-near')!.hasAttribute('data-open')).toBe(true);
  });

  it('on a wide screen, or with nothing pressed lately, leaves it to the toast', () => {
    phone(false);
    render(
      <main>
        <button type="button">Save</button>
        <NearControlFeedback />
      </main>,
    );
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(showNearControl('Saved.')).toBe(false);
    phone(true);
    // Typing since the press: what is said next answers the typing.
    const field = document.createElement('input');
    document.querySelector('main')!.append(field);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(showNearControl('Saved.')).toBe(false);
  });

  it('shows a status line’s sentence without announcing it twice, and not when said in place', () => {
    phone(true);
    render(
      <main>
        <ul>
          <li>Place taken on Beach clean.</li>
        </ul>
        <button type="button">Sign up</button>
        <NearControlFeedback />
      </main>,
    );
    act(() => screen.getByRole('button', { name: 'Sign up' }).click());
    act(() => {
      showNearControl('Shift saved.', 'info', { mirrored: true });
    });
    expect(document.querySelector('.vkp-near-text [aria-hidden="true"]')?.textContent).toBe(
      'Shift saved.',
    );
    act(() => dismissNearControl());
    act(() => {
      showNearControl('Place taken on Beach clean.', 'info', { mirrored: true });
    });
    expect(document.querySelector('.vkp-near')!.hasAttribute('data-open')).toBe(false);
  });
});
