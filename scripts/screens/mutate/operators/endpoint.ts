/** An endpoint's path misspelt (a literal segment) or its method changed, or a reference to an endpoint misspelt. */
import { replacing, type Mutant } from '../mutant.ts';
import { misspell, hashOf } from '../misspell.ts';
import { walk } from '../walk.ts';
import { holderKey, isEndpoint, isName } from './shapes.ts';

/** The method an author writes instead (the usual confusions). */
const OTHER_METHOD: Readonly<Record<string, string>> = { GET: 'POST', POST: 'PUT', PUT: 'POST', PATCH: 'PUT', DELETE: 'POST' };

/** The path with one literal segment (not a `{placeholder}`) misspelt. */
function misspeltPath(path: string, where: string): string | undefined {
  const segments = path.split('/');
  const literal = segments.flatMap((segment, index) => (/[A-Za-z]/.test(segment) && !segment.includes('{') ? [index] : []));
  if (literal.length === 0) return undefined;
  const index = literal[hashOf(where) % literal.length] as number;
  const slip = misspell(segments[index] as string, where);
  if (!slip) return undefined;
  segments[index] = slip;
  return segments.join('/');
}

export function endpointMutants(file: string, data: unknown): Mutant[] {
  const mutants: Mutant[] = [];
  for (const site of walk(data)) {
    if (isEndpoint(site.value)) {
      const { method, path } = site.value;
      const slip = misspeltPath(path, site.pointer);
      if (slip) mutants.push(replacing(file, `${site.pointer}/path`, 'endpoint', path, slip, 'path '));
      const other = OTHER_METHOD[method];
      if (other) mutants.push(replacing(file, `${site.pointer}/method`, 'endpoint', method, other, 'method '));
    } else if (isName(site.value) && (site.key === 'endpoint' || site.key === 'call' || (holderKey(site) === 'endpoints' && site.path.length > 1))) {
      // A reference by name: `endpoint`, `call`, or a custom block's role → endpoint map.
      const slip = misspell(site.value, site.pointer);
      if (slip) mutants.push(replacing(file, site.pointer, 'endpoint', site.value, slip, 'endpoint name '));
    }
  }
  return mutants;
}
