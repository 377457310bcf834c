import type { FormBlock } from '../../../../generated/screen';
import { readNavigationState } from '../../../../navigation/navigationState';
import type { FormValues } from '../../../form/types';
import { textOf } from '../../../../../shared/textOf';

/** A form block's `initial`: where its starting values come from. */
export type FormInitial = NonNullable<FormBlock['initial']>;

/** How the form starts: empty (a create), filled from the row navigation carried, or from the row loaded by the address's key. */
export type InitialPlan = { from: 'empty' } | { from: 'row'; values: FormValues } | { from: 'load'; key: string };

/**
 * Decides how a form with `initial.from: "navigation"` starts, from the location it was opened
 * at: the carried row when the navigation state holds one with the key the address names (or any
 * key, when the address names none); else, with the key in the address (`?ruleName=EXP_A`) and a
 * `load` endpoint, that row loaded; else the empty form.
 */
export function initialPlan(initial: FormInitial, fields: readonly string[], navigationState: unknown, search: string): InitialPlan {
  const wanted = new URLSearchParams(search).get(initial.key);
  const row = readNavigationState(navigationState)?.row;
  const carriedKey = row?.[initial.key];
  if (row && carriedKey !== undefined && carriedKey !== null && (wanted === null || textOf(carriedKey) === wanted)) {
    return { from: 'row', values: rowValues(row, fields, initial.keep ?? []) };
  }
  if (wanted !== null && wanted !== '' && initial.load !== undefined) return { from: 'load', key: wanted };
  return { from: 'empty' };
}

/** The values a row gives the form: its fields and the kept ones (`version`), those it has (null is no value). */
export function rowValues(row: Readonly<Record<string, unknown>>, fields: readonly string[], keep: readonly string[]): FormValues {
  const values: FormValues = {};
  for (const name of [...fields, ...keep]) {
    const value = row[name];
    if (value !== undefined && value !== null) values[name] = value;
  }
  return values;
}

/** The row whose key, as text, is the wanted one. */
export function rowWithKey(rows: readonly Readonly<Record<string, unknown>>[], key: string, wanted: string): Readonly<Record<string, unknown>> | undefined {
  return rows.find((row) => row[key] !== undefined && row[key] !== null && textOf(row[key]) === wanted);
}
