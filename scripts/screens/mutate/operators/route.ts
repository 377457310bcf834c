/** A route misspelt: the definition's own `route`, or one it opens (`navigate`, a link's `to`, a tile's `route`). */
import { replacing, type Mutant } from '../mutant.ts';
import { misspell, hashOf } from '../misspell.ts';
import { walk } from '../walk.ts';

const ROUTE_KEYS = new Set(['route', 'navigate', 'to']);

export function routeMutants(file: string, data: unknown): Mutant[] {
  const mutants: Mutant[] = [];
  for (const site of walk(data)) {
    if (!ROUTE_KEYS.has(site.key) || typeof site.value !== 'string' || !site.value.startsWith('/')) continue;
    // A slip in a literal segment (not a `{placeholder}`), as in a path.
    const segments = site.value.split('/');
    const literal = segments.flatMap((segment, index) => (/[A-Za-z]/.test(segment) && !segment.includes('{') ? [index] : []));
    if (literal.length === 0) continue;
    const index = literal[hashOf(site.pointer) % literal.length] as number;
    const slip = misspell(segments[index] as string, site.pointer);
    if (!slip) continue;
    segments[index] = slip;
    mutants.push(replacing(file, site.pointer, 'route', site.value, segments.join('/'), site.path.length === 0 ? 'own route ' : 'route opened '));
  }
  return mutants;
}
