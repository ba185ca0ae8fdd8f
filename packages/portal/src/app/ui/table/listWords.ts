/**
 * The words of the generic record lists' frame (create, search, filters,
 * columns, export, empty and loading states, edit), English by default. A
 * screen that shows lists in the reader's language (a person's own record at
 * `/me`) provides its words around them with `ListWordsContext`; everywhere
 * else the lists keep these English words.
 *
 * @module
 */
import { createContext, useContext } from 'react';
import { formatValue } from '../../format.js';
import type { FieldInput } from './fields.js';

/** The words of a list's frame; `{noun}` stands for the list's name in lower case, `{count}` for a number. */
export interface ListWords {
  create: string;
  upload: string;
  search: string;
  filters: string;
  filtersCount: string;
  columns: string;
  savedViews: string;
  exportCsv: string;
  noneYet: string;
  noneMatch: string;
  clearFilters: string;
  tryFewer: string;
  loading: string;
  notLoaded: string;
  addFirst: string;
  uploadFirst: string;
  edit: string;
  bulkHint: string;
  pagination: string;
  previousPage: string;
  nextPage: string;
  rowsPerPage: string;
  position: string;
  positionNone: string;
  /** Column headers by field, over the presentation's (English) ones. */
  labels?: Readonly<Record<string, string>>;
  /** Cell values in words by field, then by value, over the presentation's (English) ones. */
  values?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** The lists' English words. */
export const ENGLISH_LIST_WORDS: ListWords = {
  create: 'Create',
  upload: 'Upload',
  search: 'Search',
  filters: 'Filters',
  filtersCount: 'Filters ({count})',
  columns: 'Columns',
  savedViews: 'Saved views',
  exportCsv: 'Export CSV',
  noneYet: 'No {noun} yet',
  noneMatch: 'No {noun} match these filters',
  clearFilters: 'Clear filters and search',
  tryFewer: 'Try fewer filters or another search.',
  loading: 'Loading {noun}…',
  notLoaded: 'The {noun} could not be loaded',
  addFirst: 'Add the first one',
  uploadFirst: 'Upload the first one',
  edit: 'Edit',
  bulkHint: 'Select rows to act on several {noun} at once.',
  pagination: 'Pagination',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  rowsPerPage: 'Rows per page',
  position: '{from} to {to} of {total}',
  positionNone: '0 of {total}',
};

/** The words of the lists inside it (English unless a screen provides others). */
export const ListWordsContext = createContext<ListWords>(ENGLISH_LIST_WORDS);

/** The words of the lists here. */
export function useListWords(): ListWords {
  return useContext(ListWordsContext);
}

/** `words` with its `{name}` placeholders filled from `values`. */
export function fillListWords(
  words: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return words.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/**
 * A column in the reader's words: its header from `words.labels`, and the
 * values `words.values` names in their words (others as the column shows them).
 */
export function inWords(column: FieldInput, words: ListWords): FieldInput {
  const label = words.labels?.[column.field];
  const values = words.values?.[column.field];
  const named = label ? { ...column, label } : column;
  if (!values) return named;
  const { render, optionLabel } = named;
  return {
    ...named,
    render: (value, row) =>
      Object.hasOwn(values, String(value))
        ? values[String(value)]
        : render
          ? render(value, row)
          : formatValue(value),
    optionLabel: (value) =>
      Object.hasOwn(values, value) ? values[value]! : (optionLabel?.(value) ?? value),
  };
}
