import { GraphQLError } from 'graphql';

/** Most items one connection page holds, as the Storefront API allows. */
export const MAX_PAGE_SIZE = 250;

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

/** The opaque cursor of a row id. */
export const cursorOf = (id: number): string => Buffer.from(`id:${id}`).toString('base64url');

/** The row id a cursor names (0 when there is none); a GraphQL error when it is not ours. */
export function idAfter(after: string | null | undefined): number {
  if (after === null || after === undefined) return 0;
  const match = /^id:(\d{1,9})$/.exec(Buffer.from(after, 'base64url').toString());
  if (!match?.[1]) throw new GraphQLError(`after: '${after}' is not a cursor of this connection.`);
  return Number(match[1]);
}

/** The page size asked for: `first` between 0 and MAX_PAGE_SIZE, required as the Storefront API does. */
export function pageSize(first: number | null | undefined): number {
  if (first === null || first === undefined) throw new GraphQLError('You must provide one of first or last.');
  if (first < 0 || first > MAX_PAGE_SIZE) throw new GraphQLError(`first must be between 0 and ${MAX_PAGE_SIZE}, got ${first}.`);
  return first;
}

/** A page of rows read with one extra (to know whether more follow), as a connection. */
export function connectionOf<Row extends { id: number }, T>(rows: readonly Row[], size: number, afterId: number, node: (row: Row) => T): Connection<T> {
  const page = rows.slice(0, size);
  const edges = page.map((row) => ({ cursor: cursorOf(row.id), node: node(row) }));
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: {
      hasNextPage: rows.length > size,
      hasPreviousPage: afterId > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

/** A page of an in-memory list ordered by id: `first` after the cursor. */
export function listConnection<Row extends { id: number }, T>(
  rows: readonly Row[],
  args: { first?: number | null; after?: string | null },
  node: (row: Row) => T,
): Connection<T> {
  const size = pageSize(args.first);
  const afterId = idAfter(args.after);
  const start = afterId === 0 ? 0 : rows.findIndex((row) => row.id === afterId) + 1;
  return connectionOf(rows.slice(start, start + size + 1), size, afterId, node);
}
