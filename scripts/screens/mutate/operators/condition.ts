/** A condition's operand changed: a state path it reads (`field`, `sameAs`) misspelt, or the value it tests changed. */
import { isObject, replacing, type Mutant } from '../mutant.ts';
import { misspell } from '../misspell.ts';
import { walk } from '../walk.ts';
import { CONDITION_TESTS, isCondition } from './shapes.ts';

/** Another value of the same type, as an author would mistype it; undefined when none is sensible. */
function otherValue(value: unknown, where: string): unknown {
  if (typeof value === 'boolean') return !value;
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'string') return misspell(value, where);
  if (Array.isArray(value) && typeof value[0] === 'string') {
    const slip = misspell(value[0], where);
    const rest: unknown[] = value.slice(1);
    return slip === undefined ? undefined : [slip, ...rest];
  }
  return undefined;
}

/** A state path with its last segment misspelt: where a slip changes what is read, not which block. */
function pathSlip(path: string, where: string): string | undefined {
  const segments = path.split('.');
  const last = segments.length - 1;
  const slip = misspell(segments[last] as string, where);
  return slip === undefined ? undefined : [...segments.slice(0, last), slip].join('.');
}

export function conditionMutants(file: string, data: unknown): Mutant[] {
  const mutants: Mutant[] = [];
  for (const site of walk(data)) {
    if (!isCondition(site.value) || !isObject(site.value)) continue;
    // `field` and `sameAs` are state paths; the other tests are values.
    for (const key of ['field', 'sameAs'] as const) {
      const path = site.value[key];
      const slip = typeof path === 'string' ? pathSlip(path, site.pointer) : undefined;
      if (slip) mutants.push(replacing(file, `${site.pointer}/${key}`, 'condition', path, slip, `${key} `));
    }
    for (const test of CONDITION_TESTS) {
      if (!Object.hasOwn(site.value, test) || test === 'matches' || test === 'sameAs') continue;
      const other = otherValue(site.value[test], `${site.pointer}/${test}`);
      if (other !== undefined) mutants.push(replacing(file, `${site.pointer}/${test}`, 'condition', site.value[test], other, `${test} `));
    }
  }
  return mutants;
}
