import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import { useApi } from '../../../../api/useApi';
import { useAuth } from '../../../../auth/AuthContext';
import type { Endpoint, StatusBlock } from '../../../../generated/screen';
import type { PageStateApi } from '../../state/pageStore';
import { usePageReader } from '../../state/usePageState';
import { RELOADS_KEY } from '../grid/gridReloads';
import { statusGroups, statusItems, type StatusGroupView, type StatusItemView } from './statusItems';

/** What a status block needs: itself and, for an endpoint source, that call. */
export interface StatusBlockSlice {
  block: StatusBlock;
  endpoint: Endpoint | undefined;
}

export type StatusBlockController =
  | { status: 'loading' }
  | { status: 'error'; text: string; retry: () => void }
  | { status: 'ready'; items: StatusItemView[]; groups: StatusGroupView[] | undefined; source: unknown };

/** Text shown when the source cannot be loaded (the call's own error text first). */
export const STATUS_LOAD_FAILED = 'The status could not be loaded.';

function ready(block: StatusBlock, source: unknown): StatusBlockController {
  if (block.groups) return { status: 'ready', items: [], groups: statusGroups(block, source), source };
  return { status: 'ready', items: statusItems(block.items, source), groups: undefined, source };
}

/**
 * The source's value: a state path, or an endpoint loaded once there is a session, reloaded every
 * `refreshEvery` seconds and each time a form's `submit.refresh` names the block (its `<id>.reloads`
 * rises); a failed load says `loadFailed`, else the service's error text.
 */
export function useStatusBlock({ block, endpoint }: StatusBlockSlice, page: PageStateApi): StatusBlockController {
  const read = usePageReader(page);
  const call = useApi();
  const { session } = useAuth();
  const fromEndpoint = 'endpoint' in block.source;
  const key = fromEndpoint && session && endpoint ? ['status-block', block.id, endpoint.method, endpoint.path] : null;
  const { data, error, mutate } = useSWR<unknown, unknown>(
    key,
    async () => {
      if (!endpoint) return undefined;
      const result = await call(endpoint);
      if (!result.ok) throw new Error(block.loadFailed ?? result.errorText ?? STATUS_LOAD_FAILED);
      return result.data;
    },
    { refreshInterval: (block.refreshEvery ?? 0) * 1000, revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const reloads = read(`${block.id}.${RELOADS_KEY}`);
  const seen = useRef(reloads);
  useEffect(() => {
    if (seen.current === reloads) return;
    seen.current = reloads;
    void mutate();
  }, [reloads, mutate]);
  if ('state' in block.source) return ready(block, read(block.source.state));
  if (!endpoint) return { status: 'error', text: block.loadFailed ?? STATUS_LOAD_FAILED, retry: () => undefined };
  if (error) return { status: 'error', text: error instanceof Error ? error.message : STATUS_LOAD_FAILED, retry: () => void mutate() };
  if (data === undefined) return { status: 'loading' };
  return ready(block, data);
}
