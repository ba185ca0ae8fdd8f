import { useUser } from '../../../app/hooks.js';
import { Page } from '../../../app/Page.js';
import { StatusLine, useAnnouncer } from '../../../app/ui/Announcer.js';
import { useMyText } from '../useMyText.js';
import { useRecordText } from '../useRecordText.js';
import { MinorCare } from './MinorCare.js';
import '../me.css';
import './guardians.css';

/**
 * "People in my care": for a guardian, each minor in their care (named by
 * their session) with what waits for them, their applications and parental
 * consent, their shifts and the guardian log.
 */
export default function PeopleInCareScreen() {
  const me = useUser();
  const { announce, message } = useAnnouncer();
  const minors = me?.guardianOf ?? [];
  const { text } = useRecordText();
  const title = useMyText().text.navCare;
  return (
    <Page title={title}>
      <StatusLine message={message} />
      {minors.length === 0 ? (
        <p>{text.nobodyInCare}</p>
      ) : (
        minors.map((id) => <MinorCare key={id} minorId={String(id)} announce={announce} />)
      )}
    </Page>
  );
}
