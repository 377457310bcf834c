import type { LookupOption } from '../../lookups/useLookup';
import type { FormValues, LookupFieldState, ResolvedForm } from './types';
import { changedFields, isEmptyValue, omitFields, sameValue } from './values';
import type { LookupChoice } from './widgets/parts';
import { lookupChoiceOf } from './widgets/registry';

/** The fields whose widget offers choices from a lookup, by field name. */
export function lookupChoices(form: ResolvedForm): Record<string, LookupChoice> {
  const result: Record<string, LookupChoice> = {};
  for (const [field, widget] of Object.entries(form.ui ?? {})) {
    const choice = lookupChoiceOf(widget);
    if (choice) result[field] = choice;
  }
  return result;
}

/** The fields choosing one row of a lookup (`{field.label}` reads it), by field name. */
export function lookupSelects(form: ResolvedForm): Record<string, LookupChoice> {
  return Object.fromEntries(Object.entries(lookupChoices(form)).filter(([, choice]) => !choice.several));
}

/** The lookups a form loads, sorted and once each. */
export function lookupNamesOf(form: ResolvedForm | undefined): string[] {
  if (!form) return [];
  return [...new Set(Object.values(lookupChoices(form)).map((choice) => choice.lookup))].sort();
}

/** The cascade parent of a field, if any. */
export function parentOf(form: ResolvedForm, field: string): string | undefined {
  return lookupChoiceOf(form.ui?.[field])?.parent;
}

/**
 * Every field below `field` in the parent chains, nearest first: province → region, zone (zone's
 * parent being region). A cycle in a broken definition ends the walk instead of looping.
 */
export function descendantsOf(form: ResolvedForm, field: string): string[] {
  const fields = Object.keys(form.ui ?? {});
  const found: string[] = [];
  const queue = [field];
  while (queue.length > 0) {
    const current = queue.shift() as string;
    for (const child of fields) {
      if (parentOf(form, child) === current && child !== field && !found.includes(child)) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

/**
 * The values after a change: every field below a changed field is cleared (removed), so choosing
 * another province clears region and zone (000 §4). A field that changed in the same change keeps
 * its new value.
 */
export function applyCascade(form: ResolvedForm, previous: FormValues, next: FormValues): FormValues {
  const changed = changedFields(previous, next);
  const cleared = new Set(changed.flatMap((field) => descendantsOf(form, field)).filter((field) => !changed.includes(field)));
  return cleared.size === 0 ? next : omitFields(next, cleared);
}

/** Where a field sits in a cascade: its parent field and the lookup row field compared with the parent's value. */
type Cascade = Pick<LookupChoice, 'parent' | 'parentKey'>;

/** The options of a cascading select: the lookup rows whose `parentKey` equals the parent's value (all options without a parent). */
export function cascadeOptions(widget: Cascade, options: readonly LookupOption[], values: FormValues): LookupOption[] {
  if (!widget.parent) return [...options];
  const parentValue = values[widget.parent];
  if (isEmptyValue(parentValue)) return [];
  const key = widget.parentKey ?? widget.parent;
  return options.filter((option) => sameValue(option.row[key], parentValue));
}

/** A select is usable once its cascade parent has a value. */
export function cascadeDisabled(widget: Cascade, values: FormValues): boolean {
  return widget.parent !== undefined && isEmptyValue(values[widget.parent]);
}

/** What each field offering a lookup's rows shows now, from the loaded lookups and the current values. */
export function lookupFieldStates(
  form: ResolvedForm,
  lookups: Readonly<Record<string, { status: LookupFieldState['status']; options: LookupOption[]; error?: string }>>,
  values: FormValues,
): Record<string, LookupFieldState> {
  const result: Record<string, LookupFieldState> = {};
  for (const [field, choice] of Object.entries(lookupChoices(form))) {
    const lookup = lookups[choice.lookup] ?? { status: 'failed' as const, options: [], error: `unknown lookup "${choice.lookup}"` };
    result[field] = {
      options: cascadeOptions(choice, lookup.options, values),
      disabled: cascadeDisabled(choice, values),
      status: lookup.status,
      ...(lookup.error !== undefined && { error: lookup.error }),
    };
  }
  return result;
}
