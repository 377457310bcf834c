/** A text in a custom component's props misspelt (a report type, a key, a state path): props are the component's own language. */
import { isObject, replacing, type Mutant } from '../mutant.ts';
import { misspell } from '../misspell.ts';
import { walk } from '../walk.ts';

export function customPropMutants(file: string, data: unknown): Mutant[] {
  const mutants: Mutant[] = [];
  for (const block of walk(data)) {
    // A block naming a component with props (a custom block's shape: only it has `component`).
    if (!isObject(block.value) || typeof block.value.component !== 'string' || !isObject(block.value.props)) continue;
    for (const site of walk(block.value.props, `${block.pointer}/props`)) {
      // A `use` is a shared name (sharedUse); a `label` is words shown as written (a typo there is
      // a typo, no rule's business); a time or a number written as text has no letters to slip.
      if (typeof site.value !== 'string' || site.key === 'use' || site.key === 'label') continue;
      const slip = misspell(site.value, site.pointer);
      if (slip) mutants.push(replacing(file, site.pointer, 'customProp', site.value, slip, 'prop '));
    }
  }
  return mutants;
}
