import type { Guard } from '../generated/screen';
import { evaluateCondition, type StateReader } from './evaluateCondition';

/**
 * The first guard whose condition does not hold, in the definition's order (the one whose message
 * is shown); undefined when every one holds and the press may go on to its confirm and call.
 */
export function failedGuard(guards: readonly Guard[] | undefined, read: StateReader): Guard | undefined {
  return guards?.find((guard) => !evaluateCondition(guard.holds, read));
}
