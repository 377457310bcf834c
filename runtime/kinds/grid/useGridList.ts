import { useEffect } from 'react';
import useSWR, { type KeyedMutator } from 'swr';
import { callOrTakePreloaded } from '../../api/preloadedCalls';
import { useApi, type Call } from '../../api/useApi';
import { useAuth } from '../../auth/AuthContext';
import type { Endpoint } from '../../generated/screen';
import { readRows } from '../../lookups/readRows';
import { readPath } from '../../templates/path';
import { renderPath, renderTemplates } from '../../templates/template';
import { useToasts } from '../../ui/toasts';
import { loadFailedText, type LoadFailedTexts } from './loadFailedText';
import { asRows, type Row } from './types';
import { textOf } from '../../../shared/textOf';

/** A loaded list: its rows and the total the server counted (or the number of rows). */
export interface ListData {
  rows: Row[];
  total: number;
  /** The answer's other top-level fields when it is an object (a region's drivers call: its `timezone`); none for a bare list. */
  answer?: Readonly<Record<string, unknown>>;
}

export type ListStatus = 'loading' | 'ready' | 'failed';

export interface GridList {
  status: ListStatus;
  data: ListData | undefined;
  /** Reloads the current page. */
  revalidate: KeyedMutator<ListData>;
  /** What the last failure said (loadFailedText), while failed. */
  failedText?: string | undefined;
  /** The current call's answer fields (ListData.answer); undefined while it loads (the previous call's rows may still show) or failed. */
  answer?: Readonly<Record<string, unknown>> | undefined;
}

/** The SWR key of a list call: endpoint, service, path as filled and every query parameter (paging, search). */
export type ListKey = readonly ['grid-list', string, string, string];

/** Values the list call's path and query templates read (a grid block's page state); none for a grid screen. */
export type ListContext = Readonly<Record<string, unknown>>;

const NO_CONTEXT: ListContext = {};

/** Whether an SWR key is a grid list's (to have every cached list loaded again when next shown, after a write elsewhere). */
export function isGridListKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === 'grid-list';
}

export function listKey(endpoint: Endpoint, query: Record<string, string>, context: ListContext = NO_CONTEXT): ListKey {
  if (context === NO_CONTEXT) return ['grid-list', endpoint.service ?? 'admin', endpoint.path, new URLSearchParams(query).toString()];
  // A grid block's path and query templates read the page state: the key is the call as filled.
  const filled = Object.entries(renderTemplates(endpoint.query, { ...context })).map(([name, value]) => [name, value === undefined || value === null ? '' : textOf(value)]);
  return ['grid-list', endpoint.service ?? 'admin', renderPath(endpoint.path, { ...context }), new URLSearchParams([...filled, ...Object.entries(query)]).toString()];
}

/** Reads rows (`endpoint.rows`, where `*` flattens grouped answers as a lookup's does) and total (`endpoint.total`) from a list answer. */
export function toListData(endpoint: Endpoint, data: unknown): ListData {
  const rows = asRows(readRows(data, endpoint.rows));
  const total = Number(readPath(data, endpoint.total));
  const answer = answerFields(endpoint, data);
  return { rows, total: endpoint.total !== undefined && Number.isFinite(total) ? total : rows.length, ...(answer && { answer }) };
}

/** An object answer's top-level fields besides its rows (`{ timezone, drivers }` → `{ timezone }`). */
function answerFields(endpoint: Endpoint, data: unknown): Readonly<Record<string, unknown>> | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const rowsAt = endpoint.rows?.split('.')[0];
  return Object.fromEntries(Object.entries(data).filter(([name]) => name !== rowsAt));
}

/** Calls a list and reads its rows and total; a failure rejects with what the user is told (loadFailedText). */
export async function fetchList(call: Call, endpoint: Endpoint, loadFailed: string | LoadFailedTexts, query: Record<string, string>, context: ListContext = NO_CONTEXT): Promise<ListData> {
  const result = await call(endpoint, { query, context: { ...context } });
  // The error's message is what the failure says: computed here, where the answer is known.
  if (!result.ok) throw new Error(loadFailedText(loadFailed, { status: result.status, data: result.data }));
  return toListData(endpoint, result.data);
}

/** The preload key of a list call (preloadedCalls.ts). */
export function listPreloadKey(key: ListKey): string {
  return JSON.stringify(key);
}

/**
 * Loads the list through SWR, keyed by endpoint and query, keeping the previous page on screen
 * while the next loads. No call goes out before there is a session (every call carries its token);
 * the first may have been started by the route's preload, in parallel with the screen's code.
 * A failure toasts its text once per failed load (`messages.loadFailed`, or with `loadFailedNetwork` /
 * `loadFailedAnswer` the one that applies: loadFailedText.ts), and `failedText` holds it. Not
 * `enabled` (a sub-table, whose rows are given), no call is made.
 */
export function useGridList(endpoint: Endpoint, loadFailed: string | LoadFailedTexts, query: Record<string, string>, context: ListContext = NO_CONTEXT, enabled = true): GridList {
  const call = useApi();
  const { session } = useAuth();
  const toasts = useToasts();
  const key = session && enabled ? listKey(endpoint, query, context) : null;
  const { data, error, mutate, isLoading } = useSWR<ListData, Error, ListKey | null>(
    key,
    // The route's preload (preloadScreen.ts) may have started this very call already.
    (listed: ListKey) => callOrTakePreloaded(listPreloadKey(listed), () => fetchList(call, endpoint, loadFailed, query, context)),
    { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false },
  );
  useEffect(() => {
    if (error) toasts.show({ text: error.message, variant: 'warning' });
  }, [error, toasts]);
  const status: ListStatus = error ? 'failed' : data ? 'ready' : 'loading';
  return { status, data, revalidate: mutate, failedText: error?.message, answer: isLoading || error ? undefined : data?.answer };
}
