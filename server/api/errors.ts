import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The JSON error body of every service: a sentence, and per-field messages for bad input. */
export interface ApiErrorBody {
  error: string;
  fields?: Record<string, string>;
}

export function jsonError(c: Context, status: ContentfulStatusCode, error: string, fields?: Record<string, string>) {
  const body: ApiErrorBody = fields ? { error, fields } : { error };
  return c.json(body, status);
}
