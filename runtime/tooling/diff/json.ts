/** Parsed JSON, and the few helpers every area of the diff uses to read it without trusting it. */
export type Json = null | boolean | number | string | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object at `key`, or undefined when absent or not an object. */
export function objectAt(parent: JsonObject | undefined, key: string): JsonObject | undefined {
  const value = parent?.[key];
  return isObject(value) ? value : undefined;
}

/** The string at `key`, or undefined when absent or not a string. */
export function stringAt(parent: JsonObject | undefined, key: string): string | undefined {
  const value = parent?.[key];
  return typeof value === 'string' ? value : undefined;
}

/** The array at `key` (empty when absent or not an array). */
export function arrayAt(parent: JsonObject | undefined, key: string): Json[] {
  const value = parent?.[key];
  return Array.isArray(value) ? value : [];
}

/** The objects of the array at `key`, skipping anything else. */
export function objectsAt(parent: JsonObject | undefined, key: string): JsonObject[] {
  return arrayAt(parent, key).filter(isObject);
}

/** The strings of the array at `key`, skipping anything else. */
export function stringsAt(parent: JsonObject | undefined, key: string): string[] {
  return arrayAt(parent, key).filter((item): item is string => typeof item === 'string');
}

/** JSON text with object keys sorted: equal meaning, equal text. */
export function canonical(value: Json | undefined): string {
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Same meaning, whatever the key order or formatting. */
export function equal(a: Json | undefined, b: Json | undefined): boolean {
  return canonical(a) === canonical(b);
}

/** Every key of the given objects, sorted by code point (never by file order). */
export function unionKeys(...objects: (JsonObject | undefined)[]): string[] {
  const keys = new Set<string>();
  for (const object of objects) for (const key of Object.keys(object ?? {})) keys.add(key);
  return [...keys].sort(compareText);
}

/** Code-point order, the same on every machine and locale. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** An item of a list identified by a key of its own (a column's field, a button's label). */
export interface Keyed<T> {
  /** The identity, made unique: the second item with the same id is `id#2`. */
  key: string;
  /** The identity as the definition spells it. */
  id: string;
  /** 1 for the first item with this id, 2 for the next, ... */
  occurrence: number;
  item: T;
}

/** Items keyed by their identity; repeated identities are told apart by their rank. */
export function keyed<T>(items: T[], idOf: (item: T) => string): Keyed<T>[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const id = idOf(item);
    const occurrence = (seen.get(id) ?? 0) + 1;
    seen.set(id, occurrence);
    return { key: occurrence === 1 ? id : `${id}#${occurrence}`, id, occurrence, item };
  });
}

/** Whether the items present on both sides changed their relative order (additions and removals alone do not count). */
export function reordered(before: string[], after: string[]): boolean {
  const inAfter = new Set(after);
  const inBefore = new Set(before);
  const commonBefore = before.filter((key) => inAfter.has(key));
  const commonAfter = after.filter((key) => inBefore.has(key));
  return commonBefore.some((key, i) => key !== commonAfter[i]);
}
