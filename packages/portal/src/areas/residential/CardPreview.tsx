import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Opportunity } from '@volunteerkit/api-client';
import {
  COLOR_SCHEME_ATTRIBUTE,
  OpportunityCard,
  residentialCss,
  themeTokensCss,
} from '@volunteerkit/widgets';
import { useTheme } from '../../app/theme/theme.js';

let shared: CSSStyleSheet | null = null;
function sheet(): CSSStyleSheet | null {
  try {
    if (!shared) {
      shared = new CSSStyleSheet();
      shared.replaceSync(
        `${themeTokensCss}\n${residentialCss}\n.vk-embed{display:block;font-family:var(--vk-font-family, system-ui, sans-serif);color:var(--vk-color-text);}`,
      );
    }
    return shared;
  } catch {
    return null;
  }
}

/**
 * The public card of an opportunity exactly as the embed shows it: the
 * widgets' `OpportunityCard` (its markdown sanitised) inside a shadow root
 * with the embed's stylesheets, so the portal's styles neither leak in nor out.
 * Re-renders on every change of `opportunity` (the live preview).
 */
export function CardPreview({ opportunity }: { opportunity: Opportunity }) {
  const host = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [theme] = useTheme();
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const shadow = el.shadowRoot ?? el.attachShadow({ mode: 'open' });
    const css = sheet();
    if (css) shadow.adoptedStyleSheets = [css];
    let container = shadow.querySelector<HTMLElement>('.vk-embed');
    if (!container) {
      container = document.createElement('div');
      container.className = 'vk-embed';
      shadow.append(container);
    }
    setRoot(container);
  }, []);
  const scheme = theme === 'system' ? 'auto' : theme;
  return (
    <div
      ref={host}
      className="vkres-preview"
      data-testid="advert-preview"
      {...{ [COLOR_SCHEME_ATTRIBUTE]: scheme }}
    >
      {root
        ? createPortal(<OpportunityCard opportunity={opportunity} headingLevel={3} />, root)
        : null}
    </div>
  );
}
