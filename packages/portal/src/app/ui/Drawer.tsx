import type { ReactNode } from 'react';
import { Dialog } from './Dialog.js';

/** Props of {@link Drawer}. */
export interface DrawerProps {
  /** Whether the drawer is shown. */
  open: boolean;
  /** Heading (also the accessible name). */
  title: string;
  /** Called when the user closes it (Escape, Close, a click on the backdrop). */
  onClose: () => void;
  /** The edge it slides from. @default 'right' */
  side?: 'left' | 'right';
  /** The body. */
  children: ReactNode;
}

/**
 * A modal panel along one edge of the screen (details beside a list, the phone
 * navigation): a {@link Dialog} placed at the edge, with the same focus rules.
 *
 * @example
 * <Drawer open={open} title="Menu" side="left" onClose={close}><Nav /></Drawer>
 */
export function Drawer({ open, title, onClose, side = 'right', children }: DrawerProps) {
  return (
    <Dialog open={open} title={title} onClose={onClose} placement={side}>
      {children}
    </Dialog>
  );
}
