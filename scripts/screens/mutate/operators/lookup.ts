/** A lookup's name misspelt: where `lookups` declares it, or where a widget or column names it (`lookup`). */
import { renaming, replacing, type Mutant } from '../mutant.ts';
import { misspell } from '../misspell.ts';
import { walk } from '../walk.ts';
import { holderKey, isName } from './shapes.ts';

export function lookupMutants(file: string, data: unknown): Mutant[] {
  const mutants: Mutant[] = [];
  for (const site of walk(data)) {
    if (holderKey(site) === 'lookups' && site.path.length === 1 && !Array.isArray(site.parent)) {
      const slip = misspell(site.key, site.pointer);
      if (slip) mutants.push(renaming(file, site.pointer, 'lookup', site.key, slip, 'lookup '));
    } else if (site.key === 'lookup' && isName(site.value)) {
      const slip = misspell(site.value, site.pointer);
      if (slip) mutants.push(replacing(file, site.pointer, 'lookup', site.value, slip, 'lookup '));
    }
  }
  return mutants;
}
