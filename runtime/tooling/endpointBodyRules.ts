import type { Endpoint } from '../generated/screen';
import { esc } from './jsonPointer.ts';
import type { Found } from './problems.ts';

/**
 * An endpoint marked `noBody` sends no request body (its values travel in the path and query:
 * 002 §7 Gift-set alerts), so it cannot also say one: not with `body` or `graphql`, and a GET
 * never sends one anyway.
 */
export function noBodyProblems(endpoints: Readonly<Record<string, Endpoint | undefined>>): Found[] {
  const problems: Found[] = [];
  for (const [name, called] of Object.entries(endpoints)) {
    if (called?.noBody !== true) continue;
    const at = `/endpoints/${esc(name)}`;
    if (called.body !== undefined) problems.push([`${at}/body`, '"noBody" sends no request body: drop "body" (or "noBody")', 'endpoint.no-body-with-body']);
    if (called.graphql !== undefined) problems.push([`${at}/graphql`, '"noBody" sends no request body: a GraphQL call sends { query, variables }', 'endpoint.no-body-with-body']);
    if (called.method === 'GET') problems.push([`${at}/noBody`, 'a GET sends no body anyway: drop "noBody"', 'endpoint.no-body-on-get']);
  }
  return problems;
}
