import type { PageSubmit } from './types';
import { evaluateCondition, type StateReader } from '../../../conditions/evaluateCondition';
import { failedGuard } from '../../../conditions/guards';

/** Whether a submit's button may be pressed, and the note that says why not (a template still to fill). */
export interface SubmitReadiness {
  enabled: boolean;
  note: string | undefined;
}

/**
 * A submit is ready while its `enabledWhen` holds and every one of its `requires` does. Its note is
 * `incomplete` when `enabledWhen` is what fails, else the first unmet requirement's message, so the
 * staff read the one reason that applies ('Special characters are not allowed', not 'Please choose
 * region' when a region is chosen).
 */
export function submitReadiness(submit: Pick<PageSubmit, 'enabledWhen' | 'incomplete' | 'requires'>, read: StateReader): SubmitReadiness {
  if (submit.enabledWhen !== undefined && !evaluateCondition(submit.enabledWhen, read)) return { enabled: false, note: submit.incomplete };
  const unmet = failedGuard(submit.requires, read);
  return unmet === undefined ? { enabled: true, note: undefined } : { enabled: false, note: unmet.message };
}
