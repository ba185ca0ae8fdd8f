import { useState } from 'react';
import { Link } from 'react-router';
import { downloadBlob } from '../../app/download.js';
import { useUser } from '../../app/hooks.js';
import { Page } from '../../app/Page.js';
import { StatusLine, useAnnouncer } from '../../app/ui/Announcer.js';
import { useApi } from '../../app/useApi.js';
import { actionError } from '../people/usePersonData.js';
import { gatherMyData } from './myData.js';
import { OWN_KINDS } from './ownRecords.js';
import { OwnRecordList } from './OwnRecordList.js';
import './me.css';

/**
 * My contact details: e-mail addresses, phone numbers, emergency contacts and
 * postal addresses; and a download of all my data as JSON.
 */
export default function MyContactScreen() {
  const me = useUser();
  const api = useApi();
  const userId = me?.id === undefined ? '' : String(me.id);
  const { announce, message } = useAnnouncer();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const text = await gatherMyData(api, userId);
      downloadBlob(new Blob([text], { type: 'application/json' }), 'my-data.json');
      announce('Your data was downloaded as my-data.json.');
    } catch (e) {
      announce(`Your data could not be downloaded: ${actionError(e)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Page
      title="My contact details"
      actions={
        <button
          type="button"
          className="vkp-button"
          disabled={busy || !userId}
          onClick={() => void download()}
        >
          {busy ? 'Preparing…' : 'Download my data (JSON)'}
        </button>
      }
    >
      <StatusLine message={message} />
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
