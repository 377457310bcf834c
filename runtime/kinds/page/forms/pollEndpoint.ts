import type { Endpoint, PageScreen, PageSubmit } from '../../../generated/screen';

/** The call a post-then-poll submit polls. */
export function pollEndpointOf(screen: PageScreen, submit: PageSubmit): Endpoint | undefined {
  return submit.poll ? screen.endpoints[submit.poll.endpoint] : undefined;
}

/** The calls a submit's `before` steps make (and their `undo` calls), by endpoint name. */
export function stepEndpointsOf(screen: PageScreen, submit: PageSubmit): Record<string, Endpoint | undefined> {
  const names = (submit.before ?? []).flatMap((step) => (step.undo ? [step.endpoint, step.undo.endpoint] : [step.endpoint]));
  return Object.fromEntries(names.map((name) => [name, screen.endpoints[name]]));
}
