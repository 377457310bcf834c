import type { GridScreen } from '../../generated/screen';
import type { PageSize, Row } from './types';
import { textOf } from '../../../shared/textOf';

export const DEFAULT_ALL_LIMIT = 10000;

/** Where the list stands: a 1-based page and the per-page choice. */
export interface PageState {
  page: number;
  size: PageSize;
}

export function initialPage(paging: GridScreen['paging']): PageState {
  return { page: 1, size: paging.defaultSize };
}

/** Rows asked for: the size, or `allLimit` for All. */
export function limitOf(size: PageSize, allLimit = DEFAULT_ALL_LIMIT): number {
  return size === 'All' ? allLimit : size;
}

/** offset = size × (page − 1); All is always one page from 0. */
export function offsetOf(state: PageState): number {
  return state.size === 'All' ? 0 : state.size * (state.page - 1);
}

/** Number of pages for a total: at least one; All is one page. */
export function pageCount(total: number, size: PageSize): number {
  if (size === 'All') return 1;
  return Math.max(1, Math.ceil(Math.max(0, total) / size));
}

/** Goes to a page, kept within 1..count. */
export function goToPage(state: PageState, page: number, count: number): PageState {
  const next = Math.min(Math.max(1, Math.trunc(page)), Math.max(1, count));
  return next === state.page ? state : { ...state, page: next };
}

/** A new per-page choice starts again at page 1. */
export function withSize(state: PageState, size: PageSize): PageState {
  return { page: 1, size };
}

/** Applying a search starts again at page 1. */
export function firstPage(state: PageState): PageState {
  return state.page === 1 ? state : { ...state, page: 1 };
}

/** Reads a per-page choice from a select's value ('20', 'All'); undefined when not offered. */
export function parsePageSize(value: string, sizes: readonly PageSize[]): PageSize | undefined {
  return sizes.find((size) => String(size) === value);
}

/** Client paging: the rows of the current page. */
export function sliceRows<T>(rows: readonly T[], state: PageState): T[] {
  if (state.size === 'All') return [...rows];
  const offset = offsetOf(state);
  return rows.slice(offset, offset + state.size);
}

/** The text a row shows for a field besides its value (a formatted cell: a report type's label), if it shows one. */
export type ShownText = (row: Row, field: string) => string | undefined;

const holds = (text: unknown, needle: string) => text !== undefined && text !== null && textOf(text).toLocaleLowerCase().includes(needle);

/** Client search: rows whose value, or text shown, in any of the fields contains the text, ignoring case. */
export function filterRows(rows: readonly Row[], text: string, fields: readonly string[], shown?: ShownText): Row[] {
  const needle = text.trim().toLocaleLowerCase();
  if (needle === '') return [...rows];
  return rows.filter((row) => fields.some((field) => holds(row[field], needle) || (shown !== undefined && holds(shown(row, field), needle))));
}
