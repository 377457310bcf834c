import type { Endpoint, PageScreen, PageSubmit } from '../../../generated/screen';

/** The call a post-then-poll submit polls. */
export function pollEndpointOf(screen: PageScreen, submit: PageSubmit): Endpoint | undefined {
  return submit.poll ? screen.endpoints[submit.poll.endpoint] : undefined;
}

/** The calls a submit's `before` steps make, by endpoint name. */
export function stepEndpointsOf(screen: PageScreen, submit: PageSubmit): Record<string, Endpoint | undefined> {
  return Object.fromEntries((submit.before ?? []).map((step) => [step.endpoint, screen.endpoints[step.endpoint]]));
}
