/**
 * A value of unknown type as text (a cell, an answer, a template's output, a query parameter):
 * what `String()` gives, except for a plain object, which `String()` prints as `[object Object]`,
 * and which comes out as its JSON instead. A list is its items' texts joined by commas, as
 * `String()` joins them (an empty or missing item is empty).
 */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint' || value === undefined || value === null) return String(value);
  if (typeof value === 'symbol') return value.toString();
  if (Array.isArray(value)) return value.map((item: unknown) => (item === undefined || item === null ? '' : textOf(item))).join(',');
  if (typeof value === 'object') {
    const prototype: unknown = Object.getPrototypeOf(value);
    if (prototype === Object.prototype || prototype === null) return JSON.stringify(value);
    // Any other object (a Date, a URL, a Request) says what its own class's toString says.
    const own: { toString(): string } = value;
    return own.toString();
  }
  return typeof value === 'function' ? String(value) : '';
}
