import { draftErrors, fillPlaceholders, serverDraftErrors } from './template.js';

describe('bulk e-mail template', () => {
  test('fills known placeholders with text and leaves others', () => {
    expect(
      fillPlaceholders('Hi {first_name} {last_name} of {organisation} <{email}> {nope}', {
        first_name: '<b>Ann</b>',
        last_name: 'Lee',
        organisation: 'Org',
      }),
    ).toBe('Hi <b>Ann</b> Lee of Org <> {nope}');
  });

  test.each([
    [{ savedListId: '', subject: '', body: '' }, ['savedListId', 'subject', 'body']],
    [{ savedListId: '12', subject: ' ', body: 'x' }, ['subject']],
    [{ savedListId: '1; drop', subject: 's', body: 'x' }, ['savedListId']],
    [{ savedListId: '3', subject: 's'.repeat(201), body: 'x' }, ['subject']],
    [{ savedListId: '3', subject: 's', body: 'x'.repeat(20_001) }, ['body']],
    [{ savedListId: '3', subject: 's', body: 'x' }, []],
  ])('%j has errors on %j', (draft, keys) => {
    expect(Object.keys(draftErrors(draft)).sort()).toEqual([...keys].sort());
  });

  test('maps the server field errors to the form', () => {
    expect(
      serverDraftErrors({
        saved_list_id: ['the saved list reaches no one'],
        body: ['is required'],
      }),
    ).toEqual({
      savedListId: 'Saved list: the saved list reaches no one.',
      body: 'Message is required.',
    });
    expect(serverDraftErrors(undefined)).toEqual({});
  });
});
