import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ColumnChooser } from './ColumnChooser.js';
import type { FieldMeta } from './fields.js';
import { FilterPanel, filterText } from './FilterPanel.js';
import { activeFilterCount, type FilterValue, type TableState } from './tableState.js';
import { fillListWords, useListWords } from './listWords.js';

type Panel = 'filters' | 'columns' | 'views';

/**
 * The list's toolbar: disclosure buttons for the filters, the column chooser
 * and the saved views (Escape closes the open one and returns focus to its
 * button), the export, and a chip per filter in force with its remove button.
 */
export function ListToolbar({
  state,
  filterFields,
  available,
  visible,
  onFilters,
  onColumns,
  onResetColumns,
  views,
  exportButton,
}: {
  state: TableState;
  filterFields: readonly FieldMeta[];
  available: readonly FieldMeta[];
  visible: readonly string[];
  onFilters: (filters: Record<string, FilterValue>) => void;
  onColumns: (columns: string[]) => void;
  onResetColumns: () => void;
  /** The saved-views panel, if the list offers them. */
  views?: ReactNode;
  exportButton?: ReactNode;
}) {
  const id = useId();
  const [open, setOpen] = useState<Panel | null>(null);
  const buttons = useRef<Partial<Record<Panel, HTMLButtonElement | null>>>({});
  const close = () => {
    const panel = open;
    setOpen(null);
    if (panel) buttons.current[panel]?.focus();
  };
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(null);
      buttons.current[open]?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  const count = activeFilterCount(state);
  const words = useListWords();
  const toggle = (panel: Panel, label: string) => (
    <button
      type="button"
      className="vkp-button"
      aria-expanded={open === panel}
      aria-controls={`${id}-${panel}`}
      ref={(el) => {
        buttons.current[panel] = el;
      }}
      onClick={() => setOpen(open === panel ? null : panel)}
    >
      {label}
    </button>
  );
  const byField = new Map(available.map((f) => [f.field, f]));
  const chips = Object.entries(state.filters).filter(([, f]) => f.eq || f.like || f.from || f.to);

  return (
    <div className="vkp-dt-toolbar">
      <div className="vkp-dt-toolbar-row">
        {filterFields.length > 0
          ? toggle(
              'filters',
              count > 0 ? fillListWords(words.filtersCount, { count }) : words.filters,
            )
          : null}
        {toggle('columns', words.columns)}
        {views ? toggle('views', words.savedViews) : null}
        {exportButton}
      </div>
      {chips.length > 0 ? (
        <ul className="vkp-dt-chips" aria-label="Filters in force">
          {chips.map(([field, f]) => {
            const meta = byField.get(field) ?? {
              field,
              label: field,
              type: 'text' as const,
              sortable: false,
              filterable: true,
            };
            const text = filterText(meta, f);
            return (
              <li key={field} className="vkp-dt-chip">
                <span>{text}</span>
                <button
                  type="button"
                  aria-label={`Remove filter ${text}`}
                  onClick={() => {
                    const next = { ...state.filters };
                    delete next[field];
                    onFilters(next);
                  }}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {open === 'filters' ? (
        <div id={`${id}-filters`} className="vkp-dt-panel">
          <FilterPanel
            fields={filterFields}
            filters={state.filters}
            onApply={(filters) => {
              onFilters(filters);
              close();
            }}
            onClose={close}
          />
        </div>
      ) : null}
      {open === 'columns' ? (
        <div id={`${id}-columns`} className="vkp-dt-panel">
          <ColumnChooser
            available={available}
            visible={visible}
            onChange={onColumns}
            onReset={onResetColumns}
          />
        </div>
      ) : null}
      {open === 'views' && views ? (
        <div id={`${id}-views`} className="vkp-dt-panel">
          {views}
        </div>
      ) : null}
    </div>
  );
}
