/**
 * Why a survivor survived, in words: the gap it shows, by the kind of place and mistake. Each
 * rule says what no check holds the value to (so the report reads as a list of gaps).
 */
import type { Mutant } from './mutant.ts';
import { tokensOf } from './mutant.ts';

type Gap = [(mutant: Mutant, tokens: readonly string[], last: string) => boolean, string];

const ANSWER = /\banswer\b|\{(answer|result|error|message)\b/;

const GAPS: readonly Gap[] = [
  [(m, t) => m.operator === 'customProp' && t.includes('productTypes'), "the storefront's product types are in no entity schema: a product type prop is a free string"],
  [(m, t) => m.operator === 'customProp' && t.includes('lists'), "a cart list's key is its name, shown in its texts: any text is a name"],
  [(m, t) => m.operator === 'customProp' && (t.includes('fixedUpdate') || t.includes('deliveryWindow')), "these fixed values are nested in the report config's schema (filtersForRestUrl) or free there: propValues reads an entity's own properties only"],
  [(m) => m.operator === 'customProp', "a custom component's props are held to its JSON Schema (and propValues): this one is a free string"],
  [(m) => m.operator === 'route' && m.change.startsWith('own route'), "a definition's own route is its address, chosen by its author; no other definition opens it, so only a test that opens it can tell"],
  [(m) => m.operator === 'route', "a dashboard link may name a route not built yet (shown as 'Not yet available'): a misspelt one is shown so, not refused"],
  [(m, _t, last) => m.operator === 'endpoint' && last === 'method', 'the service answers this path with both methods (create and update on one path): only the body tells them apart'],
  [(m, _t, last) => m.operator === 'required' || last === 'required', "whether a field must be filled is the author's choice (an entity's `required` asks for the key, not for a value): only a test of the form tells"],
  [(m, _t, last) => m.operator === 'condition' && last === 'field' && /\banswer\b|^value$/.test(String(JSON.parse(m.change.split(' → ')[0]?.replace(/^field /, '') ?? '""'))), "a state path into a call's answer (or a tone's own value): no entity gives the answer's shape"],
  [(m, _t, last) => m.operator === 'condition' && last === 'field', 'a state path the checker follows only to its block: the fields below it are not known'],
  [(m) => m.operator === 'condition', 'the value a condition tests is not held to the values its field may take (an answer value, or an operand any value of the type fits)'],
  [(m) => m.operator === 'placeholder' && ANSWER.test(m.change), "the placeholder reads a call's answer: no entity gives its shape"],
  [(m) => m.operator === 'placeholder', 'the placeholder reads values the checker does not list here (a state path below its block, a row of an answer)'],
  [(m) => m.operator === 'fieldName' && m.change.startsWith('swapped'), 'swapped for another field of the same rows: a valid name, only a test reading the column tells'],
  [(m) => m.operator === 'fieldName', "a field of a lookup's options: no entity gives a lookup's rows"],
];

export function whySurvived(mutant: Mutant): string {
  const tokens = tokensOf(mutant.pointer);
  const last = tokens[tokens.length - 1] ?? '';
  for (const [matches, gap] of GAPS) if (matches(mutant, tokens, last)) return gap;
  return 'no rule reads this value against anything';
}
