import { VolunteerKitError } from '@volunteerkit/api-client';
import { SignInError } from '../auth/createPortalAuth.js';
import { FieldValueError } from '../registry/screens/fieldValues.js';
import { RouteParamError } from '../registry/paths.js';
import { SavedViewError } from './ui/table/savedViewStore.js';

// Issue 22: every error class is a VolunteerKitError; the portal's keep their names and fields.
describe('portal error classes', () => {
  it.each([
    [new SignInError('account_locked', 'Locked.'), 'SignInError'],
    [new SavedViewError('Give the view a name.'), 'SavedViewError'],
    [new RouteParamError('id', 'The record id is not valid.'), 'RouteParamError'],
    [new FieldValueError('start', 'Not a day.'), 'FieldValueError'],
  ])('%s is a VolunteerKitError named %s', (error, name) => {
    expect(error).toBeInstanceOf(VolunteerKitError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe(name);
    expect(error.kind).toBe('VolunteerKitError');
  });

  it('keeps their own fields', () => {
    expect(new SignInError('account_locked', 'Locked.')).toMatchObject({
      code: 'account_locked',
      message: 'Locked.',
    });
    expect(new RouteParamError('id', 'x').param).toBe('id');
    expect(new FieldValueError('start', 'x').field).toBe('start');
  });
});
