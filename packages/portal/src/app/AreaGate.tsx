import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { canAccess } from '../registry/access.js';
import type { AccessRule } from '../registry/navigation.js';
import { useUser } from './hooks.js';
import { Page } from './Page.js';

/** Shows its children only when the user satisfies `rule`; otherwise a "not available" page. */
export function AreaGate({
  rule,
  label,
  children,
}: {
  rule: AccessRule;
  label: string;
  children: ReactNode;
}) {
  const user = useUser();
  if (canAccess(rule, user)) return children;
  return (
    <Page title="Not available">
      <p>Your role or your organisation's package does not include {label}.</p>
      <p>
        <Link to="/">Go to the dashboard</Link>
      </p>
    </Page>
  );
}
