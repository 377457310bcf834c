import { rowMatches } from './rowCondition';
import type { CallRowAction } from './rowActions';
import type { Row } from './types';

/** What a row action's call does once pressed: its endpoint and texts (the confirm's button among them) after `cases`. */
export type PlannedRowCall = Pick<CallRowAction, 'label' | 'endpoint' | 'confirm' | 'confirmLabel' | 'success' | 'failure' | 'choices'>;

/**
 * The action as pressed on a row: the first of its `cases` whose `when` holds for the row (its
 * fields and the read answer under the read endpoint's name) replaces the endpoint and texts it
 * gives; none holding leaves the action as written.
 */
export function plannedCall(action: CallRowAction, row: Row): PlannedRowCall {
  const base: PlannedRowCall = { label: action.label, endpoint: action.endpoint, confirm: action.confirm, confirmLabel: action.confirmLabel, success: action.success, failure: action.failure, choices: action.choices };
  const chosen = action.cases?.find((variant) => rowMatches(variant.when, row));
  if (!chosen) return base;
  return {
    ...base,
    endpoint: chosen.endpoint ?? base.endpoint,
    confirm: chosen.confirm ?? base.confirm,
    confirmLabel: chosen.confirmLabel ?? base.confirmLabel,
    success: chosen.success ?? base.success,
    failure: chosen.failure ?? base.failure,
  };
}

/** The row a read answered for: its fields, and the answer under the read endpoint's name. */
export function rowWithRead(row: Row, endpoint: string, answer: unknown): Row {
  return { ...row, [endpoint]: answer };
}

/** The row a choice of a three-outcome confirm calls with: its values over the row's. */
export function rowWithChoice(row: Row, choice: { values: Readonly<Record<string, unknown>> } | undefined): Row {
  return choice ? { ...row, ...choice.values } : row;
}
