/**
 * Pieces the event page's panels and the attendees screen share: the inline
 * add form (and its "pick a person and add" variant), the two-step remove button, the options of a list of statuses and
 * the panel's table of loaded records.
 *
 * @module
 */
import { useState, type ReactNode } from 'react';
import { DeleteButton } from '../../app/ui/DeleteButton.js';
import { LoadedRows, RecordsTable, type LoadedRowsProps } from '../../app/ui/RecordsTable.js';
import { choices } from '../../registry/screens/formFields.js';
import { PersonPicker } from '../people/picker/PersonPicker.js';
import type { PersonChoice } from '../people/picker/personChoice.js';
import { NeedsPermission } from '../../app/ui/NeedsPermission.js';
import { useCan } from '../../app/useCan.js';

/** Props of {@link InlineForm}. */
export interface InlineFormProps {
  /** The form's accessible name ("Invite a person"). */
  label: string;
  /** The submit button's text ("Invite person"). */
  submitLabel: ReactNode;
  /** True while a write runs: the submit button is disabled. */
  busy: boolean;
  /** Called on submit (the page does not reload). */
  onSubmit: () => void;
  /** The fields. */
  children: ReactNode;
}

/** A one-line form on a panel: its fields, then the primary submit button. */
export function InlineForm({ label, submitLabel, busy, onSubmit, children }: InlineFormProps) {
  return (
    <form
      className="vke-inline-form"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <button type="submit" className="vkp-button vkp-primary" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}

/** Props of {@link AddPersonForm}. */
export interface AddPersonFormProps {
  /** The form's accessible name ("Invite a person"). */
  label: string;
  /** The submit button's text ("Invite person"). */
  submitLabel: string;
  /** The person picker's label ("Person to invite"). */
  pickerLabel: string;
  /** People already added, not offered again. */
  exclude: ReadonlySet<string>;
  /** True while a write runs: the submit button is disabled. */
  busy: boolean;
  /** The problem reported when the form is sent with nobody chosen. */
  missing: string;
  /** Reports a problem (the panel's {@link FormProblem}). */
  onProblem: (problem: string) => void;
  /** Adds the chosen person (their id); resolves true when it worked, which clears the choice. */
  onAdd: (personId: string, person: PersonChoice) => Promise<boolean>;
}

/** A panel's one-line "pick a person and add them" form (invite a person, add a supervisor). */
export function AddPersonForm({
  label,
  submitLabel,
  pickerLabel,
  exclude,
  busy,
  missing,
  onProblem,
  onAdd,
}: AddPersonFormProps) {
  const [person, setPerson] = useState<PersonChoice | null>(null);
  const canSee = useCan('view-users');
  if (!canSee) return <NeedsPermission permission="view-users" to={label.toLowerCase()} />;
  return (
    <InlineForm
      label={label}
      submitLabel={submitLabel}
      busy={busy}
      onSubmit={() => {
        if (!person) return onProblem(missing);
        void onAdd(person.id, person).then((ok) => ok && setPerson(null));
      }}
    >
      <PersonPicker
        value={person}
        onChange={setPerson}
        label={pickerLabel}
        exclude={exclude}
        purpose={label.toLowerCase()}
      />
    </InlineForm>
  );
}

/** A danger button that asks again before it removes something ("Remove Ada Lovelace"). */
export function RemoveButton({
  label,
  disabled,
  onRemove,
}: {
  /** The button's text, and what it removes. */
  label: string;
  disabled?: boolean | undefined;
  onRemove: () => void;
}) {
  return (
    <DeleteButton
      className="vkp-button vkp-danger"
      disabled={disabled}
      messages={{ delete: label }}
      onDelete={onRemove}
    />
  );
}

/** A status in words, as its option reads (`no_show`: "No show"). */
export function statusWords(status: string): string {
  return choices([status])[0]!.label;
}

/** The `<option>`s of a list of statuses: each its own value, shown as readable text (`no_show`: "No show"). */
export function StatusOptions({ statuses }: { statuses: Iterable<string> }) {
  return (
    <>
      {choices([...statuses]).map(({ value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
}

/** Props of {@link PanelTable}. */
export interface PanelTableProps {
  /** The rows' load, with its `reload` for "Try again". */
  state: LoadedRowsProps['state'];
  /** The loading label ("Loading sessions…"). */
  loading: string;
  /** True when the loaded list has no rows. */
  empty: boolean;
  /** What to say when it has none. */
  whenEmpty: string;
  /** The table's (visually hidden) caption. */
  caption: string;
  /** The column headings. */
  columns: readonly string[];
  /** Sets `aria-busy` while a write runs. */
  busy?: boolean;
  /** The body rows. */
  children: ReactNode;
}

/** A panel's loaded records in a table that scrolls inside the panel's card. */
export function PanelTable({
  state,
  loading,
  empty,
  whenEmpty,
  caption,
  columns,
  busy,
  children,
}: PanelTableProps) {
  return (
    <LoadedRows state={state} loading={loading} empty={empty} whenEmpty={<p>{whenEmpty}</p>}>
      <div className="vkp-table-wrap">
        <RecordsTable caption={caption} columns={columns} busy={busy}>
          {children}
        </RecordsTable>
      </div>
    </LoadedRows>
  );
}
