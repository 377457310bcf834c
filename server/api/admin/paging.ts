import type { Context } from 'hono';
import type { Queryable } from '../../db/database';
import { jsonError } from '../errors';
import type { ParameterSchema } from '../routes';
import { textProblem } from '../validate';
import { MAX_DATABASE_INTEGER, type Step } from './http';

export const DEFAULT_PAGE_SIZE = 20;
/** The largest page: what the console asks for when the user picks 'All' (000 §7). */
export const MAX_PAGE_SIZE = 10_000;
/** The longest search text: longer than any name it could match. */
export const MAX_SEARCH_LENGTH = 200;

/** One field a paged list can be searched on: how to compare it and how to shape the search text. */
export interface SearchField {
  /** A lower-cased SQL expression over the list's tables (trusted constant). */
  expression: string;
  /** The search text as the expression is compared with it (already lower-cased). */
  needle?: (lowered: string) => string;
}

export interface ListQuery<Field extends string> {
  offset: number;
  limit: number;
  /** Trimmed search text, or undefined for no filter. */
  searchString: string | undefined;
  /** Fields the search applies to: those asked for, or all of them. */
  filterOn: Field[];
}

/**
 * The query a paged list takes (what `listQuery` reads), plus any of the list's own parameters.
 * `filterOn` is comma-separated or repeated (also as `filterOn[]`).
 */
export function listQuerySchema(fields: readonly string[], more: Readonly<Record<string, object>> = {}): ParameterSchema {
  const filterOn = { type: 'array', items: { enum: [...fields] }, description: 'Fields to search, comma-separated or repeated; none = all.' };
  return {
    type: 'object',
    properties: {
      offset: { type: 'integer', minimum: 0, maximum: MAX_DATABASE_INTEGER },
      limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
      searchString: { type: 'string', maxLength: MAX_SEARCH_LENGTH, description: 'Trimmed; no NUL.' },
      filterOn,
      'filterOn[]': filterOn,
      ...more,
    },
    additionalProperties: false,
  };
}

/**
 * Reads `offset` (default 0, at most 2147483647), `limit` (default 20, at most 10,000),
 * `searchString` (trimmed, at most 200 characters, no NUL) and `filterOn` (comma-separated field
 * names, or the parameter repeated; none = every field). A bad value answers 400 naming it; a
 * parameter the call does not declare (`listQuerySchema`) is refused before (routes.ts).
 */
export function listQuery<Field extends string>(
  c: Context,
  fields: readonly Field[],
  invalid: string,
): Step<ListQuery<Field>> {
  const problems: Record<string, string> = {};
  const whole = (name: string, fallback: number, min: number, max: number): number => {
    const raw = c.req.query(name);
    if (raw === undefined || raw.trim() === '') return fallback;
    const value = /^\s*\d{1,10}\s*$/.test(raw) ? Number(raw) : Number.NaN;
    if (Number.isNaN(value) || value < min || value > max) {
      problems[name] = `must be a whole number from ${min} to ${max}`;
      return fallback;
    }
    return value;
  };
  const offset = whole('offset', 0, 0, MAX_DATABASE_INTEGER);
  const limit = whole('limit', DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE);

  const asked = [...(c.req.queries('filterOn') ?? []), ...(c.req.queries('filterOn[]') ?? [])]
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  const unknown = asked.filter((name) => !(fields as readonly string[]).includes(name));
  if (unknown.length > 0) problems.filterOn = `unknown field ${unknown.join(', ')}; use ${fields.join(', ')}`;
  const filterOn = fields.filter((field) => asked.includes(field));

  const searchString = c.req.query('searchString')?.trim() || undefined;
  const searchProblem = searchString === undefined ? undefined : textProblem(searchString, MAX_SEARCH_LENGTH);
  if (searchProblem) problems.searchString = searchProblem;

  if (Object.keys(problems).length > 0) return { ok: false, response: jsonError(c, 400, invalid, problems) };
  return { ok: true, value: { offset, limit, searchString, filterOn: filterOn.length > 0 ? filterOn : [...fields] } };
}

