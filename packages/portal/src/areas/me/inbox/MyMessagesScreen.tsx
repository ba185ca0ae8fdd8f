import { useUser } from '../../../app/hooks.js';
import { Page } from '../../../app/Page.js';
import { LoginMessagesSection } from '../../communication/LoginMessagesSection.js';
import { MessagesSection } from '../../communication/MessagesSection.js';
import { useMyText } from '../useMyText.js';
import '../../communication/communication.css';
import '../me.css';
import '../record/record.css';

/** My messages: the communication area's inbox, threads and composer, scoped to me. */
export default function MyMessagesScreen() {
  const me = useUser();
  const { text } = useMyText();
  const id = me?.id === undefined ? '' : String(me.id);
  return (
    <Page title={text.navMessages}>
      <MessagesSection me={id} />
      <div className="vkm-after-inbox">
        <LoginMessagesSection me={id} />
      </div>
    </Page>
  );
}
