/**
 * The contact records a person keeps on their own record (spec 7.13):
 * e-mail addresses, phone numbers, postal addresses and emergency contacts,
 * each a list of small records with the fields the volunteer fills in.
 *
 * @module
 */
import { enGBRecordText, type RecordText } from '../recordMessages.js';

/** A key of a text in the record catalogue. */
type TextKey = {
  [K in keyof RecordText]: RecordText[K] extends string ? K : never;
}[keyof RecordText];

/** One field of an own record. */
export interface OwnField {
  /** Record key. */
  key: string;
  /** Label (English). */
  label: string;
  /** The label's text in the record catalogue. */
  labelKey: TextKey;
  /** Input type. @default 'text' */
  type?: 'text' | 'tel' | 'email';
  /** Browser autofill token. */
  autoComplete?: string;
  /** Required to save. */
  required?: boolean;
  /** The values to choose from (a select). */
  options?: readonly string[];
}

/** The names of the choices of a select, as the record catalogue keys them. */
export const OPTION_KEYS: Readonly<Record<string, TextKey>> = {
  mobile: 'optionMobile',
  home: 'optionHome',
  work: 'optionWork',
};

/** One kind of own record. */
export interface OwnKind {
  /** Accessor under `users(id)` (`phoneNumbers`). */
  accessor: 'phoneNumbers' | 'emailAddresses' | 'postalAddresses' | 'emergencyContacts';
  /** Heading's text in the record catalogue ("Phone numbers"). */
  title: TextKey;
  /** What one record is called ("phone number"), in the record catalogue. */
  one: TextKey;
  /** Its fields. */
  fields: readonly OwnField[];
}

/** The kinds, in screen order. */
export const OWN_KINDS: readonly OwnKind[] = [
  {
    accessor: 'phoneNumbers',
    title: 'phoneNumbers',
    one: 'phoneNumber',
    fields: [
      { key: 'type', label: 'Kind', labelKey: 'fieldKind', options: ['mobile', 'home', 'work'] },
      {
        key: 'number',
        label: 'Number',
        labelKey: 'fieldNumber',
        type: 'tel',
        autoComplete: 'tel',
        required: true,
      },
    ],
  },
  {
    accessor: 'emailAddresses',
    title: 'emailAddresses',
    one: 'emailAddress',
    fields: [
      { key: 'type', label: 'Kind', labelKey: 'fieldKind', options: ['home', 'work'] },
      {
        key: 'email',
        label: 'E-mail',
        labelKey: 'fieldEmail',
        type: 'email',
        autoComplete: 'email',
        required: true,
      },
    ],
  },
  {
    accessor: 'emergencyContacts',
    title: 'emergencyContacts',
    one: 'emergencyContact',
    fields: [
      { key: 'name', label: 'Name', labelKey: 'fieldName', autoComplete: 'off', required: true },
      { key: 'relationship', label: 'Relationship', labelKey: 'fieldRelationship' },
      {
        key: 'phone',
        label: 'Phone',
        labelKey: 'fieldPhone',
        type: 'tel',
        autoComplete: 'off',
        required: true,
      },
    ],
  },
  {
    accessor: 'postalAddresses',
    title: 'postalAddresses',
    one: 'postalAddress',
    fields: [
      {
        key: 'line_1',
        label: 'Address',
        labelKey: 'fieldAddress',
        autoComplete: 'address-line1',
        required: true,
      },
      { key: 'town', label: 'Town', labelKey: 'fieldTown', autoComplete: 'address-level2' },
      {
        key: 'postcode',
        label: 'Postcode',
        labelKey: 'fieldPostcode',
        autoComplete: 'postal-code',
      },
    ],
  },
];

const PHONE = /^\+?[\d\s()-]{6,20}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why a value cannot be saved (in `text`'s language), or null. */
export function fieldProblem(
  field: OwnField,
  value: string,
  text: RecordText = enGBRecordText,
): string | null {
  const v = value.trim();
  if (v === '')
    return field.required ? text.fieldRequired.replace('{field}', text[field.labelKey]) : null;
  if (v.length > 200) return text.fieldTooLong;
  if (field.type === 'tel' && !PHONE.test(v)) return text.badPhone;
  if (field.type === 'email' && !EMAIL.test(v)) return text.badEmail;
  return null;
}
