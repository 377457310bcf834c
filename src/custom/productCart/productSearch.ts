import { isList } from '../../../shared/isList';
/**
 * Reading the answer of a product search by title on the storefront GraphQL service: the first
 * product matched, its title and type and up to 10 variants (001 §9). A connection is read as
 * `edges[].node` or as `nodes[]`, as the Storefront API serves both.
 */

export const MAX_VARIANTS = 10;

export interface FoundVariant {
  title: string;
  sku: string | undefined;
}

export interface FoundProduct {
  title: string;
  productType: string | undefined;
  variants: FoundVariant[];
}

export type ProductSearch =
  | { status: 'found'; product: FoundProduct }
  /** The search answered, and no product (with a variant) matches. */
  | { status: 'none' }
  /** The answer is not a products search (a GraphQL error, a wrong document): `error` is its first error's message, if any. */
  | { status: 'unreadable'; error: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The nodes of a connection (`{ edges: [{ node }] }` or `{ nodes: [...] }`), undefined when it is neither. */
function nodesOf(connection: unknown): unknown[] | undefined {
  if (!isRecord(connection)) return undefined;
  if (isList(connection.nodes)) return [...connection.nodes];
  if (Array.isArray(connection.edges)) return connection.edges.map((edge) => (isRecord(edge) ? edge.node : undefined));
  return undefined;
}

function firstError(answer: unknown): string {
  if (!isRecord(answer) || !isList(answer.errors)) return '';
  const [first] = answer.errors;
  return isRecord(first) && typeof first.message === 'string' ? first.message : '';
}

function variantOf(node: unknown): FoundVariant | undefined {
  if (!isRecord(node) || typeof node.title !== 'string' || node.title === '') return undefined;
  return { title: node.title, sku: typeof node.sku === 'string' ? node.sku : undefined };
}

/** What a search's answer (`{ data: { products } }`) found. */
export function readProductSearch(answer: unknown): ProductSearch {
  const data = isRecord(answer) ? answer.data : undefined;
  const products = nodesOf(isRecord(data) ? data.products : undefined);
  if (!products) return { status: 'unreadable', error: firstError(answer) };
  const [first] = products;
  if (!isRecord(first) || typeof first.title !== 'string') return { status: 'none' };
  const variants = (nodesOf(first.variants) ?? []).map(variantOf).filter((variant) => variant !== undefined);
  if (variants.length === 0) return { status: 'none' };
  return {
    status: 'found',
    product: { title: first.title, productType: typeof first.productType === 'string' ? first.productType : undefined, variants: variants.slice(0, MAX_VARIANTS) },
  };
}
