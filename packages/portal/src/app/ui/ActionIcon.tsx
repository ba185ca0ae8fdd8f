// One module per icon (not the package's index of every icon), and only in the screens
// after sign-in: the first screen's size budget stays as it was (e2e/portal-size.test.ts).
import Check from 'lucide-react/icons/check';
import Download from 'lucide-react/icons/download';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Save from 'lucide-react/icons/save';
import Send from 'lucide-react/icons/send';
import Trash2 from 'lucide-react/icons/trash-2';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import './ui.css';

/** The main actions that carry an icon beside their label (issue 46). */
export type ActionKind = 'save' | 'delete' | 'add' | 'edit' | 'send' | 'download' | 'confirm';

const ICONS: Readonly<Record<ActionKind, LucideIcon>> = {
  save: Save,
  delete: Trash2,
  add: Plus,
  edit: Pencil,
  send: Send,
  download: Download,
  confirm: Check,
};

/** Leading verbs of a button's label, and the action they name. */
const VERBS: ReadonlyArray<[RegExp, ActionKind]> = [
  [/^(save|update|store)\b/i, 'save'],
  [/^(delete|remove)\b/i, 'delete'],
  [/^(add|new|create)\b/i, 'add'],
  [/^edit\b/i, 'edit'],
  [/^(send|e-mail)\b/i, 'send'],
  [/^download\b/i, 'download'],
  [/^(approve|confirm|mark .* complete|mark complete)\b/i, 'confirm'],
];

/**
 * The action a button's label names by its first word ("Save task" -> save, "Add a person"
 * -> add), or undefined; for the shared buttons, so no screen names its icon.
 */
export function actionOf(label: ReactNode): ActionKind | undefined {
  if (typeof label !== 'string') return undefined;
  return VERBS.find(([verb]) => verb.test(label.trim()))?.[1];
}

/**
 * An action's icon (lucide, the portal's one icon set) before its label, hidden from screen
 * readers: the label, always kept, says what the button does.
 */
export function ActionIcon({ action }: { action: ActionKind | undefined }) {
  if (!action) return null;
  const Icon = ICONS[action];
  return (
    <Icon
      className="vkp-action-icon"
      size={16}
      strokeWidth={2}
      aria-hidden="true"
      focusable={false}
    />
  );
}

/** A label with its action's icon before it (by the label's first word, or `action`). */
export function ActionLabel({ children, action }: { children: ReactNode; action?: ActionKind }) {
  return (
    <>
      <ActionIcon action={action ?? actionOf(children)} />
      {children}
    </>
  );
}
