import type { Condition, Endpoint, PageScreen } from '../../../generated/screen';
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

/** One `endpointWhen` alternative with the page's call it names (undefined when the page declares none by that name). */
export interface EndpointChoice {
  when: Condition;
  name: string;
  endpoint: Endpoint | undefined;
}

/** A submit's `endpointWhen`, each with its call: what the form's controller chooses from when pressed. */
export function endpointChoicesOf(endpoints: PageScreen['endpoints'], submit: Pick<PageSubmit, 'endpointWhen'>): EndpointChoice[] {
  return (submit.endpointWhen ?? []).map(({ when, endpoint }) => ({ when, name: endpoint, endpoint: endpoints[endpoint] }));
}
