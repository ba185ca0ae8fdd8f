/* eslint-disable react-hooks/refs -- floating-ui's setReference/setFloating are callback-ref setters, meant to be passed during render (as its docs do). */
import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useListNavigation,
  useRole,
  type Placement,
} from '@floating-ui/react';

/** Styles of tooltips and dropdown menus. */
export const floatingCss = `
.vk-tooltip { z-index: 1100; max-width: 16rem; padding: 0.25rem 0.5rem; border-radius: var(--vk-radius, 6px); background: #1b1f24; color: #fff; font-size: 0.8125rem; pointer-events: none; }
.vk-menu { z-index: 1100; min-width: 10rem; margin: 0; padding: 0.25rem 0; list-style: none; background: var(--vk-color-bg, #fff); color: var(--vk-color-text, #1b1f24); border: 1px solid var(--vk-color-border, #8c959f); border-radius: var(--vk-radius, 6px); box-shadow: var(--vk-shadow, 0 2px 8px rgba(0,0,0,.15)); }
.vk-menu__item { display: block; width: 100%; box-sizing: border-box; padding: 0.375rem 0.75rem; border: 0; background: none; color: inherit; font: inherit; text-align: start; text-decoration: none; cursor: pointer; }
.vk-menu__item:focus, .vk-menu__item:hover { background: var(--vk-color-primary, #0b5cad); color: var(--vk-color-primary-text, #fff); outline: none; }
.vk-menu__item[aria-disabled="true"] { opacity: 0.55; cursor: not-allowed; }
`;

/**
 * Applies floating-ui's computed position through the CSS object model after render,
 * never as a `style` attribute in markup (strict CSP allows CSSOM writes).
 */
function useCssomPosition(element: HTMLElement | null, styles: CSSProperties) {
  useLayoutEffect(() => {
    if (!element) return;
    for (const [key, value] of Object.entries(styles)) {
      const prop = key.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
      element.style.setProperty(prop, typeof value === 'number' ? `${value}px` : String(value));
    }
  }, [element, styles]);
}

/**
 * A floating element anchored to its reference at `placement`, `gap` px away, flipped and
 * shifted to stay in view, kept in place while mounted and positioned through the CSSOM.
 */
function useAnchoredFloating(
  open: boolean,
  onOpenChange: (open: boolean) => void,
  placement: Placement,
  gap: number,
) {
  const { refs, floatingStyles, context, elements } = useFloating({
    open,
    onOpenChange,
    placement,
    middleware: [offset(gap), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  useCssomPosition(elements.floating, floatingStyles);
  return { handles: refs, context };
}

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** The tooltip text. */
  content: ReactNode;
  /** Renders the trigger; spread `props` and attach `ref` to a focusable element. */
  children: (trigger: {
    ref: (node: HTMLElement | null) => void;
    props: Record<string, unknown>;
  }) => ReactNode;
  /** Forces the tooltip open (e.g. while a virtual tree row is active). */
  forceOpen?: boolean;
}

/**
 * A tooltip (WAI-ARIA tooltip pattern with @floating-ui/react): opens on hover and focus,
 * closes on Escape, and is linked to its trigger with `aria-describedby`.
 */
export function Tooltip({ content, children, forceOpen = false }: TooltipProps) {
  const [isOpen, setIsOpen] = useState(false);
  const open = isOpen || forceOpen;
  const { handles, context } = useAnchoredFloating(open, setIsOpen, 'top', 6);
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { move: false }),
    useFocus(context),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);
  return (
    <>
      {children({ ref: handles.setReference, props: getReferenceProps() })}
      {open ? (
        <FloatingPortal>
          <div ref={handles.setFloating} className="vk-tooltip" {...getFloatingProps()}>
            {content}
          </div>
        </FloatingPortal>
      ) : null}
    </>
  );
}

/** One entry of a dropdown menu. */
export interface MenuItem {
  label: string;
  /** A link target; validated to http(s) or a same-site path. */
  href?: string;
  /** Called when the entry is chosen, just before the menu closes (not when disabled). */
  onSelect?: () => void;
  disabled?: boolean;
}

/** Whether an href is safe to render: http(s), a path, a fragment or a query. */
export function isSafeHref(href: string): boolean {
  return /^(?:https?:\/\/|\/(?!\/)|#|\?)/i.test(href.trim());
}

/** Props of {@link DropdownMenu}. */
export interface DropdownMenuProps {
  /** The trigger button's content. */
  label: ReactNode;
  items: readonly MenuItem[];
  /** Class of the trigger button. */
  buttonClassName?: string;
  disabled?: boolean;
  /** Extra attributes of the trigger (e.g. `aria-current`). */
  buttonProps?: Record<string, unknown>;
}

/**
 * A menu button (WAI-ARIA menu button pattern with @floating-ui/react): Enter, Space or
 * Down opens the menu and focuses its first item; arrows move; Escape closes and returns
 * focus to the button; choosing an item closes the menu.
 */
export function DropdownMenu({
  label,
  items,
  buttonClassName,
  disabled,
  buttonProps,
}: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const listRef = useRef<(HTMLElement | null)[]>([]);
  const { handles, context } = useAnchoredFloating(open, setOpen, 'bottom-start', 4);
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'menu' }),
    useListNavigation(context, {
      listRef,
      activeIndex,
      onNavigate: setActiveIndex,
      loop: true,
    }),
  ]);
  return (
    <>
      <button
        type="button"
        ref={handles.setReference}
        className={buttonClassName ?? 'vk-button'}
        disabled={disabled}
        {...buttonProps}
        {...getReferenceProps()}
      >
        {label} <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false}>
            <div ref={handles.setFloating} className="vk-menu" {...getFloatingProps()}>
              {items.map((item, index) => {
                const common = {
                  role: 'menuitem',
                  className: 'vk-menu__item',
                  tabIndex: activeIndex === index ? 0 : -1,
                  'aria-disabled': item.disabled || undefined,
                  ref: (node: HTMLElement | null) => {
                    listRef.current[index] = node;
                  },
                  ...getItemProps({
                    onClick(event: { preventDefault(): void }) {
                      if (item.disabled) {
                        event.preventDefault();
                        return;
                      }
                      item.onSelect?.();
                      setOpen(false);
                    },
                  }),
                };
                return item.href && !item.disabled && isSafeHref(item.href) ? (
                  <a {...common} key={index} href={item.href}>
                    {item.label}
                  </a>
                ) : (
                  <button {...common} key={index} type="button">
                    {item.label}
                  </button>
                );
              })}
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      ) : null}
    </>
  );
}
