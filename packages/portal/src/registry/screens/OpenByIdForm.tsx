import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { isSafeParam } from '../paths.js';
import { manageUrl, type ResourceDef } from '../registry.js';
import { describedBy, FieldError } from '../../app/ui/FieldError.js';

/** "Open a record by its id", for resources that cannot be listed. */
export function OpenByIdForm({
  def,
  params,
}: {
  def: ResourceDef;
  params: Record<string, string>;
}) {
  const navigate = useNavigate();
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="vkp-inline-form"
      onSubmit={(e) => {
        e.preventDefault();
        const v = value.trim();
        if (!isSafeParam(v)) {
          setError('Enter a record id: letters, digits, "-" or "_".');
          return;
        }
        navigate(manageUrl(def, params, def.screens.has('show') ? 'show' : 'edit', v));
      }}
    >
      <label htmlFor={id}>Record id</label>
      <input
        id={id}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        {...describedBy(`${id}-error`, error)}
      />
      <button type="submit" className="vkp-button">
        Open
      </button>
      <FieldError id={`${id}-error`} error={error} />
    </form>
  );
}
