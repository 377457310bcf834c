import { describe, expect, it } from 'vitest';
import { endpointFacts } from '../../runtime/tooling/diff/endpoints';
import type { JsonObject } from '../../runtime/tooling/diff/json';

const search = (graphql: JsonObject | undefined): JsonObject => ({ method: 'POST', path: '/', service: 'storefrontGraphql', ...(graphql ? { graphql } : {}) });
const document = 'query ($q: String!) { products(first: 1, query: $q) { edges { node { title } } } }';

describe('screens:diff of a GraphQL call', () => {
  it('says the document changed (without quoting it) and each variable that changed; both change what is sent', () => {
    const before = search({ query: document, variables: { q: 'title:{title}' } });
    const after = search({ query: document.replace('title', 'title handle'), variables: { q: 'title:"{title}"', first: '{count}' } });
    const { facts, risky } = endpointFacts(before, after);
    expect(facts).toEqual(['GraphQL document changed', 'GraphQL variable `first` added: `{count}`', 'GraphQL variable `q`: `title:{title}` → `title:"{title}"`']);
    expect(risky).toEqual(['body']);
  });

  it('says nothing when only the formatting of the definition differs', () => {
    const same = search({ query: document, variables: { q: 'title:{title}' } });
    expect(endpointFacts(same, structuredClone(same))).toEqual({ facts: [], risky: [] });
  });

  it('says when an endpoint becomes, or stops being, a GraphQL call', () => {
    expect(endpointFacts(search(undefined), search({ query: document })).facts).toEqual(['GraphQL document set (now a GraphQL call)']);
    expect(endpointFacts(search({ query: document }), search(undefined)).facts).toEqual(['GraphQL document removed (no longer a GraphQL call)']);
  });
});
