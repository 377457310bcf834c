import type { OptionSets } from '../../generated/screen.ts';
import { optionValues } from '../../options/optionItems.ts';
import type { ResolvedForm } from './types.ts';
import { widgetPartsOf } from './widgets/registry.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A form whose select widgets name option sets, with each set's values written into its field's
 * schema as the `enum`: the build compiles this very schema (scripts/forms), so validation and the
 * select offer the same values (a labelled set's labels are shown by the select: SelectWidget.tsx).
 */
export function resolveFormOptions(form: ResolvedForm, sets: OptionSets | undefined): ResolvedForm {
  const named = Object.entries(form.ui ?? {}).flatMap(([field, widget]) => {
    const set = widget && widgetPartsOf(widget.widget).optionSet(widget);
    return set === undefined ? [] : [[field, set] as const];
  });
  if (named.length === 0 || !isRecord(form.schema) || !isRecord(form.schema.properties)) return form;
  const properties: Record<string, unknown> = { ...form.schema.properties };
  for (const [field, name] of named) {
    const property = properties[field];
    // An unknown set offers nothing (the checker refuses it).
    if (isRecord(property)) properties[field] = { ...property, enum: optionValues(sets?.[name]) };
  }
  return { ...form, schema: { ...form.schema, properties } };
}

