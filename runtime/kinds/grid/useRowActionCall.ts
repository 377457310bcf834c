import { useCallback, useState } from 'react';
import { useApi } from '../../api/useApi';
import { failedGuard } from '../../conditions/guards';
import { readPath } from '../../templates/path';
import { renderTemplate } from '../../templates/template';
import { useOverlay } from '../../ui/overlay';
import { useToasts } from '../../ui/toasts';
import type { GridSlice } from './gridSlice';
import { plannedCall, rowWithChoice, rowWithRead, type PlannedRowCall } from './rowCallPlan';
import type { CallRowAction } from './rowActions';
import type { Row } from './types';
import { textOf } from '../../../shared/textOf';

/** A row action call waiting for its confirm dialog. */
export interface PendingRowCall {
  title: string;
  question: string;
  action: PlannedRowCall;
  row: Row;
  /** A confirm with three outcomes: the labels of its two answers (the first the primary one). */
  choices?: readonly [string, string];
}

export interface RowCallApi {
  pending: PendingRowCall | null;
  /** The link: reads first when the action has `read`, asks when it has `confirm`, then calls. */
  request: (action: CallRowAction, row: Row) => void;
  /** The question's answer: its OK, or (three outcomes) the answer of that index. */
  confirm: (choice?: 0 | 1) => Promise<void>;
  /** No answer: nothing is called. */
  cancel: () => void;
}

type TemplateContext = Readonly<Record<string, unknown>> | undefined;

const text = (template: string, row: Row) => textOf(renderTemplate(template, row) ?? '');
/** A template's text, or undefined when it fills to blank (never an empty toast). */
const filled = (template: string | undefined, row: Row) => {
  const said = template === undefined ? '' : text(template, row);
  return said.trim() === '' ? undefined : said;
};

/**
 * A row action with its own endpoint: called with the row under the 'Please wait...' overlay; the
 * `success` (or the server's sentence) is toasted and the list reloads; a failure toasts `failure`
 * (or the server's sentence); a `success` or `failure` that fills to blank gives way to the
 * server's sentence too; a 409 (the row changed since it was loaded) toasts the server's sentence
 * and reloads the list, so the action can be pressed again on the current row. Its `guards` (over the row) are checked first: the first that fails is
 * toasted, and nothing is asked or sent. With `read`, a GET goes first and its answer joins the row
 * under the endpoint's name, for `cases` (which pick the endpoint and texts: rowCallPlan.ts) and
 * the templates; with `choices`, the confirm's two buttons call with their values and closing it
 * calls nothing.
 */
export function useRowActionCall(grid: Pick<GridSlice, 'key' | 'endpoints'>, reload: () => unknown, context?: TemplateContext): RowCallApi {
  const call = useApi();
  const overlay = useOverlay();
  const toasts = useToasts();
  const [pending, setPending] = useState<PendingRowCall | null>(null);

  const unknownEndpoint = useCallback((name: string) => toasts.show({ text: `${grid.key}: unknown endpoint "${name}"`, variant: 'warning' }), [grid.key, toasts]);

  const run = useCallback(
    async (action: PlannedRowCall, row: Row) => {
      const endpoint = grid.endpoints[action.endpoint];
      if (!endpoint) return unknownEndpoint(action.endpoint);
      // The row's fields win over the grid's context (a sub-table's `parent`).
      const result = await overlay.during(call(endpoint, { context: { ...context, ...row } }));
      if (result.ok) {
        toasts.show({ text: filled(action.success, row) ?? result.successText ?? 'Done.', variant: 'success' });
        void reload();
        return;
      }
      if (result.status === 409) {
        // Stale: someone else changed the row since it was loaded. Say so in the server's words and
        // load the rows again, so pressing the action again acts on the row as it is now.
        toasts.show({ text: result.errorText ?? filled(action.failure, row) ?? 'The row was changed by someone else. It has been reloaded.', variant: 'warning' });
        void reload();
        return;
      }
      toasts.show({ text: filled(action.failure, row) ?? result.errorText ?? `The call failed (HTTP ${result.status}).`, variant: 'warning' });
    },
    [call, context, grid.endpoints, overlay, reload, toasts, unknownEndpoint],
  );

  const ask = useCallback(
    (action: CallRowAction, row: Row) => {
      const planned = plannedCall(action, row);
      const [first, second] = planned.choices ?? [];
      const choices = first && second ? ([first.label, second.label] as const) : undefined;
      if (planned.confirm === undefined) void run(planned, row);
      else setPending({ title: action.label, question: text(planned.confirm, row), action: planned, row, ...(choices ? { choices } : {}) });
    },
    [run],
  );

  const request = useCallback(
    (action: CallRowAction, row: Row) => {
      const refused = failedGuard(action.guards, (path) => readPath(row, path));
      if (refused) {
        toasts.show({ text: text(refused.message, row), variant: 'warning' });
        return;
      }
      const read = action.read;
      if (!read) return ask(action, row);
      const endpoint = grid.endpoints[read.endpoint];
      if (!endpoint) return unknownEndpoint(read.endpoint);
      void overlay.during(call(endpoint, { context: { ...context, ...row } })).then((result) => {
        if (result.ok) ask(action, rowWithRead(row, read.endpoint, result.data));
        else toasts.show({ text: text(read.failure, row), variant: 'warning' });
      });
    },
    [ask, call, context, grid.endpoints, overlay, toasts, unknownEndpoint],
  );
  const confirm = useCallback(
    async (choice?: 0 | 1) => {
      if (!pending) return;
      setPending(null);
      const chosen = choice === undefined ? undefined : pending.action.choices?.[choice];
      await run(pending.action, rowWithChoice(pending.row, chosen));
    },
    [pending, run],
  );
  const cancel = useCallback(() => setPending(null), []);
  return { pending, request, confirm, cancel };
}
