import './needsPermission.css';
import { permissionLabel } from '../permissionNames.js';

/**
 * Says in words that a control or list needs a permission the user lacks:
 * "You need the 'view people' permission to assign volunteers; ask an administrator."
 * Shown instead of an empty list or a control the server would refuse.
 */
export function NeedsPermission({
  permission,
  to,
}: {
  /** The permission's name (`view-users`). */
  permission: string;
  /** What it would let the user do ("assign volunteers"). */
  to: string;
}) {
  return (
    <p className="vkp-needs-permission" role="note" data-permission={permission}>
      You need the ‘{permissionLabel(permission)}’ permission to {to}; ask an administrator.
    </p>
  );
}
