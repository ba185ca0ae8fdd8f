/**
 * The writes of "Add a person": the person (with teams, roles, status and start
 * date) in one request, then their phone number and the welcome e-mail with a
 * link to set a password (spec 7.13 `/users/{userId}/forgot-password`), each
 * reported by what the server answered.
 *
 * @module
 */
import { ApiError } from '@volunteerkit/api-client';
import { isOneOf, USER_STATUSES, type UserInput } from '@volunteerkit/api-client/models';
import { recordOf, type useApi } from '../usePersonData.js';
import { isDayOrEmpty } from '../../../app/dayText.js';

/** What the form holds. */
export interface NewPerson {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  status: string;
  start_date: string;
  team_ids: readonly (number | string)[];
  /** Role profile names. */
  roles: readonly string[];
  welcome: boolean;
}

/** Field errors by form field name. */
export type NewPersonErrors = Partial<Record<keyof NewPerson, string>>;

/** The checks the form makes before sending (the server makes them again). */
export function checkNewPerson(p: NewPerson): NewPersonErrors {
  const errors: NewPersonErrors = {};
  if (!p.first_name.trim()) errors.first_name = 'Enter a first name.';
  if (!p.last_name.trim()) errors.last_name = 'Enter a last name.';
  if (!p.email.trim()) errors.email = 'Enter an e-mail address.';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(p.email.trim()))
    errors.email = 'Enter an e-mail address such as name@example.org.';
  if (p.phone.trim() && !/^[+\d][\d ()-]{5,31}$/.test(p.phone.trim()))
    errors.phone = 'Enter a phone number of digits, spaces and an optional leading +.';
  if (!isDayOrEmpty(p.start_date))
    errors.start_date = 'Enter the start date as dd/mm/yyyy, for example 05/11/2026.';
  return errors;
}

/** The server's 422 field errors as the form's field errors (others under `form`). */
export function serverErrors(error: unknown): { fields: NewPersonErrors; other: string[] } {
  const fields: NewPersonErrors = {};
  const other: string[] = [];
  if (!(error instanceof ApiError) || !error.fieldErrors) return { fields, other };
  const known: Record<string, string> = {
    first_name: 'First name',
    last_name: 'Last name',
    email: 'E-mail',
    status: 'Status',
    start_date: 'Start date',
  };
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = key.split('.')[0]!;
    const text = messages.join(', ');
    if (field === 'team_ids') fields.team_ids = `Teams: ${text}.`;
    else if (field === 'roles') fields.roles = `Roles: ${text}.`;
    else if (known[field]) fields[field as keyof NewPerson] = `${known[field]} ${text}.`;
    else other.push(`${key}: ${text}`);
  }
  return { fields, other };
}

/** The result of {@link addPerson}: the new id and what did not go through after it. */
export interface AddedPerson {
  id: string;
  /** Sentences about the follow-up writes that failed (the person exists). */
  problems: string[];
  /** True when the welcome e-mail was sent. */
  welcomed: boolean;
}

/** Creates the person, then stores the phone number and sends the welcome e-mail. */
export async function addPerson(
  api: ReturnType<typeof useApi>,
  p: NewPerson,
): Promise<AddedPerson> {
  const body: UserInput = {
    first_name: p.first_name.trim(),
    last_name: p.last_name.trim(),
    email: p.email.trim(),
    status: isOneOf(USER_STATUSES, p.status) ? p.status : 'active',
    team_ids: p.team_ids.map(Number).filter(Number.isInteger),
    roles: [...p.roles],
  };
  if (p.start_date) body.start_date = p.start_date;
  const stored = recordOf(await api.users.store(body));
  const id =
    stored && (typeof stored.id === 'number' || typeof stored.id === 'string')
      ? String(stored.id)
      : null;
  if (!id) throw new Error('The server did not say which record it created.');
  const problems: string[] = [];
  if (p.phone.trim()) {
    try {
      await api.users.phoneNumbers(id).store({ number: p.phone.trim(), type: 'mobile' });
    } catch (e) {
      problems.push(
        `The phone number was not saved (${e instanceof Error ? e.message : 'refused'}).`,
      );
    }
  }
  let welcomed = false;
  if (p.welcome) {
    try {
      await api.users.forgotPassword(id).store({ purpose: 'welcome' });
      welcomed = true;
    } catch (e) {
      problems.push(
        `The welcome e-mail was not sent (${e instanceof Error ? e.message : 'refused'}).`,
      );
    }
  }
  return { id, problems, welcomed };
}
