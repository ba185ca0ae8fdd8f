import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { usePortalMessages, type PortalMessages } from '../messages/portal.js';
import { DropdownMenu, isSafeHref, Tooltip, type MenuItem } from './floating.js';

/** Default pause after the last keystroke before the search fires (spec 9). */
export const SEARCH_DELAY = 500;

/** One breadcrumb. */
export interface Breadcrumb {
  label: string;
  /** Omit for the current page (the last crumb). */
  href?: string;
}

/** The kinds of header tab item (spec 2.6). */
export type HeaderTabKind = 'plain' | 'infotext' | 'tooltip' | 'dropdown' | 'spinner';

/** One header tab item. */
export interface HeaderTab {
  /** @default 'plain' */
  kind?: HeaderTabKind;
  label: string;
  href?: string;
  /** Called when the tab is clicked (not when disabled; a 'dropdown' item uses `items` instead). */
  onSelect?: () => void;
  active?: boolean;
  disabled?: boolean;
  /** Extra text shown beside the label of an 'infotext' item (e.g. a count). */
  infotext?: string;
  /** Tooltip text of a 'tooltip' item. */
  tooltip?: string;
  /** Entries of a 'dropdown' item. */
  items?: readonly MenuItem[];
}

/** The search box of the page heading. */
export interface PageHeadingSearch {
  /** Called once the user stops typing (after `delay` ms), or at once on Enter. */
  onSearch: (text: string) => void;
  /** @default 500 */
  delay?: number;
  /** Maximum number of characters. */
  maxLength?: number;
  defaultValue?: string;
}

/** Props of {@link PageHeading}. */
export interface PageHeadingProps {
  title: string;
  breadcrumbs?: readonly Breadcrumb[];
  /** A primary button (a link when `href` is given). */
  primaryButton?: {
    label: string;
    href?: string;
    /** Called when the button (or link) is clicked; never while it is disabled. */
    onClick?: () => void;
    disabled?: boolean;
  };
  /** A dropdown button; shown instead of the primary button when both are given. */
  dropdownButton?: { label: string; items: readonly MenuItem[]; disabled?: boolean };
  search?: PageHeadingSearch;
  tabs?: readonly HeaderTab[];
  messages?: Partial<PortalMessages>;
  className?: string;
}

/** Styles of the page heading. */
export const pageHeadingCss = `
.vk-page-heading { display: flex; flex-direction: column; gap: var(--vk-space, 0.5rem); margin-block-end: 1rem; }
.vk-breadcrumbs ol { display: flex; flex-wrap: wrap; gap: 0.25rem; margin: 0; padding: 0; list-style: none; font-size: 0.875em; }
.vk-breadcrumbs li + li::before { content: "/"; margin-inline-end: 0.25rem; color: var(--vk-color-muted, #57606a); }
.vk-breadcrumbs a { color: var(--vk-color-primary, #0b5cad); }
.vk-page-heading__bar { display: flex; flex-wrap: wrap; align-items: center; gap: var(--vk-space, 0.5rem); }
.vk-page-heading__title { margin: 0; flex: 1 1 auto; font-size: 1.5rem; }
.vk-page-heading__search { display: flex; }
.vk-tabs { border-block-end: 1px solid var(--vk-color-border, #8c959f); }
.vk-tabs ul { display: flex; flex-wrap: wrap; gap: 0.25rem; margin: 0; padding: 0; list-style: none; }
.vk-tab { display: inline-flex; align-items: center; gap: 0.375rem; padding: 0.5rem 0.75rem; border: 0; border-block-end: 3px solid transparent; background: none; color: var(--vk-color-text, #1b1f24); font: inherit; text-decoration: none; cursor: pointer; }
.vk-tab:focus-visible { outline: 3px solid var(--vk-color-focus, #ffbf47); }
.vk-tab[aria-current="page"], .vk-tab[data-active="true"] { border-block-end-color: var(--vk-color-primary, #0b5cad); font-weight: 700; }
.vk-tab[aria-disabled="true"] { color: var(--vk-color-muted, #57606a); cursor: not-allowed; }
.vk-tab__info { padding: 0 0.375rem; border-radius: 999px; background: var(--vk-color-surface, #f6f8fa); font-size: 0.8125em; }
`;

function SearchBox({ search, messages }: { search: PageHeadingSearch; messages: PortalMessages }) {
  const id = useId();
  const [text, setText] = useState(search.defaultValue ?? '');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onSearchRef = useRef(search.onSearch);
  useEffect(() => {
    onSearchRef.current = search.onSearch;
  }, [search.onSearch]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const fire = (value: string) => {
    clearTimeout(timer.current);
    onSearchRef.current(value);
  };
  return (
    <div role="search" className="vk-page-heading__search">
      <label className="vk-visually-hidden" htmlFor={`${id}-q`}>
        {messages.searchLabel}
      </label>
      <input
        id={`${id}-q`}
        className="vk-field__input"
        type="search"
        placeholder={messages.searchPlaceholder}
        maxLength={search.maxLength}
        value={text}
        onChange={(event) => {
          const value = event.target.value;
          setText(value);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => fire(value), search.delay ?? SEARCH_DELAY);
        }}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            fire(text);
          }
        }}
      />
    </div>
  );
}

