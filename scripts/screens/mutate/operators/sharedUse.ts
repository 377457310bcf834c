/** A shared definition's name misspelt where a definition uses it (`{ "use": "<name>" }`). */
import { replacing, type Mutant } from '../mutant.ts';
import { misspell } from '../misspell.ts';
import { walk } from '../walk.ts';

export function sharedUseMutants(file: string, data: unknown): Mutant[] {
  const mutants: Mutant[] = [];
  for (const site of walk(data)) {
    if (site.key !== 'use' || typeof site.value !== 'string') continue;
    const slip = misspell(site.value, site.pointer);
    if (slip) mutants.push(replacing(file, site.pointer, 'sharedUse', site.value, slip, 'use '));
  }
  return mutants;
}
