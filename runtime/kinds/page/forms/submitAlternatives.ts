import type { PageSubmit } from './types';
import { firstHolding } from '../../../conditions/firstHolding';
import type { StateReader } from '../../../conditions/evaluateCondition';

/**
 * The submit button's text as the page stands: the first `labelWhen` label whose condition holds,
 * else `label` (001 §2 Checkout: 'Save Cart' while a cart is being edited, else 'Add Cart').
 */
export function submitLabelOf(submit: Pick<PageSubmit, 'label' | 'labelWhen'>, read: StateReader): string {
  return firstHolding(submit.labelWhen, read)?.label ?? submit.label;
}
