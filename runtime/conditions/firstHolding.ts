import type { Condition } from '../generated/screen';
import { evaluateCondition, type StateReader } from './evaluateCondition';

/**
 * The first alternative whose `when` holds, in the definition's order (a submit's `labelWhen`,
 * `endpointWhen`); undefined when none does, and the definition's plain value applies.
 */
export function firstHolding<T extends { when: Condition }>(alternatives: readonly T[] | undefined, read: StateReader): T | undefined {
  return alternatives?.find((alternative) => evaluateCondition(alternative.when, read));
}
