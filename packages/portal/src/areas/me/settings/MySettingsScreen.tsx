import { Page } from '../../../app/Page.js';
import { ErrorState, Loading } from '../../../app/states.js';
import { AnonymiseCard } from './AnonymiseCard.js';
import { CookieSettingsCard } from './CookieSettingsCard.js';
import { LanguageCard } from './LanguageCard.js';
import { useMyText } from '../useMyText.js';
import { NotificationSettingsCard } from './NotificationSettingsCard.js';
import { CalendarFeedCard } from './CalendarFeedCard.js';
import { RemindersCard } from './RemindersCard.js';
import { PasswordCard } from './PasswordCard.js';
import { TwoFactorCard } from './TwoFactorCard.js';
import { useMyRecord } from '../record/useMyRecord.js';
import '../me.css';
import '../record/record.css';

/**
 * My settings: the language of my screens, how I am told about things, when
 * I am reminded before my shifts, my calendar subscription, my password and
 * two-factor sign-in, my cookie settings, and removing my personal data.
 */
export default function MySettingsScreen() {
  const { userId, record, data, save, reload } = useMyRecord();
  const { text } = useMyText();
  return (
    <Page title={text.navSettings}>
      <div className="vkm-grid">
        {data ? <LanguageCard record={data} save={save} /> : null}
        <NotificationSettingsCard userId={userId} />
        <RemindersCard userId={userId} />
        <CalendarFeedCard userId={userId} />
        <PasswordCard userId={userId} />
        {data ? (
          <TwoFactorCard userId={userId} record={data} onChanged={() => void reload()} />
        ) : record.status === 'error' ? (
          <ErrorState error={record.error} onRetry={record.reload} />
        ) : (
          <Loading label={text.loadingSignIn} />
        )}
        <CookieSettingsCard />
        {data ? <AnonymiseCard userId={userId} record={data} /> : null}
      </div>
    </Page>
  );
}
