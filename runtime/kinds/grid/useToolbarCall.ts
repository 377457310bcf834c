import { useCallback } from 'react';
import { useApi } from '../../api/useApi';
import { useOverlay } from '../../ui/overlay';
import { useToasts } from '../../ui/toasts';
import type { GridSlice } from './gridSlice';
import type { CallAction } from './types';

/**
 * A toolbar `{ call }` button: the call runs under the 'Please wait...' overlay; its success
 * sentence is toasted, or on failure the `failedMessage` text, else the server's error text.
 * A call that writes (not GET) reloads the list.
 */
export function useToolbarCall(screen: Pick<GridSlice, 'key' | 'endpoints' | 'messages'>, revalidate: () => unknown): (action: CallAction) => Promise<void> {
  const call = useApi();
  const overlay = useOverlay();
  const toasts = useToasts();
  return useCallback(
    async (action: CallAction) => {
      const endpoint = screen.endpoints[action.call];
      if (!endpoint) throw new Error(`${screen.key}: unknown endpoint "${action.call}"`);
      const result = await overlay.during(call(endpoint));
      if (result.ok) {
        toasts.show({ text: result.successText ?? 'Done.', variant: 'success' });
        if (endpoint.method !== 'GET') void revalidate();
        return;
      }
      const message = action.failedMessage ? screen.messages[action.failedMessage] : undefined;
      toasts.show({ text: message ?? result.errorText ?? `The call failed (HTTP ${result.status}).`, variant: 'warning' });
    },
    [call, overlay, revalidate, screen, toasts],
  );
}
