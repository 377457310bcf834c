import type { Endpoint } from '../generated/screen';
import { evaluateCondition } from '../conditions/evaluateCondition';
import { readPath } from '../templates/path';

/**
 * Whether an answer's status means success for an endpoint: one of the statuses its
 * `successStatus` names (one, or a set such as `[200, 201]` for 001 §7's 'below 202'), else any 2xx.
 */
export function isSuccessStatus(endpoint: Pick<Endpoint, 'successStatus'>, status: number): boolean {
  const declared = endpoint.successStatus;
  if (declared === undefined) return status >= 200 && status <= 299;
  return (typeof declared === 'number' ? [declared] : declared).includes(status);
}

/**
 * Whether an answer is a success: its status means success and, with `succeedsWhen`, the condition
 * holds over its body (paths relative to the body). A GraphQL mutation answering 200 with
 * `userErrors` and no cart is then a failure, as the service meant it.
 */
export function isSuccessAnswer(endpoint: Pick<Endpoint, 'successStatus' | 'succeedsWhen'>, status: number, data: unknown): boolean {
  if (!isSuccessStatus(endpoint, status)) return false;
  return endpoint.succeedsWhen === undefined || evaluateCondition(endpoint.succeedsWhen, (path) => readPath(data, path));
}
