/**
 * The `<option>`s of a list of named records (teams, people, closing reasons):
 * each record's id as the value, its name as the text.
 *
 * @example
 * <select value={teamId} onChange={…}>
 *   <option value="">Choose a team</option>
 *   <NamedOptions items={teams} />
 * </select>
 */
export function NamedOptions({
  items,
}: {
  items: ReadonlyArray<{ readonly id: string | number; readonly name: string }>;
}) {
  return (
    <>
      {items.map((item) => (
        <option key={item.id} value={String(item.id)}>
          {item.name}
        </option>
      ))}
    </>
  );
}
