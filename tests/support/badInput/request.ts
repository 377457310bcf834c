/** One generated bad request and what its answer must be. */
export interface BadRequest {
  /** What was done wrong, e.g. `body.town_name: a NUL character`. */
  what: string;
  method: string;
  /** Mount, path and query, encoded as sent. */
  path: string;
  contentType?: string;
  body?: string;
  /** The statuses allowed (all 4xx). */
  status: readonly number[];
  /** The answer's `fields` must name one of these (or a key under one: `townIDArray.0`); none: no field needed. */
  fields?: readonly string[];
}

export const JSON_TYPE = 'application/json';
