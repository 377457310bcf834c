import type { GraphqlRequest } from '../generated/screen';
import { renderTemplates } from '../templates/template';

/**
 * The body of a GraphQL call: the document as written (its braces are GraphQL's, never
 * placeholders) and each variable filled from its template; a variable whose value is missing
 * is left out, so the operation's default (or its own null check) decides.
 */
export function graphqlBody(request: GraphqlRequest, context: Record<string, unknown>): { query: string; variables: Record<string, unknown> } {
  const variables = Object.fromEntries(Object.entries(renderTemplates(request.variables, context)).filter(([, value]) => value !== undefined));
  return { query: request.query, variables };
}
