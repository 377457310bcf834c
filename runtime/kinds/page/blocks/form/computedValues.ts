import type { ComputedValue } from '../../../../generated/screen';
import { ruleValue, withPageState, type FillTemplate } from '../../forms/stateBody';
import { COMPUTED_KEY } from './formBlockState';

/** A form block's computed values, by name (`computed`). */
export type ComputedValues = Readonly<Record<string, ComputedValue | undefined>>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Each computed value from the form's values over the page state (as a body value reads them): a
 * template filled, or what the app's value rule computes from its filled arguments. A value reading
 * one listed before it (`{<blockId>.computed.windows}`) reads what this pass just computed, so a
 * chain of values settles in one pass instead of one page render per link.
 */
export function computeValues(
  blockId: string,
  computed: ComputedValues,
  values: Readonly<Record<string, unknown>>,
  state: Readonly<Record<string, unknown>>,
  fill: FillTemplate,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const own = isRecord(state[blockId]) ? state[blockId] : {};
  for (const [name, value] of Object.entries(computed)) {
    if (value === undefined) continue;
    const context = withPageState(values, { ...state, [blockId]: { ...own, [COMPUTED_KEY]: { ...(isRecord(own[COMPUTED_KEY]) ? own[COMPUTED_KEY] : {}), ...out } } });
    out[name] = typeof value === 'string' ? fill(value, context) : ruleValue(value.rule, value.args, context, fill);
  }
  return out;
}

/**
 * Whether two values hold the same data (key order aside): a computed value is published again only
 * when it changed, since publishing it changes the page state it may read.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, k) => sameData(item, b[k]));
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => sameData(a[key], b[key]));
}
