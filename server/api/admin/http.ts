import type { Context } from 'hono';
import { jsonError } from '../errors';
import type { ParameterSchema } from '../routes';
import type { Validation } from '../validate';

/** What a handler step answers: a value to go on with, or the error response to return. */
export type Step<T> = { ok: true; value: T } | { ok: false; response: Response };

/**
 * The request body as JSON; an absent or unreadable body counts as `{}` so the validator names
 * every missing field. (Malformed JSON never gets here: the service answers it with 400 first.)
 */
export async function readBody(c: Context): Promise<unknown> {
  const body: unknown = await c.req.json().catch(() => undefined);
  return body === undefined ? {} : body;
}

/** Validates the request body (after `normalise`), answering 400 `{ error, fields }` when it is bad. */
export async function validBody<T>(
  c: Context,
  validate: (body: unknown) => Validation<T>,
  invalid: string,
  normalise: (body: unknown) => unknown = (body) => body,
): Promise<Step<T>> {
  const checked = validate(normalise(await readBody(c)));
  return checked.ok ? { ok: true, value: checked.value } : { ok: false, response: jsonError(c, 400, invalid, checked.fields) };
}

/** The largest id and offset: PostgreSQL's `integer` (ids are `serial`). */
export const MAX_DATABASE_INTEGER = 2_147_483_647;

/** The path parameter schema of a call whose path holds one id, `pathId`'s rule. */
export function idParams(name: string): ParameterSchema {
  return {
    type: 'object',
    properties: { [name]: { type: 'integer', minimum: 1, maximum: MAX_DATABASE_INTEGER, description: 'A row id: digits only.' } },
    required: [name],
    additionalProperties: false,
  };
}

/** A positive whole-number id from the path (at most 2147483647), or 400 `{ error, fields: { <param>: … } }`. */
export function pathId(c: Context, param: string, invalid: string): Step<number> {
  const raw = c.req.param(param) ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id >= 1 && id <= MAX_DATABASE_INTEGER) return { ok: true, value: id };
  return { ok: false, response: jsonError(c, 400, invalid, { [param]: `must be a whole number from 1 to ${MAX_DATABASE_INTEGER}` }) };
}

/** A copy of a JSON object body with the named string fields trimmed; anything else as is. */
export function trimFields(body: unknown, names: readonly string[]): unknown {
  if (!isRecord(body)) return body;
  const copy: Record<string, unknown> = { ...body };
  for (const name of names) {
    const value = copy[name];
    if (typeof value === 'string') copy[name] = value.trim();
    if (Array.isArray(value)) copy[name] = value.map((item: unknown) => (typeof item === 'string' ? item.trim() : item));
  }
  return copy;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export { sqlState } from '../errors';

/** SQLSTATE of a unique-constraint violation: a concurrent duplicate that slipped past the checks. */
export const UNIQUE_VIOLATION = '23505';
/** SQLSTATE of a foreign-key violation: a row still referenced, or a reference that vanished. */
export const FOREIGN_KEY_VIOLATION = '23503';

/** 'Town Transcona', 'Towns Transcona and Elmwood', 'Towns A, B and C'. */
export function namedList(singular: string, plural: string, names: readonly string[]): string {
  if (names.length === 1) return `${singular} ${names[0] ?? ''}`;
  const head = names.slice(0, -1).join(', ');
  return `${plural} ${head} and ${names[names.length - 1] ?? ''}`;
}

/** '1 postal code', '3 postal codes'. */
export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** The first few problems as one text the console can show. */
export function summary(sentences: readonly string[]): string {
  const shown = sentences.slice(0, 3).join(' ');
  return sentences.length > 3 ? `${shown} (and ${sentences.length - 3} more)` : shown;
}
