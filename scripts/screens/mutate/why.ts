/** Why a survivor survived, in words: which value of the definition no rule holds to anything. */
import type { Mutant } from './mutant.ts';
import { tokensOf } from './mutant.ts';

/** Each rule: a test on the mutant, and the gap it names. The first that matches says it. */
const GAPS: ReadonlyArray<[(mutant: Mutant, tokens: readonly string[]) => boolean, string]> = [
  [(m, t) => t.includes('props') && t.includes('blocks'), "a custom component's props are checked against its JSON Schema only: free strings pass"],
  [(m, t) => m.operator === 'endpoint' && t[t.length - 1] === 'path', "endpoint paths are not held to the server's routes"],
  [(m, t) => m.operator === 'endpoint' && t[t.length - 1] === 'method', "endpoint methods are not held to the server's routes (only where a kind needs a given method)"],
  [(m) => m.operator === 'required', "whether a field is asked is not held to the entity's required properties"],
  [(m) => m.operator === 'condition', 'the value a condition tests is not held to the values its field may take'],
  [(m) => m.operator === 'placeholder', 'this template reads values no rule lists'],
];

export function whySurvived(mutant: Mutant): string {
  const tokens = tokensOf(mutant.pointer);
  for (const [matches, gap] of GAPS) if (matches(mutant, tokens)) return gap;
  return 'no rule reads this value against anything';
}
