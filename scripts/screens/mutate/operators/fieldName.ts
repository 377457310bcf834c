/** A field name misspelt, or swapped for another field the same screen names (columns, filters, form fields, `rowKey`). */
import { replacing, type Mutant } from '../mutant.ts';
import { misspell, hashOf } from '../misspell.ts';
import { walk } from '../walk.ts';
import { isCondition, isFormField } from './shapes.ts';

/** Where the definition names a field: `rowKey`, a `field` that is not a condition's, a form field's `name`. */
function fieldSites(data: unknown): Array<{ pointer: string; name: string }> {
  const sites: Array<{ pointer: string; name: string }> = [];
  for (const site of walk(data)) {
    if (site.path.length === 0 && site.key === 'rowKey' && typeof site.value === 'string') sites.push({ pointer: site.pointer, name: site.value });
    else if (site.key === 'field' && typeof site.value === 'string' && !isCondition(site.parent)) sites.push({ pointer: site.pointer, name: site.value });
    else if (isFormField(site)) sites.push({ pointer: `${site.pointer}/name`, name: (site.value as { name: string }).name });
  }
  return sites;
}

export function fieldNameMutants(file: string, data: unknown): Mutant[] {
  const sites = fieldSites(data);
  const names = [...new Set(sites.map((site) => site.name))];
  return sites.flatMap(({ pointer, name }) => {
    const mutants: Mutant[] = [];
    const slip = misspell(name, pointer);
    if (slip) mutants.push(replacing(file, pointer, 'fieldName', name, slip, 'misspelt '));
    // Another field the screen names: the right kind of name in the wrong place.
    const others = names.filter((other) => other !== name);
    const other = others[hashOf(pointer) % Math.max(others.length, 1)];
    if (other !== undefined) mutants.push(replacing(file, pointer, 'fieldName', name, other, 'swapped '));
    return mutants;
  });
}
