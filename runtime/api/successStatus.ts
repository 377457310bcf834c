import type { Endpoint } from '../generated/screen';

/**
 * Whether an answer's status means success for an endpoint: one of the statuses its
 * `successStatus` names (one, or a set such as `[200, 201]` for 001 §7's 'below 202'), else any 2xx.
 */
export function isSuccessStatus(endpoint: Pick<Endpoint, 'successStatus'>, status: number): boolean {
  const declared = endpoint.successStatus;
  if (declared === undefined) return status >= 200 && status <= 299;
  return (typeof declared === 'number' ? [declared] : declared).includes(status);
}
