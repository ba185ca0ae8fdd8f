/**
 * "Download my data" (issue 28, spec 1: volunteers keep their own record):
 * every record of the signed-in person that they can read, gathered into one
 * JSON document: the person, their contact records, applications, claims,
 * inductions, residential stays, shifts and messages.
 *
 * @module
 */
import type { useApi } from '../../../app/useApi.js';
import { isRecord } from '../../../registry/infer.js';
import { rowsOf } from '../../people/usePersonData.js';

type Api = ReturnType<typeof useApi>;

/** The parts of the download, each read as the signed-in person. */
export function myDataParts(api: Api, userId: string) {
  const me = api.users;
  const all = { per_page: 200 };
  return {
    phone_numbers: () => me.phoneNumbers(userId).listAll(all),
    email_addresses: () => me.emailAddresses(userId).listAll(all),
    postal_addresses: () => me.postalAddresses(userId).listAll(all),
    emergency_contacts: () => me.emergencyContacts(userId).listAll(all),
    applications: () => me.applications(userId).listAll(all),
    expense_claims: () => me.expenses(userId).listAll(all),
    inductions: () => me.inductions(userId).listAll(all),
    messages: () => me.messaging(userId).listAll(all),
    residential_stays: () => api.residentialBookings.listAll(all),
    shifts: () => api.shifts.listAll({ user_id: userId, per_page: 200 }),
  } as const;
}

/**
 * Reads my record and every part, and returns the JSON text of the download.
 * A part the server refuses is listed under `not_included` rather than
 * failing the whole download.
 */
export async function gatherMyData(api: Api, userId: string, now = new Date()): Promise<string> {
  const person = await api.users.show(userId);
  const out: Record<string, unknown> = {
    exported_at: now.toISOString(),
    person: isRecord(person) && isRecord(person.data) ? person.data : person,
  };
  const missing: string[] = [];
  for (const [name, read] of Object.entries(myDataParts(api, userId))) {
    try {
      out[name] = rowsOf(await read());
    } catch {
      missing.push(name);
    }
  }
  if (missing.length > 0) out.not_included = missing;
  return JSON.stringify(out, null, 2);
}
