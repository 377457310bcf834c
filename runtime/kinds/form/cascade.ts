import type { Widget } from '../../generated/screen';
import type { LookupOption } from '../../lookups/useLookup';
import type { FormValues, LookupFieldState, ResolvedForm } from './types';
import { changedFields, isEmptyValue, omitFields, sameValue } from './values';

export type LookupSelectWidget = Extract<Widget, { widget: 'lookupSelect' }>;

/** The `lookupSelect` widgets of a form, by field name. */
export function lookupSelects(form: ResolvedForm): Record<string, LookupSelectWidget> {
  const result: Record<string, LookupSelectWidget> = {};
  for (const [field, widget] of Object.entries(form.ui ?? {})) if (widget?.widget === 'lookupSelect') result[field] = widget;
  return result;
}

export type LookupMultiSelectWidget = Extract<Widget, { widget: 'lookupMultiSelect' }>;

/** The `lookupMultiSelect` widgets of a form, by field name. */
export function lookupMultiSelects(form: ResolvedForm): Record<string, LookupMultiSelectWidget> {
  const result: Record<string, LookupMultiSelectWidget> = {};
  for (const [field, widget] of Object.entries(form.ui ?? {})) if (widget?.widget === 'lookupMultiSelect') result[field] = widget;
  return result;
}

/** The lookups a form loads (its `lookupSelect` and `lookupMultiSelect` fields), sorted and once each. */
export function lookupNamesOf(form: ResolvedForm | undefined): string[] {
  if (!form) return [];
  return [...new Set([...Object.values(lookupSelects(form)), ...Object.values(lookupMultiSelects(form))].map((widget) => widget.lookup))].sort();
}

/** The cascade parent of a field, if any. */
export function parentOf(form: ResolvedForm, field: string): string | undefined {
  const widget = form.ui?.[field];
  return widget?.widget === 'lookupSelect' ? widget.parent : undefined;
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

/** The options of a cascading select: the lookup rows whose `parentKey` equals the parent's value (all options without a parent). */
export function cascadeOptions(widget: LookupSelectWidget, options: readonly LookupOption[], values: FormValues): LookupOption[] {
  if (!widget.parent) return [...options];
  const parentValue = values[widget.parent];
  if (isEmptyValue(parentValue)) return [];
  const key = widget.parentKey ?? widget.parent;
  return options.filter((option) => sameValue(option.row[key], parentValue));
}

/** A select is usable once its cascade parent has a value. */
export function cascadeDisabled(widget: LookupSelectWidget, values: FormValues): boolean {
  return widget.parent !== undefined && isEmptyValue(values[widget.parent]);
}

/** What each `lookupSelect` and `lookupMultiSelect` field shows now, from the loaded lookups and the current values. */
export function lookupFieldStates(
  form: ResolvedForm,
  lookups: Readonly<Record<string, { status: LookupFieldState['status']; options: LookupOption[]; error?: string }>>,
  values: FormValues,
): Record<string, LookupFieldState> {
  const result: Record<string, LookupFieldState> = {};
  for (const [field, widget] of Object.entries(lookupSelects(form))) {
    const lookup = lookups[widget.lookup] ?? { status: 'failed' as const, options: [], error: `unknown lookup "${widget.lookup}"` };
    result[field] = {
      options: cascadeOptions(widget, lookup.options, values),
      disabled: cascadeDisabled(widget, values),
      status: lookup.status,
      ...(lookup.error !== undefined && { error: lookup.error }),
    };
  }
  for (const [field, widget] of Object.entries(lookupMultiSelects(form))) {
    const lookup = lookups[widget.lookup] ?? { status: 'failed' as const, options: [], error: `unknown lookup "${widget.lookup}"` };
    result[field] = { options: [...lookup.options], disabled: false, status: lookup.status, ...(lookup.error !== undefined && { error: lookup.error }) };
  }
  return result;
}
