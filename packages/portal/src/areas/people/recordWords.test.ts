// Words of a person's record in the reader's language (issue 35): the record
// catalogue's Welsh for list names, field labels, role types, assignment
// statuses and authorisers (plurals), the registry's English otherwise.
import { formatMessage, type Message } from '@volunteerkit/widgets';
import { cyRecordText } from '../me/locales/cy-record.js';
import { enGBRecordText } from '../me/recordMessages.js';
import { assignmentOf } from './AvailabilityPanel.js';
import { authoriserText } from './ExpensesPanel.js';
import { ENGLISH_LIST_WORDS } from '../../app/ui/table/listWords.js';
import { paginationText } from '../../app/ui/table/Pager.js';
import { listHeading, listWordsIn, otherFieldLabels, roleTypeWords } from './recordWords.js';

const welsh = {
  text: cyRecordText,
  fill: (m: Message, v: Record<string, string | number>) => formatMessage(m, v, 'cy'),
};

describe("a person's record in the reader's language", () => {
  it('names role types in Welsh, and as the presentation layer does in English', () => {
    expect(roleTypeWords(cyRecordText, 'coordinator')).toBe('Cydlynydd');
    expect(roleTypeWords(cyRecordText, 'volunteer')).toBe('Gwirfoddolwr');
    expect(roleTypeWords(enGBRecordText, 'team leader')).toBe('Team leader');
    // A role the catalogue does not know keeps the presentation's words.
    expect(roleTypeWords(cyRecordText, 'trustee')).toBe('Trustee');
  });

  it("heads lists in Welsh, else with the registry's label", () => {
    expect(listHeading(cyRecordText, 'users.phoneNumbers', 'Phone numbers')).toBe('Rhifau ffôn');
    expect(listHeading(cyRecordText, 'users.consents', 'Consents')).toBe('Caniatâd');
    expect(listHeading(enGBRecordText, 'users.emailAddresses', 'Email addresses')).toBe(
      'Email addresses',
    );
    expect(listHeading(cyRecordText, 'users.somethingNew', 'Something new')).toBe('Something new');
  });

  it('labels the other details it translates, and only those', () => {
    expect(otherFieldLabels(cyRecordText, ['timezone', 'minors_in_care', 'shoe_size'])).toEqual({
      timezone: 'Cylchfa amser',
      minors_in_care: 'Plant dan oed mewn gofal',
    });
    expect(otherFieldLabels(enGBRecordText, ['timezone'])).toEqual({});
  });

  it('says assignment statuses and authorisers in Welsh, with plural forms', () => {
    const shift = { id: 1, assignments: [{ user_id: 7, status: 'no_show' }] };
    expect(assignmentOf(shift, '7', cyRecordText)).toBe('Heb ddod');
    expect(assignmentOf(shift, '7')).toBe('Did not attend');
    expect(assignmentOf({ id: 2 }, '7', cyRecordText)).toBe("Wedi'i neilltuo");
    expect(authoriserText(['1', '2'], '1', welsh)).toBe('Awdurdodwyr a enwir: chi ac 1 arall.');
    expect(authoriserText(['1', '2', '3'], '1', welsh)).toBe('Awdurdodwyr a enwir: chi a 2 arall.');
    expect(authoriserText(['1'], '1', welsh)).toBe('Awdurdodwyr: chi.');
    expect(authoriserText(['2', '3'], '1')).toBe('Authorisers: 2 other named authorisers.');
    expect(authoriserText(['1', '2'], '1')).toBe('Authorisers: you and 1 other named authoriser.');
  });

  it("gives the lists' frame its Welsh words and column headers, and English unchanged", () => {
    const words = listWordsIn(cyRecordText);
    expect(words.exportCsv).toBe('Allforio CSV');
    expect(words.labels).toMatchObject({ number: 'Rhif', applied_at: 'Dyddiad y cais' });
    expect(paginationText(2, 20, 5, 25, words)).toBe('21 i 25 o 25');
    expect(paginationText(1, 20, 0, 0, words)).toBe('0 o 0');
    expect(paginationText(2, 20, 5, 25)).toBe('21 to 25 of 25');
    expect(listWordsIn(enGBRecordText)).toEqual({
      ...ENGLISH_LIST_WORDS,
      labels: {},
      values: {},
    });
    expect(listWordsIn(cyRecordText, 'users.applications').values).toMatchObject({
      stage: { references: 'Geirdaon' },
      status: { pending: 'Yn aros am adolygiad' },
    });
    expect(listWordsIn(cyRecordText, 'users.phoneNumbers').values).toEqual({
      type: { mobile: 'Symudol', home: 'Cartref', work: 'Gwaith' },
    });
    expect(listWordsIn(enGBRecordText, 'users.applications').values).toEqual({});
  });
});
