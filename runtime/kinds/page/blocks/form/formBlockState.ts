import type { FormValues } from '../../../form/types';
import { omitFields } from '../../../form/values.ts';

/** Where a form block publishes its last successful answer: `<id>.answer`. */
export const ANSWER_KEY = 'answer';
/** Where a form block publishes the outcome alert of its last submit: `<id>.alert`. */
export const ALERT_KEY = 'alert';
/** Where a form block keeps the values another block's submit filled in (`fill`): `<id>.filledIn.<field>`; they count as saved. */
export const FILLED_KEY = 'filledIn';
/** Where a form block publishes its computed values (`computed`): `<id>.computed.<name>`; read-only, never sent as values. */
export const COMPUTED_KEY = 'computed';
/** Names a form block's fields cannot take: they would hide its answer, alert, filled-in or computed values. */
export const RESERVED_FIELD_NAMES: readonly string[] = [ANSWER_KEY, ALERT_KEY, FILLED_KEY, COMPUTED_KEY];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A form block's values, from its published state. */
export function blockValues(state: unknown): FormValues {
  return isRecord(state) ? omitFields(state, RESERVED_FIELD_NAMES) : {};
}

/** Its published state with new values (answer, alert, filled-in and computed values kept). */
export function withBlockValues(state: unknown, values: FormValues): Record<string, unknown> {
  const kept = isRecord(state) ? Object.fromEntries(RESERVED_FIELD_NAMES.filter((key) => state[key] !== undefined).map((key) => [key, state[key]])) : {};
  return { ...omitFields(values, RESERVED_FIELD_NAMES), ...kept };
}
