import type { ParameterSchema } from '../../routes';
import { textProblem } from '../../validate';
import { MAX_DATABASE_INTEGER } from '../http';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../paging';

/** The columns the list sorts by (the grid's sortable columns). */
export const SORT_COLUMNS = ['email'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

const MAX_SEARCH_LENGTH = 254;

/** The query of GET /ops/customerlist/customer (what `customerQuery` reads). */
export const CUSTOMER_QUERY: ParameterSchema = {
  type: 'object',
  properties: {
    email: { type: 'string', maxLength: MAX_SEARCH_LENGTH, description: 'Search text: entries whose e-mail or phone holds it, case aside.' },
    filterOn: { type: 'string', enum: ['email'], description: 'The fields searched (002 §5: the chosen fields; default all, which is email).' },
    offset: { type: 'integer', minimum: 0, maximum: MAX_DATABASE_INTEGER, description: 'Paged: rows skipped (with or without limit).' },
    limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, description: `Paged: rows answered (default ${DEFAULT_PAGE_SIZE}).` },
    sortBy: { type: 'string', enum: [...SORT_COLUMNS], description: 'The column the list is sorted by; none: newest first.' },
    sortOrder: { type: 'string', enum: [...SORT_ORDERS], description: 'The direction of sortBy (default asc).' },
  },
  additionalProperties: false,
};

export interface CustomerQuery {
  /** The search text, trimmed and lower-cased; '' for none. */
  text: string;
  /** Paged (offset or limit sent): the page asked for; undefined: every entry. */
  page: { offset: number; limit: number } | undefined;
  sort: { column: SortColumn; order: SortOrder } | undefined;
}

export type CustomerQueryResult = { ok: true; value: CustomerQuery } | { ok: false; fields: Record<string, string> };

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

/**
 * Reads the list's query: `email` (search text, at most 254 characters), `filterOn` (only `email`),
 * `offset`/`limit` (either one makes the answer a page with its total), `sortBy` (a sortable
 * column) and `sortOrder` (`asc` or `desc`, only with sortBy). Every bad value is a field error.
 */
export function customerQuery(query: Readonly<Record<string, string | undefined>>): CustomerQueryResult {
  const fields: Record<string, string> = {};
  const text = query.email?.trim().toLowerCase() ?? '';
  const textProblemFound = textProblem(text, MAX_SEARCH_LENGTH);
  if (textProblemFound) fields.email = textProblemFound;
  if (query.filterOn !== undefined && query.filterOn !== 'email') fields.filterOn = 'must be email';

  const whole = (name: 'offset' | 'limit', fallback: number, min: number, max: number): number => {
    const raw = query[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const value = /^\s*\d{1,10}\s*$/.test(raw) ? Number(raw) : Number.NaN;
    if (Number.isNaN(value) || value < min || value > max) {
      fields[name] = `must be a whole number from ${min} to ${max}`;
      return fallback;
    }
    return value;
  };
  const offset = whole('offset', 0, 0, MAX_DATABASE_INTEGER);
  const limit = whole('limit', DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE);
  const paged = query.offset !== undefined || query.limit !== undefined;

  let sort: CustomerQuery['sort'];
  const { sortBy, sortOrder } = query;
  if (sortBy !== undefined && !isOneOf(SORT_COLUMNS, sortBy)) fields.sortBy = `must be one of ${SORT_COLUMNS.join(', ')}`;
  if (sortOrder !== undefined && !isOneOf(SORT_ORDERS, sortOrder)) fields.sortOrder = `must be one of ${SORT_ORDERS.join(', ')}`;
  else if (sortOrder !== undefined && sortBy === undefined) fields.sortBy = 'is needed with sortOrder';
  if (sortBy !== undefined && isOneOf(SORT_COLUMNS, sortBy)) sort = { column: sortBy, order: sortOrder !== undefined && isOneOf(SORT_ORDERS, sortOrder) ? sortOrder : 'asc' };

  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, value: { text, page: paged ? { offset, limit } : undefined, sort } };
}
