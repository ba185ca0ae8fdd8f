import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { canAccess, type AccessRule } from './access.js';
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
  return canAccess(rule, user) ? children : <NotAllowed area={label} />;
}

/** The page for an area the user's role or package does not include. */
export function NotAllowed({ area }: { area: string }) {
  return (
    <Page title="Not available">
      <p>Your role or your organisation's package does not include {area}.</p>
      <p>
        <Link to="/">Go to the dashboard</Link>
      </p>
    </Page>
  );
}
