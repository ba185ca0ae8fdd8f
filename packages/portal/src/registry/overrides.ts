/**
 * Per-resource overrides of the generic screens: the label, the list columns
 * and the form fields (with validation rules in the spec 5.1 syntax).
 * Keys are template keys (`users/:/notes`). Anything not listed is inferred
 * from the data.
 *
 * @module
 */

/** A form field of a generic create/edit screen. */
export interface FieldSpec {
  /** The property name sent to the API. */
  name: string;
  /** Label; defaults to the humanized name. */
  label?: string;
  /** Input kind. */
  type?:
    | 'text'
    | 'textarea'
    | 'email'
    | 'url'
    | 'number'
    | 'date'
    | 'time'
    | 'checkbox'
    | 'json'
    | 'timezone'
    /** Permission names, ticked in the checklist of permissions in words. */
    | 'permissions';
  /** Validation rules, spec 5.1 syntax (`required|max:255`). */
  rules?: string;
}

/** A list column. */
export interface ColumnSpec {
  /** Property (dot path allowed: `organisation.name`). */
  field: string;
  /** Header; defaults to the humanized field. */
  label?: string;
}

/** Overrides for one resource. */
export interface ResourceOverrides {
  /** Label instead of the one derived from the path. */
  label?: string;
  /** List columns instead of the inferred ones. */
  columns?: ColumnSpec[];
  /** Form fields instead of the inferred ones. */
  fields?: FieldSpec[];
  /** The property that names a record (title of the show screen). */
  titleField?: string;
  /**
   * What a section's landing page previews instead of the five newest records: the
   * card's title, the table's caption (`{count}`, if any: how many rows) and the list's query.
   */
  preview?: {
    title: string;
    caption: string;
    /** The list's query; `today` is the date (YYYY-MM-DD) where the reader is. */
    query: (today: string) => Readonly<Record<string, string>>;
  };
}

/** The overrides table, keyed by catalogue accessor (`users.notes`). */
export const RESOURCE_OVERRIDES: Readonly<Record<string, ResourceOverrides>> = {
  // The tasks landing shows what is still to do, soonest due first (the five newest were
  // mostly done or cancelled ones).
  tasks: {
    preview: {
      title: 'Due next: open tasks',
      caption: 'Open tasks, soonest due first',
      query: () => ({ 'filter[status][in]': 'open,in_progress', s: 'due_date', o: 'asc' }),
    },
  },
  // Named, typed and placed (the inferred columns included the image's alt text).
  residentialOpportunities: {
    titleField: 'display_name',
    columns: [
      { field: 'display_name', label: 'Name' },
      { field: 'type' },
      { field: 'team_id', label: 'Team' },
      { field: 'date_advertised', label: 'Advertised' },
    ],
  },
  // The events landing shows what is coming up, soonest first (the newest created were
  // mostly finished ones).
  events: {
    preview: {
      title: 'Coming up: events',
      caption: 'Events from today, soonest first',
      query: (today) => ({
        'filter[start][gte]': today,
        'filter[status][in]': 'draft,published',
        s: 'start',
        o: 'asc',
      }),
    },
  },
  users: {
    titleField: 'name',
    columns: [{ field: 'first_name' }, { field: 'last_name' }, { field: 'email', label: 'E-mail' }],
    fields: [
      { name: 'first_name', rules: 'required|max:255' },
      { name: 'last_name', rules: 'required|max:255' },
      { name: 'email', label: 'E-mail', type: 'email', rules: 'required|email' },
      { name: 'timezone', type: 'timezone' },
    ],
  },
  'organisation.permissionGroups': {
    fields: [
      { name: 'name', rules: 'required|max:200' },
      { name: 'permissions', label: 'What people in this group may do', type: 'permissions' },
    ],
  },
  'users.notes.subNotes': {
    label: 'Sub-notes',
    fields: [{ name: 'content', type: 'textarea', rules: 'required|max:5000' }],
  },
  'users.touchpoints.subTouchpoints': {
    label: 'Sub-touchpoints',
    fields: [{ name: 'content', type: 'textarea', rules: 'required|max:5000' }],
  },
  'users.notes': {
    fields: [{ name: 'content', type: 'textarea', rules: 'required|max:5000' }],
  },
  'users.phoneNumbers': {
    fields: [{ name: 'number', rules: 'required|max:32' }, { name: 'type' }],
  },
  'users.emailAddresses': {
    label: 'E-mail addresses',
    fields: [
      { name: 'email', label: 'E-mail', type: 'email', rules: 'required|email' },
      { name: 'type' },
    ],
  },
};
