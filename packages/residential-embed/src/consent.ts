/**
 * The embed's cookie settings and analytics seam (spec 2.6, 3.1), a lazy chunk the
 * core loads after the first paint, and only for a mount that asks for either:
 * - `cookieSettings`: a "Cookie settings" button under the view that opens the shared
 *   cookie settings block (the widgets' `CookieSettings`), stored in the partner page's
 *   `cookie-settings` cookie;
 * - `onConsent`: called once the visitor has allowed analytical cookies (the stored
 *   choice is read first; otherwise when they save it), never before.
 *
 * @module
 */
import { h, render } from 'preact';
import { useId, useState } from 'preact/hooks';
import { onAnalyticalConsent } from '@volunteerkit/api-client';
import { CookieSettings, cookieSettingsCss, saveButtonCss } from '@volunteerkit/widgets/portal';
import type { WidgetLocale } from '@volunteerkit/widgets/residential';
import type { ResolvedEmbedOptions } from './config.js';
import { widget } from './views/shared.js';

/** The footer's own styles (the block's and the save button's are the widgets'). */
export const consentCss = `
.vk-embed--cookies { padding-block: 0.5rem; }
.vk-embed__cookies-toggle { all: unset; cursor: pointer; color: var(--vk-color-primary, #0b5cad); text-decoration: underline; text-underline-offset: 2px; font-size: 0.875em; }
.vk-embed__cookies-toggle:focus-visible { outline: 3px solid var(--vk-color-focus, #ffbf47); outline-offset: 2px; }
.vk-embed--cookies .vk-cookie-settings-form { margin-block-start: 0.5rem; }
`;

/** What the core gives the consent part of one mount. */
export interface ConsentHost {
  /** The mount's shadow root: the footer goes after the view. */
  shadow: ShadowRoot;
  /** Adopts CSS into the shadow root. */
  adopt: (css: readonly string[]) => void;
}

/** The consent part of one mount: re-rendered with the mount's options and locale. */
export interface ConsentPart {
  /** Shows (or hides) the footer for these options, in this locale. */
  render(options: ResolvedEmbedOptions, locale: WidgetLocale): void;
  /** Removes the footer and stops waiting for consent. */
  destroy(): void;
}

type Messages = NonNullable<WidgetLocale['portal']>;

const Settings = widget<{ messages?: Partial<Messages> }>(CookieSettings);

/** The footer: a disclosure button and, open, the cookie settings block. */
function Footer({ messages }: { messages: Partial<Messages> | undefined }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return h('div', null, [
    h(
      'button',
      {
        type: 'button',
        class: 'vk-embed__cookies-toggle',
        'aria-expanded': open,
        'aria-controls': id,
        onClick: () => setOpen(!open),
      },
      messages?.cookieSettings ?? 'Cookie settings',
    ),
    h('div', { id, hidden: !open }, open ? h(Settings, { messages }) : null),
  ]);
}

/**
 * Starts the consent part of a mount: waits for analytical consent (for `onConsent`)
 * and renders the cookie settings footer when asked for.
 *
 * @param options - Reads the mount's current options (they may change).
 */
export function startConsent(host: ConsentHost, options: () => ResolvedEmbedOptions): ConsentPart {
  const doc = host.shadow.ownerDocument;
  const footer = doc.createElement('div');
  footer.className = 'vk-embed vk-embed--cookies';
  host.adopt([saveButtonCss, cookieSettingsCss, consentCss]);
  const stop = onAnalyticalConsent((settings) => options().onConsent?.(settings));
  return {
    render(resolved, locale) {
      if (!resolved.cookieSettings) {
        render(null, footer);
        footer.remove();
        return;
      }
      footer.lang = locale.tag;
      host.shadow.append(footer);
      render(h(Footer, { messages: locale.portal }), footer);
    },
    destroy() {
      stop();
      render(null, footer);
      footer.remove();
    },
  };
}
