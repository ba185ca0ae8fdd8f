import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Avatar } from '../../../app/ui/Avatar.js';
import { useApi } from '../../../app/useApi.js';
import { useLoad } from '../../../app/useLoad.js';
import { useUser } from '../../../app/hooks.js';
import { useCan } from '../../../app/useCan.js';
import { NeedsPermission } from '../../../app/ui/NeedsPermission.js';
import { normaliseList } from '../../../registry/infer.js';
import { flattenTeams, readTeamTree } from '../../teams/teamTree.js';
import {
  choiceDetail,
  readChoice,
  recentChoices,
  rememberChoice,
  type PersonChoice,
} from './personChoice.js';
import './personPicker.css';

/** How many matches the server is asked for. */
const PAGE = 20;
/** Typing pauses this long before the search is sent. */
const DEBOUNCE_MS = 200;

/** Props of {@link PersonPicker}. */
export interface PersonPickerProps {
  /** The field's visible label ("Person to invite"). */
  label: string;
  /** The chosen person, or null. */
  value: PersonChoice | null;
  /** Called with the chosen person (null when the field is cleared). */
  onChange: (choice: PersonChoice | null) => void;
  /** Ids not offered (already invited, already on the shift). */
  exclude?: ReadonlySet<string>;
  /** What choosing lets the user do, for the missing-permission note ("invite people"). */
  purpose?: string;
  /** Disables the field. */
  disabled?: boolean;
}

/**
 * The portal's one person picker: a WAI-ARIA combobox that searches people on the
 * server as you type, shows each match's e-mail and team so that people with the
 * same name can be told apart, and offers the user’s recent choices first (on a click
 * or Down arrow in the empty field). Keyboard:
 * Down/Up move through the list, Enter chooses, Escape closes. Without 'view-users'
 * it says what is missing instead of an empty list.
 */
export function PersonPicker({
  label,
  value,
  onChange,
  exclude,
  purpose = 'choose people',
  disabled,
}: PersonPickerProps) {
  const id = useId();
  const api = useApi();
  const user = useUser();
  const canSee = useCan('view-users');
  const me = String(user?.id ?? '');
  const [text, setText] = useState(value?.name ?? '');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  // The highlighted person, by id: when a later answer reorders the list, the
  // highlight stays on the same person instead of on the same row.
  const [activeId, setActiveId] = useState<string | null>(null);

  // A new value from the parent (chosen, or cleared after a save) shows its name;
  // a choice cleared because the person typed keeps what they typed.
  const [shownFor, setShownFor] = useState(value);
  const [clearedByTyping, setClearedByTyping] = useState(false);
  if (shownFor !== value) {
    setShownFor(value);
    if (!(value === null && clearedByTyping)) setText(value?.name ?? '');
    setClearedByTyping(false);
  }
  useEffect(() => {
    const t = setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text]);

  const teams = useLoad(
    (signal) => api.organisation.teams.recursive({}, { signal }),
    canSee ? 'teams' : null,
  );
  const teamNames = useMemo(() => {
    const map = new Map<string, string>();
    if (teams.status === 'success')
      for (const { node } of flattenTeams(readTeamTree(teams.data)))
        map.set(String(node.id), node.name);
    return map;
  }, [teams.status, teams.data]);
  const searching = open && canSee && query !== '' && query !== value?.name;
  const found = useLoad(
    (signal) => api.users.list({ q: query, per_page: PAGE }, { signal }),
    searching ? `q:${query}` : null,
  );
  const options: PersonChoice[] = useMemo(() => {
    const pool = searching
      ? found.status === 'success'
        ? normaliseList(found.data).rows.flatMap(
            (r) => readChoice(r, (t) => teamNames.get(t)) ?? [],
          )
        : []
      : recentChoices(me);
    return pool.filter((c) => !exclude?.has(c.id));
  }, [searching, found.status, found.data, teamNames, me, exclude]);
  const highlighted = options.findIndex((c) => c.id === activeId);
  const current = highlighted >= 0 ? highlighted : 0;

  if (!canSee) return <NeedsPermission permission="view-users" to={purpose} />;

  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-opt-${i}`;
  const choose = (choice: PersonChoice) => {
    rememberChoice(me, choice);
    onChange(choice);
    setText(choice.name);
    setOpen(false);
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!open) setOpen(true);
      else setActiveId(options[Math.min(current + 1, options.length - 1)]?.id ?? null);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActiveId(options[Math.max(current - 1, 0)]?.id ?? null);
    } else if (e.key === 'Enter' && open && options[current]) {
      e.preventDefault();
      choose(options[current]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
    }
  };
  const status = !open
    ? ''
    : searching
      ? found.status === 'success' || found.status === 'error'
        ? found.status === 'error'
          ? 'The search failed; try again.'
          : options.length === 0
            ? `Nobody matches “${query}”.`
            : `${options.length} ${options.length === 1 ? 'person matches' : 'people match'}.`
        : 'Searching…'
      : options.length > 0
        ? 'Recent choices. Type to search everyone.'
        : 'Type part of a name or e-mail address.';

  return (
    <div className="vkp-person-picker">
      <label htmlFor={`${id}-input`}>{label}</label>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open && options.length > 0}
        aria-controls={listId}
        aria-activedescendant={open && options[current] ? optionId(current) : undefined}
        aria-describedby={`${id}-status`}
        value={text}
        disabled={disabled}
        onChange={(e) => {
          setText(e.target.value);
          setActiveId(null);
          setOpen(true);
          if (value) {
            setClearedByTyping(true);
            onChange(null);
          }
        }}
        onClick={() => setOpen(true)}
        onBlur={(e) => {
          if (!e.currentTarget.parentElement?.contains(e.relatedTarget)) setOpen(false);
        }}
        onKeyDown={onKey}
      />
      {value ? (
        // The chosen person as a chip: their photo (or initials) and what tells them apart.
        <p className="vkp-person-picker-chosen" data-person-id={value.id}>
          <Avatar url={value.photo} name={value.name} size="small" />
          <span>{choiceDetail(value) || value.name}</span>
        </p>
      ) : null}
      <p id={`${id}-status`} className="vkp-person-picker-status" aria-live="polite">
        {status}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        className="vkp-person-picker-list"
        hidden={!open || options.length === 0}
      >
        {(open ? options : []).map((c, i) => (
          // Focus stays in the combobox (aria-activedescendant): the keys are handled there.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={c.id}
            id={optionId(i)}
            role="option"
            aria-selected={i === current}
            data-person-id={c.id}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(c)}
          >
            <Avatar url={c.photo} name={c.name} size="small" />
            <span className="vkp-person-picker-name">{c.name}</span>
            <span className="vkp-person-picker-detail">{choiceDetail(c)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
