import { Card } from '../../app/ui/Card.js';
import { useBaseServices } from '../../app/services.js';
import type { AnyRecord } from '../../registry/infer.js';
import { AnonymiseControl } from '../people/AnonymiseControl.js';
import { readPerson } from '../people/person.js';

/**
 * Removing my personal data: what anonymisation does, and the record's own
 * "Request anonymisation" control (the same as on my record); once done I am
 * signed out, since my login is gone.
 */
export function AnonymiseCard({ userId, record }: { userId: string; record: AnyRecord }) {
  const { auth } = useBaseServices();
  return (
    <Card title="Remove my personal data">
      <p>
        You can ask for your record to be anonymised: your name, contact details and login are
        removed, and your past volunteering is kept without your name. This cannot be undone, and
        you will be signed out. Download your data first from{' '}
        <a href="/my/contact">My contact details</a> if you want a copy.
      </p>
      <AnonymiseControl person={readPerson(record, userId)} onChanged={() => void auth.signOut()} />
    </Card>
  );
}
