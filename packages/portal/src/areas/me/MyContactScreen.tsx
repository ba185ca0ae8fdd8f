import { Link } from 'react-router';
import { useUser } from '../../app/hooks.js';
import { Page } from '../../app/Page.js';
import { OWN_KINDS } from './ownRecords.js';
import { OwnRecordList } from './OwnRecordList.js';
import './me.css';

/** My contact details: e-mail addresses, phone numbers, emergency contacts and postal addresses. */
export default function MyContactScreen() {
  const me = useUser();
  const userId = me?.id === undefined ? '' : String(me.id);
  return (
    <Page title="My contact details">
      <p className="vkm-note">
        Keep these up to date so your coordinators can reach you. Your full record is under{' '}
        <Link to="/me">My record</Link>.
      </p>
      <div className="vkm-grid">
        {OWN_KINDS.map((k) => (
          <OwnRecordList key={k.accessor} kind={k} userId={userId} />
        ))}
      </div>
    </Page>
  );
}
