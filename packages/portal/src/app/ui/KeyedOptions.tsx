/**
 * The `<option>`s of a list of keyed choices (statuses, priorities): each
 * `key` as the value, its `label` as the text.
 *
 * @example
 * <select value={priority} onChange={…}>
 *   <KeyedOptions items={TASK_PRIORITIES} />
 * </select>
 */
export function KeyedOptions({
  items,
}: {
  items: ReadonlyArray<{ readonly key: string; readonly label: string }>;
}) {
  return (
    <>
      {items.map((item) => (
        <option key={item.key} value={item.key}>
          {item.label}
        </option>
      ))}
    </>
  );
}
