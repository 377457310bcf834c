import { textOf } from '../../shared/textOf.ts';
import { isFilled } from './isFilled.ts';

const isPlainObject = (value: object): boolean => {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** Lists and objects equal by value, as their JSON is (the order of an object's keys aside). */
function jsonEqual(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => jsonEqual(item, b[index]));
  }
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return a === b;
  // A Date (or any other class) is what its JSON says: two Dates of one instant are equal.
  if (!isPlainObject(a) || !isPlainObject(b)) return JSON.stringify(a) === JSON.stringify(b);
  const left = Object.entries(a).filter(([, item]) => item !== undefined);
  const right = new Map(Object.entries(b).filter(([, item]) => item !== undefined));
  return left.length === right.size && left.every(([key, item]) => right.has(key) && jsonEqual(item, right.get(key)));
}

/**
 * Whether two state values are the same (a `sameAs` condition): compared as `equals` compares a
 * value with a scalar (numbers and their text alike, booleans strictly); two values neither of which
 * is filled (absent, blank text, an empty list) are the same; lists and objects compare by value.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  const aFilled = isFilled(a);
  const bFilled = isFilled(b);
  if (!aFilled || !bFilled) return aFilled === bFilled;
  const aObject = typeof a === 'object';
  const bObject = typeof b === 'object';
  if (aObject || bObject) return aObject && bObject && jsonEqual(a, b);
  if (typeof a === 'boolean' || typeof b === 'boolean') return a === b;
  return textOf(a) === textOf(b);
}
