import { useCallback, useState } from 'react';
import { useApi } from '../../api/useApi';
import { failedGuard } from '../../conditions/guards';
import { readPath } from '../../templates/path';
import { renderTemplate } from '../../templates/template';
import { useOverlay } from '../../ui/overlay';
import { useToasts } from '../../ui/toasts';
import type { GridSlice } from './gridSlice';
import type { CallRowAction } from './rowActions';
import type { Row } from './types';

/** A row action call waiting for its confirm dialog. */
export interface PendingRowCall {
  title: string;
  question: string;
  action: CallRowAction;
  row: Row;
}

export interface RowCallApi {
  pending: PendingRowCall | null;
  /** The link: asks first when the action has `confirm`, then calls. */
  request(action: CallRowAction, row: Row): void;
  confirm(): Promise<void>;
  cancel(): void;
}

type TemplateContext = Readonly<Record<string, unknown>> | undefined;

const text = (template: string, row: Row) => String(renderTemplate(template, row) ?? '');
/** A template's text, or undefined when it fills to blank (never an empty toast). */
const filled = (template: string | undefined, row: Row) => {
  const said = template === undefined ? '' : text(template, row);
  return said.trim() === '' ? undefined : said;
};

/**
 * A row action with its own endpoint: called with the row under the 'Please wait...' overlay; the
 * `success` (or the server's sentence) is toasted and the list reloads; a failure toasts `failure`
 * (or the server's sentence); a `success` or `failure` that fills to blank gives way to the
 * server's sentence too. Its `guards` (over the row) are checked first: the first that fails is
 * toasted, and nothing is asked or sent.
 */
export function useRowActionCall(grid: Pick<GridSlice, 'key' | 'endpoints'>, reload: () => unknown, context?: TemplateContext): RowCallApi {
  const call = useApi();
  const overlay = useOverlay();
  const toasts = useToasts();
  const [pending, setPending] = useState<PendingRowCall | null>(null);

  const run = useCallback(
    async (action: CallRowAction, row: Row) => {
      const endpoint = grid.endpoints[action.endpoint];
      if (!endpoint) {
        toasts.show({ text: `${grid.key}: unknown endpoint "${action.endpoint}"`, variant: 'warning' });
        return;
      }
      // The row's fields win over the grid's context (a sub-table's `parent`).
      const result = await overlay.during(call(endpoint, { context: { ...context, ...row } }));
      if (result.ok) {
        toasts.show({ text: filled(action.success, row) ?? result.successText ?? 'Done.', variant: 'success' });
        void reload();
        return;
      }
      toasts.show({ text: filled(action.failure, row) ?? result.errorText ?? `The call failed (HTTP ${result.status}).`, variant: 'warning' });
    },
    [call, context, grid.endpoints, grid.key, overlay, reload, toasts],
  );

  const request = useCallback(
    (action: CallRowAction, row: Row) => {
      const refused = failedGuard(action.guards, (path) => readPath(row, path));
      if (refused) toasts.show({ text: text(refused.message, row), variant: 'warning' });
      else if (action.confirm === undefined) void run(action, row);
      else setPending({ title: action.label, question: text(action.confirm, row), action, row });
    },
    [run, toasts],
  );
  const confirm = useCallback(async () => {
    if (!pending) return;
    setPending(null);
    await run(pending.action, pending.row);
  }, [pending, run]);
  const cancel = useCallback(() => setPending(null), []);
  return { pending, request, confirm, cancel };
}
