import type { Endpoint, PageScreen, PageSubmit } from '../../../generated/screen';

/** The call a post-then-poll submit polls. */
export function pollEndpointOf(screen: PageScreen, submit: PageSubmit): Endpoint | undefined {
  return submit.poll ? screen.endpoints[submit.poll.endpoint] : undefined;
}
