/** Every value of a definition with its JSON Pointer: what the operators look for their sites in. */
import { esc } from '../../../runtime/tooling/jsonPointer.ts';
import { isObject, type JsonObject } from './mutant.ts';

export interface Site {
  pointer: string;
  value: unknown;
  /** The key (or item index, as text) the value sits under. */
  key: string;
  /** The object or array holding it (undefined at the root). */
  parent: JsonObject | unknown[] | undefined;
  /** The keys from the root to it, without the last. */
  path: readonly string[];
}

/** Every site, depth first, in the definition's order. */
export function* walk(data: unknown, pointer = '', key = '', parent: Site['parent'] = undefined, path: readonly string[] = []): Generator<Site> {
  yield { pointer, value: data, key, parent, path };
  const below = pointer === '' ? path : [...path, key];
  if (Array.isArray(data)) {
    for (const [index, item] of data.entries()) yield* walk(item, `${pointer}/${index}`, String(index), data, below);
  } else if (isObject(data)) {
    for (const [name, value] of Object.entries(data)) yield* walk(value, `${pointer}/${esc(name)}`, name, data, below);
  }
}
