// The shell's catalogue (issue 35): the Welsh translation is complete, its
// plural of "canlyniad" mutates as Welsh numerals ask, and the readable error
// messages come in the language given.
import { formatMessage } from '@volunteerkit/widgets';
import { catalogueProblems } from '../locale/catalogueProblems.js';
import { errorMessage } from '../states.js';
import { cyShellText } from './locales/cy.js';
import { enGBShellText } from './shellMessages.js';

describe('the cy catalogue of the shell', () => {
  it('is complete', () => {
    expect(catalogueProblems(enGBShellText, cyShellText, 'cy')).toEqual({
      missing: [],
      extra: [],
      untranslated: [],
      placeholders: [],
      plurals: [],
    });
  });

  it('counts results through the Welsh plural categories', () => {
    expect(
      [0, 1, 2, 3, 6, 11].map(
        (n) => formatMessage(cyShellText.resultsFound, { count: n }, 'cy').split('.')[0],
      ),
    ).toEqual([
      'Dim canlyniadau',
      '1 canlyniad',
      '2 ganlyniad',
      '3 chanlyniad',
      '6 chanlyniad',
      '11 canlyniad',
    ]);
  });

  it('explains errors in the language given, English by default', () => {
    const refused = { status: 403, body: { required: { anyOf: ['view-users', 'edit-users'] } } };
    expect(errorMessage(refused, cyShellText)).toBe(
      "Mae angen y caniatâd “view users” neu “edit users” ar gyfer hyn, ac nid yw'n rhan o'ch rôl. " +
        cyShellText.errorAskAdministrator,
    );
    expect(errorMessage({ status: 404 })).toBe(enGBShellText.errorNotFound);
    expect(errorMessage({ name: 'NetworkError' }, cyShellText)).toBe(cyShellText.errorNetwork);
  });
});
