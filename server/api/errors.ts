import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The JSON error body of every service: a sentence, per-field messages for bad input, and, when
 * rows changed since the caller loaded them (409), their ids.
 */
export interface ApiErrorBody {
  error: string;
  fields?: Record<string, string>;
  conflicts?: number[];
}

export function jsonError(c: Context, status: ContentfulStatusCode, error: string, fields?: Record<string, string>) {
  const body: ApiErrorBody = fields ? { error, fields } : { error };
  return c.json(body, status);
}

/** 409 `{ error, conflicts, fields }`: the rows `conflicts` changed since they were loaded; nothing was written. */
export function conflictError(c: Context, error: string, conflicts: number[], fields: Record<string, string>) {
  const body: ApiErrorBody = { error, conflicts, fields };
  return c.json(body, 409);
}

/** The SQLSTATE of a database error (pg and PGlite both carry `code`), if any. */
export function sqlState(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

/**
 * Whether the database refused a value it was sent: SQLSTATE class 22, data exception (22021
 * a NUL in a text, 22003 a number out of range, 22P02 text that is not a number, 22007 a bad
 * date, …). The services validate what they send, so this is the last line of defence: the
 * caller sent something wrong (400), not the server failing (500).
 */
export function isBadValueError(error: unknown): boolean {
  return sqlState(error)?.startsWith('22') ?? false;
}

export const BAD_VALUE_MESSAGE = 'The request holds a value the database cannot store or read: check the values sent.';
