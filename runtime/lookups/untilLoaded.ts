import type { Lookup } from '../generated/screen';
import { optionRows } from '../options/optionItems';
import type { LookupOption } from './lookupOptions';
import { isRuleLookup } from './ruleLookup';

/**
 * The options a lookup offers while its call runs and when it fails: its `untilLoaded` items (a
 * value shows as itself, a labelled one by its label), else none. The answer's options replace them.
 */
export function untilLoaded(lookup: Lookup | undefined): LookupOption[] {
  if (lookup === undefined || isRuleLookup(lookup)) return [];
  return optionRows(lookup.untilLoaded).map((option) => ({ ...option, row: { value: option.value, label: option.label } }));
}
