import { useUser } from '../../../app/hooks.js';
import { Page } from '../../../app/Page.js';
import { ErrorState, Loading } from '../../../app/states.js';
import { InductionsPanel } from '../../people/InductionsPanel.js';
import { usePerson } from '../../people/usePersonData.js';
import { useMyText } from '../useMyText.js';
import '../../people/people.css';
import '../me.css';

/** My inductions: the person record's panel, on my own record (self-complete, spec 6). */
export default function MyInductionsScreen() {
  const me = useUser();
  const { text } = useMyText();
  const person = usePerson(me?.id === undefined ? '' : String(me.id));
  return (
    <Page title={text.navInductions}>
      {person.status === 'success' ? (
        <div className="vkm-panel">
          <InductionsPanel person={person.data} />
        </div>
      ) : person.status === 'error' ? (
        <ErrorState error={person.error} onRetry={person.reload} />
      ) : (
        <Loading label={text.loadingInductions} />
      )}
    </Page>
  );
}
