import type { OptionSets } from '../../generated/screen';
import type { ResolvedForm } from '../form/types';
import { widgetPartsOf } from '../form/widgets/registry';
import type { Column } from './types';

type Option = string | number | boolean;

/** The values of a named option set; an unknown name offers nothing (the checker refuses it). */
export function optionSet(sets: OptionSets | undefined, name: string): Option[] {
  return [...(sets?.[name] ?? [])];
}

/** A column whose editor names an option set, with the set's values in its place. */
export function resolveColumnOptions(column: Column, sets: OptionSets | undefined): Column {
  const editor = column.editor;
  if (typeof editor !== 'object' || !('options' in editor) || typeof editor.options !== 'string') return column;
  const values = optionSet(sets, editor.options);
  const [first, ...rest] = values;
  return first === undefined ? column : { ...column, editor: { options: [first, ...rest] } };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A form whose select widgets name option sets, with each set written into its field's schema as
 * the `enum`: the build compiles this very schema (scripts/forms), so validation and the select
 * offer the same values.
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
    if (isRecord(property)) properties[field] = { ...property, enum: optionSet(sets, name) };
  }
  return { ...form, schema: { ...form.schema, properties } };
}