function TabItem({ tab, messages }: { tab: HeaderTab; messages: PortalMessages }) {
  const kind = tab.kind ?? 'plain';
  if (kind === 'dropdown') {
    return (
      <DropdownMenu
        label={tab.label}
        items={tab.items ?? []}
        disabled={tab.disabled}
        buttonClassName="vk-tab"
        buttonProps={{ 'data-active': tab.active || undefined, 'data-kind': kind }}
      />
    );
  }
  const content = (
    <>
      {tab.label}
      {kind === 'infotext' && tab.infotext ? (
        <span className="vk-tab__info">{tab.infotext}</span>
      ) : null}
      {kind === 'spinner' ? (
        <>
          <span className="vk-spinner" aria-hidden="true" />
          <span className="vk-visually-hidden">{messages.loading}</span>
        </>
      ) : null}
    </>
  );
  const render = (
    ref?: (node: HTMLElement | null) => void,
    extra: Record<string, unknown> = {},
  ) => {
    if (tab.disabled) {
      return (
        <span
          ref={ref}
          className="vk-tab"
          role="link"
          aria-disabled="true"
          tabIndex={kind === 'tooltip' ? 0 : undefined}
          data-kind={kind}
          {...extra}
        >
          {content}
        </span>
      );
    }
    // A link or a button: the same tab either way.
    const common = {
      ref,
      className: 'vk-tab',
      'aria-current': tab.active ? ('page' as const) : undefined,
      'data-kind': kind,
      onClick: tab.onSelect,
      ...extra,
    };
    return tab.href && isSafeHref(tab.href) ? (
      <a {...common} href={tab.href}>
        {content}
      </a>
    ) : (
      <button {...common} type="button">
        {content}
      </button>
    );
  };
  if (kind === 'tooltip' && tab.tooltip) {
    return <Tooltip content={tab.tooltip}>{({ ref, props }) => render(ref, props)}</Tooltip>;
  }
  return render();
}

/**
 * The portal page heading (spec 2.6): breadcrumbs, a title, an optional primary button or
 * dropdown button, an optional search box (placeholder "Search", fires 500 ms after typing
 * stops, optional maximum length) and header tabs whose items are plain, infotext, tooltip,
 * dropdown or spinner, any of them active (`aria-current="page"`) or disabled.
 *
 * @example
 * <PageHeading
 *   title="Teams"
 *   breadcrumbs={[{ label: 'Home', href: '/portal' }, { label: 'Teams' }]}
 *   search={{ onSearch: setQuery, maxLength: 50 }}
 *   tabs={[{ label: 'All', href: '#all', active: true }, { kind: 'infotext', label: 'Pending', infotext: '3' }]}
 * />
 */
export function PageHeading({
  title,
  breadcrumbs,
  primaryButton,
  dropdownButton,
  search,
  tabs,
  messages: overrides,
  className,
}: PageHeadingProps) {
  const [messages] = usePortalMessages(overrides);
  return (
    <header className={['vk-page-heading', className].filter(Boolean).join(' ')}>
      {breadcrumbs && breadcrumbs.length > 0 ? (
        <nav className="vk-breadcrumbs" aria-label={messages.breadcrumbLabel}>
          <ol>
            {breadcrumbs.map((crumb, i) => {
              const last = i === breadcrumbs.length - 1;
              return (
                <li key={i}>
                  {crumb.href && !last && isSafeHref(crumb.href) ? (
                    <a href={crumb.href}>{crumb.label}</a>
                  ) : (
                    <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
      ) : null}
      <div className="vk-page-heading__bar">
        <h1 className="vk-page-heading__title">{title}</h1>
        {search ? <SearchBox search={search} messages={messages} /> : null}
        {dropdownButton ? (
          <DropdownMenu
            label={dropdownButton.label}
            items={dropdownButton.items}
            disabled={dropdownButton.disabled}
          />
        ) : primaryButton ? (
          primaryButton.href && isSafeHref(primaryButton.href) && !primaryButton.disabled ? (
            <a className="vk-button" href={primaryButton.href} onClick={primaryButton.onClick}>
              {primaryButton.label}
            </a>
          ) : (
            <button
              type="button"
              className="vk-button"
              disabled={primaryButton.disabled}
              onClick={primaryButton.onClick}
            >
              {primaryButton.label}
            </button>
          )
        ) : null}
      </div>
      {tabs && tabs.length > 0 ? (
        <nav className="vk-tabs" aria-label={messages.tabsLabel}>
          <ul>
            {tabs.map((tab, i) => (
              <li key={i}>
                <TabItem tab={tab} messages={messages} />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
