/**
 * The contact records a person keeps on their own record (spec 7.13):
 * e-mail addresses, phone numbers, postal addresses and emergency contacts,
 * each a list of small records with the fields the volunteer fills in.
 *
 * @module
 */

/** One field of an own record. */
export interface OwnField {
  /** Record key. */
  key: string;
  /** Label. */
  label: string;
  /** Input type. @default 'text' */
  type?: 'text' | 'tel' | 'email';
  /** Browser autofill token. */
  autoComplete?: string;
  /** Required to save. */
  required?: boolean;
  /** The values to choose from (a select). */
  options?: readonly string[];
}

/** One kind of own record. */
export interface OwnKind {
  /** Accessor under `users(id)` (`phoneNumbers`). */
  accessor: 'phoneNumbers' | 'emailAddresses' | 'postalAddresses' | 'emergencyContacts';
  /** Heading. */
  title: string;
  /** What one record is called ("phone number"). */
  one: string;
  /** Its fields. */
  fields: readonly OwnField[];
}

/** The kinds, in screen order. */
export const OWN_KINDS: readonly OwnKind[] = [
  {
    accessor: 'phoneNumbers',
    title: 'Phone numbers',
    one: 'phone number',
    fields: [
      { key: 'type', label: 'Kind', options: ['mobile', 'home', 'work'] },
      { key: 'number', label: 'Number', type: 'tel', autoComplete: 'tel', required: true },
    ],
  },
  {
    accessor: 'emailAddresses',
    title: 'E-mail addresses',
    one: 'e-mail address',
    fields: [
      { key: 'type', label: 'Kind', options: ['home', 'work'] },
      { key: 'email', label: 'E-mail', type: 'email', autoComplete: 'email', required: true },
    ],
  },
  {
    accessor: 'emergencyContacts',
    title: 'Emergency contacts',
    one: 'emergency contact',
    fields: [
      { key: 'name', label: 'Name', autoComplete: 'off', required: true },
      { key: 'relationship', label: 'Relationship' },
      { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'off', required: true },
    ],
  },
  {
    accessor: 'postalAddresses',
    title: 'Postal addresses',
    one: 'postal address',
    fields: [
      { key: 'line_1', label: 'Address', autoComplete: 'address-line1', required: true },
      { key: 'town', label: 'Town', autoComplete: 'address-level2' },
      { key: 'postcode', label: 'Postcode', autoComplete: 'postal-code' },
    ],
  },
];

const PHONE = /^\+?[\d\s()-]{6,20}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why a value cannot be saved, or null. */
export function fieldProblem(field: OwnField, value: string): string | null {
  const v = value.trim();
  if (v === '') return field.required ? `${field.label} is required` : null;
  if (v.length > 200) return 'The maximum length is 200';
  if (field.type === 'tel' && !PHONE.test(v))
    return 'Enter a phone number of digits, spaces and an optional leading +';
  if (field.type === 'email' && !EMAIL.test(v)) return 'Please enter a valid email address';
  return null;
}
