import useSWR from 'swr';
import { useApi } from '../../../../api/useApi';
import { useAuth } from '../../../../auth/AuthContext';
import type { Endpoint, StatusBlock } from '../../../../generated/screen';
import type { PageStateApi } from '../../state/pageStore';
import { usePageReader } from '../../state/usePageState';
import { statusItems, type StatusItemView } from './statusItems';

/** What a status block needs: itself and, for an endpoint source, that call. */
export interface StatusBlockSlice {
  block: StatusBlock;
  endpoint: Endpoint | undefined;
}

export type StatusBlockController =
  | { status: 'loading' }
  | { status: 'error'; text: string; retry(): void }
  | { status: 'ready'; items: StatusItemView[]; source: unknown };

/** Text shown when the source cannot be loaded (the call's own error text first). */
export const STATUS_LOAD_FAILED = 'The status could not be loaded.';

/** The source's value: a state path, or an endpoint loaded once there is a session and reloaded every `refreshEvery` seconds. */
export function useStatusBlock({ block, endpoint }: StatusBlockSlice, page: PageStateApi): StatusBlockController {
  const read = usePageReader(page);
  const call = useApi();
  const { session } = useAuth();
  const fromEndpoint = 'endpoint' in block.source;
  const key = fromEndpoint && session && endpoint ? ['status-block', block.id, endpoint.method, endpoint.path] : null;
  const { data, error, mutate } = useSWR(
    key,
    async () => {
      if (!endpoint) return undefined;
      const result = await call(endpoint);
      if (!result.ok) throw new Error(result.errorText ?? STATUS_LOAD_FAILED);
      return result.data;
    },
    { refreshInterval: (block.refreshEvery ?? 0) * 1000, revalidateOnFocus: false, shouldRetryOnError: false },
  );
  if ('state' in block.source) {
    const source = read(block.source.state);
    return { status: 'ready', items: statusItems(block.items, source), source };
  }
  if (!endpoint) return { status: 'error', text: STATUS_LOAD_FAILED, retry: () => undefined };
  if (error) return { status: 'error', text: error instanceof Error ? error.message : STATUS_LOAD_FAILED, retry: () => void mutate() };
  if (data === undefined) return { status: 'loading' };
  return { status: 'ready', items: statusItems(block.items, data), source: data };
}
