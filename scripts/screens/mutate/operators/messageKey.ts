/** A message key misspelt: where a `messages` object declares it, or where a definition names it (`failedMessage`, `loadFailed`). */
import { renaming, replacing, type Mutant } from '../mutant.ts';
import { misspell } from '../misspell.ts';
import { walk } from '../walk.ts';
import { holderKey, isName } from './shapes.ts';

/** Keys whose value is the key of a message, not a text. */
const MESSAGE_REFERENCES = new Set(['failedMessage', 'loadFailed']);

export function messageKeyMutants(file: string, data: unknown): Mutant[] {
  const mutants: Mutant[] = [];
  for (const site of walk(data)) {
    if (holderKey(site) === 'messages' && !Array.isArray(site.parent) && typeof site.value === 'string') {
      const slip = misspell(site.key, site.pointer);
      if (slip) mutants.push(renaming(file, site.pointer, 'messageKey', site.key, slip, 'message key '));
    } else if (MESSAGE_REFERENCES.has(site.key) && holderKey(site) !== 'messages' && isName(site.value)) {
      const slip = misspell(site.value, site.pointer);
      if (slip) mutants.push(replacing(file, site.pointer, 'messageKey', site.value, slip, `${site.key} `));
    }
  }
  return mutants;
}
