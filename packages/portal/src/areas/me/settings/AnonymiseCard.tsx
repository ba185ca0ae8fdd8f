import { Card } from '../../../app/ui/Card.js';
import { useBaseServices } from '../../../app/services.js';
import type { AnyRecord } from '../../../registry/infer.js';
import { AnonymiseControl } from '../../people/AnonymiseControl.js';
import { readPerson } from '../../people/person.js';
import { useMyText } from '../useMyText.js';

/**
 * Removing my personal data: what anonymisation does, and the record's own
 * "Request anonymisation" control (the same as on my record); once done I am
 * signed out, since my login is gone.
 */
export function AnonymiseCard({ userId, record }: { userId: string; record: AnyRecord }) {
  const { auth } = useBaseServices();
  const { text } = useMyText();
  return (
    <Card title={text.removeData}>
      <p>
        {text.anonymiseBefore} <a href="/my/contact">{text.navContact}</a> {text.anonymiseAfter}
      </p>
      <AnonymiseControl person={readPerson(record, userId)} onChanged={() => void auth.signOut()} />
    </Card>
  );
}
