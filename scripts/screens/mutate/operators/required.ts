/** A `required` flag flipped or removed, or an asked field made optional (`"required": false` added). */
import { removeAt, replacing, setAt, type Mutant } from '../mutant.ts';
import { walk } from '../walk.ts';
import { isFormField } from './shapes.ts';

export function requiredMutants(file: string, data: unknown): Mutant[] {
  const mutants: Mutant[] = [];
  for (const site of walk(data)) {
    if (site.key === 'required' && typeof site.value === 'boolean') {
      mutants.push(replacing(file, site.pointer, 'required', site.value, !site.value, 'required '));
      const pointer = site.pointer;
      mutants.push({ file, pointer, operator: 'required', change: `required ${String(site.value)} removed`, apply: (copy) => removeAt(copy, pointer) });
    } else if (isFormField(site) && !Object.hasOwn(site.value as object, 'required')) {
      const pointer = `${site.pointer}/required`;
      mutants.push({ file, pointer, operator: 'required', change: 'required false added', apply: (copy) => setAt(copy, pointer, false) });
    }
  }
  return mutants;
}
