import { useCallback } from 'react';
import { useApi } from '../../api/useApi';
import { failedGuard } from '../../conditions/guards';
import { readPath } from '../../templates/path';
import { renderTemplate } from '../../templates/template';
import { useOverlay } from '../../ui/overlay';
import { useToasts } from '../../ui/toasts';
import type { GridSlice } from './gridSlice';
import type { CallAction } from './types';
import { textOf } from '../../../shared/textOf';

/**
 * A toolbar `{ call }` button: the call runs under the 'Please wait...' overlay; its success
 * sentence is toasted, or on failure the `failedMessage` text, else the server's error text.
 * A call that writes (not GET) reloads the list. Its `guards` are checked first, over `values`
 * (`selected`: the grid's selected rows): the first that fails is toasted, and nothing is sent.
 */
export function useToolbarCall(screen: Pick<GridSlice, 'key' | 'endpoints' | 'messages'>, revalidate: () => unknown): (action: CallAction, values?: Readonly<Record<string, unknown>>) => Promise<void> {
  const call = useApi();
  const overlay = useOverlay();
  const toasts = useToasts();
  return useCallback(
    async (action: CallAction, values: Readonly<Record<string, unknown>> = {}) => {
      const refused = failedGuard(action.guards, (path) => readPath(values, path));
      if (refused) {
        toasts.show({ text: textOf(renderTemplate(refused.message, { ...values }) ?? ''), variant: 'warning' });
        return;
      }
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
