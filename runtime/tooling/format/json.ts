/** JSON values as `JSON.parse` gives them. */
export type JsonScalar = null | boolean | number | string;
export type JsonValue = JsonScalar | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A JSON value whose object keys are in their final order. Objects are lists of entries, not
 * JavaScript objects, so no key is special (`__proto__`, integer-like keys keep their place).
 */
export type Ordered =
  | { type: 'object'; entries: Array<[string, Ordered]> }
  | { type: 'array'; items: Ordered[] }
  | { type: 'scalar'; value: JsonScalar };

/** The value as it is, every object in its author's key order. */
export function asWritten(value: JsonValue): Ordered {
  if (Array.isArray(value)) return { type: 'array', items: value.map(asWritten) };
  if (isJsonObject(value)) return { type: 'object', entries: Object.entries(value).map(([key, item]) => [key, asWritten(item)]) };
  return { type: 'scalar', value };
}

/** Checks that an in-memory value is plain JSON (what `JSON.parse` could have produced). */
export function toJsonValue(value: unknown, at = ''): JsonValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`${at || '/'}: ${value} is not a JSON number`);
    return value;
  }
  if (Array.isArray(value)) return value.map((item, i) => toJsonValue(item, `${at}/${i}`));
  if (isJsonObject(value) && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null)) {
    const result: JsonObject = {};
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue; // as JSON.stringify does
      Object.defineProperty(result, key, { value: toJsonValue(item, `${at}/${key}`), enumerable: true, writable: true, configurable: true });
    }
    return result;
  }
  throw new TypeError(`${at || '/'}: ${typeof value} is not a JSON value`);
}
