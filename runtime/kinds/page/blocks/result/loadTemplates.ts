import type { Endpoint } from '../../../../generated/screen.ts';

const texts = (map: Readonly<Record<string, string | undefined>> | undefined): string[] => Object.values(map ?? {}).filter((value): value is string => typeof value === 'string');

/** What a result block's load call reads: its path, query and — a POST that only reads — its body or GraphQL variables (a GET sends none). */
export const loadTemplates = (endpoint: Endpoint): string[] => [endpoint.path, ...texts(endpoint.query), ...(endpoint.method === 'GET' ? [] : texts(endpoint.body)), ...texts(endpoint.graphql?.variables)];
