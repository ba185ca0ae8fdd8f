import { Link } from 'react-router';
import { useCan } from '../../app/useCan.js';
import { useServices } from '../../app/services.js';
import { ListWordsContext } from '../../app/ui/table/listWords.js';
import { useCompareText } from '../../app/locale/useCompareText.js';
import { childParams, manageUrl, type ResourceDef } from '../../registry/registry.js';
import { ListScreen } from '../../registry/screens/ListScreen.js';
import { recordListLabel } from '../../presentation/index.js';
import { useRecordText } from '../me/useRecordText.js';
import { useMyText } from '../me/useMyText.js';
import { DiversityCard } from '../me/record/DiversityCard.js';
import { listHeading, listWordsIn } from './recordWords.js';
import { SubNotes } from './SubNotes.js';

/**
 * Records created under one row of a section through the generic create form:
 * sub-touchpoints of a touchpoint. (A note's sub-notes are shown and added
 * under the note itself, see `SubNotes`.)
 */
const SUB_RECORDS: Readonly<Record<string, string>> = {
  'users.touchpoints': 'users.touchpoints.subTouchpoints',
};

/** The notes section and the sub-notes shown under each note (catalogue accessors). */
const NOTES_KEY = 'users.notes';
const SUB_NOTES_KEY = 'users.notes.subNotes';

function subRecordLink(sub: ResourceDef | undefined, userId: string) {
  if (!sub || !sub.screens.has('create')) return undefined;
  const label = sub.tabLabel.replace(/s$/, '').toLowerCase();
  return (rowId: string) => (
    <Link className="vkp-button" to={manageUrl(sub, childParams(sub, { userId }, rowId), 'create')}>
      Add {label}
      <span className="vkp-visually-hidden"> to {rowId}</span>
    </Link>
  );
}

/**
 * Sub-records of a person shown as the catalogue's lists (with create, edit and
 * delete as the catalogue allows): contact details, applications, consents,
 * vetting, notes (with sub-notes), touchpoints, messages, files, guardians.
 */
export function ResourceLists({
  userId,
  resources,
}: {
  userId: string;
  resources: readonly string[];
}) {
  const { registry } = useServices();
  const { text } = useRecordText();
  const defs = resources
    .map((k) => registry.byAccessor.get(k))
    .filter((d): d is ResourceDef => !!d);
  return (
    <>
      {defs.map((d) => {
        const heading = listHeading(text, d.accessor, d.label);
        const subNotes =
          d.accessor === NOTES_KEY ? registry.byAccessor.get(SUB_NOTES_KEY) : undefined;
        return (
          <ListWordsContext.Provider key={d.key} value={listWordsIn(text, d.accessor)}>
            <section aria-labelledby={`sec-${d.key}`}>
              <h2 id={`sec-${d.key}`}>{heading}</h2>
              <ListScreen
                def={d}
                params={{ [d.parentParam ?? 'userId']: userId }}
                crumbs={[]}
                embedded
                {...(heading !== d.label ? { title: heading } : {})}
                rowExtras={subRecordLink(
                  registry.byAccessor.get(SUB_RECORDS[d.accessor] ?? ''),
                  userId,
                )}
                rowDetails={
                  subNotes
                    ? (row, noteId) => (
                        <SubNotes
                          notes={d}
                          sub={subNotes}
                          userId={userId}
                          noteId={noteId}
                          row={row}
                        />
                      )
                    : undefined
                }
              />
            </section>
          </ListWordsContext.Provider>
        );
      })}
    </>
  );
}

/** Where "All records" shows the diversity answers (one record per page). */
const DIVERSITY_ID = 'all-records-diversity';

/**
 * Every list of records kept about a person, by name in the organisation's
 * words (technical calls left out), through the generic record screens. For
 * staff who hold 'view-user-diversity' (and only them: the server answers
 * nobody else), the person's diversity answers too, listed with the rest and
 * shown below in words (each question's category and what they answered,
 * declined or did not answer yet), read-only: the person answers them.
 */
export function AllRecords({ userId }: { userId: string }) {
  const { registry } = useServices();
  const compare = useCompareText();
  const seesDiversity = useCan('view-user-diversity');
  const { text: my } = useMyText();
  const users = registry.byAccessor.get('users');
  if (!users) return null;
  const lists = users.children
    .map((k) => registry.byKey.get(k))
    .flatMap((d) => {
      const label = d ? recordListLabel(d.accessor, d.tabLabel) : undefined;
      return d && label
        ? [
            {
              key: d.key,
              label,
              to: `${manageUrl(users, {}, 'show', userId)}?tab=${encodeURIComponent(d.key)}`,
            },
          ]
        : [];
    });
  if (seesDiversity)
    lists.push({ key: 'diversity', label: my.diversityAnswers, to: `#${DIVERSITY_ID}` });
  lists.sort((a, b) => compare(a.label, b.label));
  return (
    <>
      <ul className="vkp-link-list">
        {lists.map((c) => (
          <li key={c.key}>
            {c.to.startsWith('#') ? <a href={c.to}>{c.label}</a> : <Link to={c.to}>{c.label}</Link>}
          </li>
        ))}
      </ul>
      {seesDiversity ? (
        <div id={DIVERSITY_ID} tabIndex={-1}>
          <DiversityCard userId={userId} editable={false} />
        </div>
      ) : null}
    </>
  );
}
