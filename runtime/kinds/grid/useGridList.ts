import { useEffect } from 'react';
import useSWR, { type KeyedMutator } from 'swr';
import { useApi } from '../../api/useApi';
import { useAuth } from '../../auth/AuthContext';
import type { Endpoint } from '../../generated/screen';
import { readPath } from '../../templates/path';
import { renderPath, renderTemplates } from '../../templates/template';
import { useToasts } from '../../ui/toasts';
import { asRows, type Row } from './types';

/** A loaded list: its rows and the total the server counted (or the number of rows). */
export interface ListData {
  rows: Row[];
  total: number;
}

export type ListStatus = 'loading' | 'ready' | 'failed';

export interface GridList {
  status: ListStatus;
  data: ListData | undefined;
  /** Reloads the current page. */
  revalidate: KeyedMutator<ListData>;
}

/** The SWR key of a list call: endpoint, service, path as filled and every query parameter (paging, search). */
export type ListKey = readonly ['grid-list', string, string, string];

/** Values the list call's path and query templates read (a grid block's page state); none for a grid screen. */
export type ListContext = Readonly<Record<string, unknown>>;

const NO_CONTEXT: ListContext = {};

export function listKey(endpoint: Endpoint, query: Record<string, string>, context: ListContext = NO_CONTEXT): ListKey {
  if (context === NO_CONTEXT) return ['grid-list', endpoint.service ?? 'admin', endpoint.path, new URLSearchParams(query).toString()];
  // A grid block's path and query templates read the page state: the key is the call as filled.
  const filled = Object.entries(renderTemplates(endpoint.query, { ...context })).map(([name, value]) => [name, value === undefined || value === null ? '' : String(value)]);
  return ['grid-list', endpoint.service ?? 'admin', renderPath(endpoint.path, { ...context }), new URLSearchParams([...filled, ...Object.entries(query)]).toString()];
}

/** Reads rows (`endpoint.rows`) and total (`endpoint.total`) from a list answer. */
export function toListData(endpoint: Endpoint, data: unknown): ListData {
  const rows = asRows(readPath(data, endpoint.rows));
  const total = Number(readPath(data, endpoint.total));
  return { rows, total: endpoint.total !== undefined && Number.isFinite(total) ? total : rows.length };
}

/**
 * Loads the list through SWR, keyed by endpoint and query, keeping the previous page on screen
 * while the next loads. No call goes out before there is a session (every call carries its token).
 * A failure toasts `messages.loadFailed` once per failed load.
 */
export function useGridList(endpoint: Endpoint, loadFailed: string, query: Record<string, string>, context: ListContext = NO_CONTEXT): GridList {
  const call = useApi();
  const { session } = useAuth();
  const toasts = useToasts();
  const key = session ? listKey(endpoint, query, context) : null;
  const { data, error, mutate } = useSWR<ListData, Error, ListKey | null>(
    key,
    async () => {
      const result = await call(endpoint, { query, context: { ...context } });
      if (!result.ok) throw new Error(result.errorText ?? `HTTP ${result.status}`);
      return toListData(endpoint, result.data);
    },
    { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false },
  );
  useEffect(() => {
    if (error) toasts.show({ text: loadFailed, variant: 'warning' });
  }, [error, loadFailed, toasts]);
  const status: ListStatus = error ? 'failed' : data ? 'ready' : 'loading';
  return { status, data, revalidate: mutate };
}
