import { Page } from '../../app/Page.js';
import { ErrorState, Loading } from '../../app/states.js';
import { AnonymiseCard } from './AnonymiseCard.js';
import { NotificationSettingsCard } from './NotificationSettingsCard.js';
import { PasswordCard } from './PasswordCard.js';
import { TwoFactorCard } from './TwoFactorCard.js';
import { useMyRecord } from './useMyRecord.js';
import './me.css';
import './record.css';

/**
 * My settings: how I am told about things, my password and two-factor
 * sign-in, and removing my personal data.
 */
export default function MySettingsScreen() {
  const { userId, record, data, reload } = useMyRecord();
  return (
    <Page title="My settings">
      <div className="vkm-grid">
        <NotificationSettingsCard userId={userId} />
        <PasswordCard userId={userId} />
        {data ? (
          <TwoFactorCard userId={userId} record={data} onChanged={() => void reload()} />
        ) : record.status === 'error' ? (
          <ErrorState error={record.error} onRetry={record.reload} />
        ) : (
          <Loading label="Loading your sign-in settings…" />
        )}
        {data ? <AnonymiseCard userId={userId} record={data} /> : null}
      </div>
    </Page>
  );
}
