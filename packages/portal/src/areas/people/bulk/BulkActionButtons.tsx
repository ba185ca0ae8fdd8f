import { useState, type ReactNode } from 'react';
import { useCan } from '../../../app/useCan.js';
import { useNotify } from '../../../app/ui/toast.js';
import { audienceSize, type Audience } from './audience.js';
import { BulkChangeDialog, type BulkChange } from './BulkChangeDialog.js';
import { BulkMessageDialog } from './BulkMessageDialog.js';

/**
 * The people list's bulk actions on an audience (a selection, the filter or a
 * saved view): e-mail, add to or remove from a team, change status and, where
 * asked, delete; each shown only with the permissions the server checks
 * ('edit-users'; e-mail also 'manage-email-templates'; status 'block-users';
 * delete 'delete-users'). `export` is the audience's own export button.
 */
export function BulkActionButtons({
  audience,
  onDone,
  withDelete = false,
  exportButton,
}: {
  /** Read when a dialog opens (a selection is kept as it was then). */
  audience: Audience;
  /** After a change: the list reloads. */
  onDone: () => void;
  withDelete?: boolean;
  exportButton?: ReactNode;
}) {
  const canEdit = useCan('edit-users');
  const canEmail = useCan('edit-users', 'manage-email-templates');
  const canStatus = useCan('edit-users', 'block-users');
  const canDelete = useCan('edit-users', 'delete-users');
  const notify = useNotify();
  const [change, setChange] = useState<BulkChange | null>(null);
  const [messaging, setMessaging] = useState(false);
  const [opened, setOpened] = useState(audience);
  const open = (next: () => void) => {
    setOpened(audience);
    next();
  };
  const button = (label: string, onClick: () => void) => (
    <button type="button" className="vkp-button" onClick={() => open(onClick)}>
      {label}
    </button>
  );
  return (
    <>
      {canEmail ? button(`E-mail ${audienceSize(audience)}…`, () => setMessaging(true)) : null}
      {canEdit ? (
        <>
          {button('Add to team…', () => setChange('add-team'))}
          {button('Remove from team…', () => setChange('remove-team'))}
        </>
      ) : null}
      {canStatus ? button('Change status…', () => setChange('status')) : null}
      {exportButton}
      {withDelete && canDelete ? button('Delete…', () => setChange('delete')) : null}
      <BulkChangeDialog
        key={change ?? 'closed'}
        change={change}
        audience={opened}
        onClose={() => setChange(null)}
        onDone={(summary) => {
          setChange(null);
          notify({ message: summary });
          onDone();
        }}
      />
      <BulkMessageDialog
        key={messaging ? 'open' : 'closed'}
        open={messaging}
        audience={opened}
        onClose={() => setMessaging(false)}
        onSent={(summary) => notify({ message: summary })}
      />
    </>
  );
}
