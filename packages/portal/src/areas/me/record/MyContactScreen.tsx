import { useState } from 'react';
import { Link } from 'react-router';
import { downloadBlob } from '../../../app/download.js';
import { useUser } from '../../../app/hooks.js';
import { Page } from '../../../app/Page.js';
import { useShellText } from '../../../app/shell/useShellText.js';
import { StatusLine, useAnnouncer } from '../../../app/ui/Announcer.js';
import { useApi } from '../../../app/useApi.js';
import { actionError } from '../../people/usePersonData.js';
import { gatherMyData } from './myData.js';
import { OWN_KINDS } from './ownRecords.js';
import { OwnRecordList } from './OwnRecordList.js';
import { useMyText } from '../useMyText.js';
import { useRecordText } from '../useRecordText.js';
import '../me.css';

/**
 * My contact details: e-mail addresses, phone numbers, emergency contacts and
 * postal addresses; and a download of all my data as JSON.
 */
export default function MyContactScreen() {
  const me = useUser();
  const api = useApi();
  const userId = me?.id === undefined ? '' : String(me.id);
  const { announce, message } = useAnnouncer();
  const { text, fill } = useRecordText();
  const shell = useShellText().text;
  const title = useMyText().text.navContact;
  const [before, after] = text.fullRecord.split('{link}');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const json = await gatherMyData(api, userId);
      downloadBlob(new Blob([json], { type: 'application/json' }), 'my-data.json');
      announce(text.dataDownloaded);
    } catch (e) {
      announce(fill(text.dataNotDownloaded, { reason: actionError(e, shell) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Page
      title={title}
      actions={
        <button
          type="button"
          className="vkp-button"
          disabled={busy || !userId}
          onClick={() => void download()}
        >
          {busy ? text.preparing : text.downloadData}
        </button>
      }
    >
      <StatusLine message={message} />
      <p className="vkm-note">
        {text.contactIntro} {before}
        <Link to="/me">{text.fullRecordLink}</Link>
        {after}
      </p>
      <div className="vkm-grid">
        {OWN_KINDS.map((k) => (
          <OwnRecordList key={k.accessor} kind={k} userId={userId} />
        ))}
      </div>
    </Page>
  );
}
