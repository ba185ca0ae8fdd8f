import { Link, NavLink, useLocation } from 'react-router';
import { activeLink, type SectionView } from '../navigation/navigationModel.js';
import { useShellText } from './useShellText.js';
import { SectionMark } from './sectionIcons.js';

/** Props of {@link SideNav}. */
export interface SideNavProps {
  /** The sections the user may see. */
  sections: readonly SectionView[];
  /** The section of the current page (its bespoke screens are listed under it). */
  activeId: string | undefined;
  /** Collapsed to a rail: only the two-letter marks show (the names stay the links' accessible names). */
  collapsed?: boolean;
  /** Called after a link is followed (the phone drawer closes). */
  onNavigate?: () => void;
}

/**
 * The list of top-level sections (at most 16), the current one marked with
 * `aria-current="page"` on its exact page, and its bespoke screens under it.
 */
export function SideNav({ sections, activeId, collapsed = false, onNavigate }: SideNavProps) {
  const { pathname } = useLocation();
  const { text, fill } = useShellText();
  return (
    <ul className="vkp-sections">
      {sections.map(({ section, items }) => {
        const active = section.id === activeId;
        // One item is current: the one the URL is deepest in (not every item it starts with).
        const current = active ? activeLink(items, pathname) : undefined;
        return (
          <li key={section.id} data-section={section.id}>
            <NavLink
              to={section.to}
              end
              className={active ? 'vkp-section-link vkp-section-active' : 'vkp-section-link'}
              onClick={onNavigate}
              {...(collapsed ? { title: section.label } : {})}
            >
              <SectionMark id={section.id} short={section.short} />
              <span className={collapsed ? 'vkp-visually-hidden' : 'vkp-section-label'}>
                {section.label}
              </span>
            </NavLink>
            {active && !collapsed && items.length > 0 ? (
              <ul
                className="vkp-section-items"
                aria-label={fill(text.sectionScreens, { section: section.label })}
              >
                {items.map((i) => (
                  <li key={i.to}>
                    <Link
                      to={i.to}
                      onClick={onNavigate}
                      {...(i === current ? { 'aria-current': 'page' as const } : {})}
                    >
                      {i.label}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
