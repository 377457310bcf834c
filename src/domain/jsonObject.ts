/** A JSON text's value, or undefined when it is no JSON (the text itself, for anything that is not text). */
export function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/** Whether a text is the JSON of an object (001 §5: a failed order's JSON; `[1]`, `null`, `"x"` and `abc` are not). */
export function isJsonObject(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const parsed = parseJson(value);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
}

/** The checks a form field may name (`"check": "jsonObject"`): each tells whether a value is accepted. */
export const valueChecks = { jsonObject: isJsonObject } as const;
