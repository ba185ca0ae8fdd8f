/**
 * How one record is named, by kind of record: a person by full name, a team by
 * its name, anything else by its naming field. Pure functions over the record
 * the API sends; `undefined` when the record carries no name (the caller then
 * says "Unknown person", never an id).
 *
 * @module
 */

type Row = Readonly<Record<string, unknown>>;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * A person's name: first and last name, else `name` / `display_name`, else
 * the e-mail address.
 *
 * @example
 * personRecordName({ first_name: 'Ada', last_name: 'Admin' }) // 'Ada Admin'
 */
export function personRecordName(record: Row): string | undefined {
  const full = [text(record.first_name), text(record.last_name)].filter(Boolean).join(' ');
  return full || text(record.name) || text(record.display_name) || text(record.email) || undefined;
}

/** The first naming field of a record (`name`, `title`, `subject`, `label`, `display_name`). */
export function namedRecordName(record: Row): string | undefined {
  for (const key of ['name', 'title', 'display_name', 'subject', 'label', 'display_text']) {
    const value = text(record[key]);
    if (value) return value;
  }
  return undefined;
}