/** Escapes LIKE wildcards so the search text matches literally. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The condition (undefined for none) of a case-insensitive substring search over the chosen
 * fields, with its parameters numbered after `params`.
 */
export function searchCondition<Field extends string>(
  query: ListQuery<Field>,
  searchFields: Readonly<Record<Field, SearchField>>,
  params: unknown[],
): string | undefined {
  if (query.searchString === undefined) return undefined;
  const lowered = query.searchString.toLowerCase();
  const tests = query.filterOn.flatMap((field) => {
    const { expression, needle } = searchFields[field];
    const text = needle ? needle(lowered) : lowered;
    if (text === '') return [];
    params.push(`%${likeLiteral(text)}%`);
    return [`${expression} like $${params.length}`];
  });
  return tests.length > 0 ? `(${tests.join(' or ')})` : 'false';
}

export interface Page<Row> {
  result: Row[];
  meta: [{ totalrows: number }];
}

/** Conditions a list applies besides the search: SQL over its tables reading `$1`… of `params`. */
export interface ListFilter {
  conditions: string[];
  params: unknown[];
}

/**
 * One page of `select <columns> <from> <where> order by <orderBy>` and the number of rows the
 * filter and search match, in one statement (one round trip, one snapshot): the count is a
 * scalar subquery and the page a lateral one, each planned as if alone (the page's walk of its
 * order's index stops at its limit); the left join keeps the count when the page is empty.
 * `from`, `countFrom`, `orderBy` and the filter's conditions are trusted constants.
 */
export async function pagedRows<Row, Field extends string>(
  db: Queryable,
  spec: {
    columns: string;
    from: string;
    orderBy: string;
    searchFields: Readonly<Record<Field, SearchField>>;
    /** A cheaper `from` giving the same count when nothing is filtered (joins that drop no row left out). */
    countFrom?: string;
    filter?: ListFilter;
  },
  query: ListQuery<Field>,
): Promise<Page<Row>> {
  const params: unknown[] = [...(spec.filter?.params ?? [])];
  const search = searchCondition(query, spec.searchFields, params);
  const conditions = [...(spec.filter?.conditions ?? []), ...(search === undefined ? [] : [search])];
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  const countFrom = where === '' && spec.countFrom ? spec.countFrom : spec.from;
  const { rows } = await db.query<Row & { page_total: number; page_row: number | null }>(
    `select (select count(*)::int from ${countFrom} ${where}) as page_total, page.*
       from (select 1) one
       left join lateral (
         select ${spec.columns}, 1 as page_row from ${spec.from} ${where} order by ${spec.orderBy} limit $${params.length + 1} offset $${params.length + 2}
       ) page on true`,
    [...params, query.limit, query.offset],
  );
  const result = rows.flatMap(({ page_total: _total, page_row: row, ...columns }) => (row === null ? [] : [columns as unknown as Row]));
  return { result, meta: [{ totalrows: rows[0]?.page_total ?? 0 }] };
}

/** Which rows of an ordered list to read, and from which end. */
export interface PageWindow {
  /** Rows to skip from the end read from. */
  offset: number;
  /** Rows to read (0: the page is past the end, nothing to read). */
  limit: number;
  /** Read from the end (order reversed), then put the rows back in order. */
  fromEnd: boolean;
}

/**
 * Rows `offset`…`offset + limit` of `total`, read from whichever end is nearer: an index walk
 * to a page in the second half of the list then skips fewer rows (at most half the list).
 */
export function pageWindow(total: number, offset: number, limit: number): PageWindow {
  const end = Math.min(offset + limit, total);
  if (end <= offset) return { offset, limit: 0, fromEnd: false };
  const fromEndOffset = total - end;
  return fromEndOffset < offset
    ? { offset: fromEndOffset, limit: end - offset, fromEnd: true }
    : { offset, limit: end - offset, fromEnd: false };
}
