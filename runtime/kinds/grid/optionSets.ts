import type { OptionSets } from '../../generated/screen.ts';
import { optionLabels, optionValues, type OptionValue } from '../../options/optionItems.ts';
import type { Column } from './types.ts';

/** The values of a named option set; an unknown name offers nothing (the checker refuses it). */
export function optionSet(sets: OptionSets | undefined, name: string): OptionValue[] {
  return optionValues(sets?.[name]);
}

/** The labels of a column's `format: { labels: <set> }`, by the value as text (none for another format or an unknown set). */
export function columnLabels(column: Pick<Column, 'format'>, sets: OptionSets | undefined): Record<string, string> | undefined {
  const format = column.format;
  return typeof format === 'object' && 'labels' in format ? optionLabels(sets?.[format.labels]) : undefined;
}

/** A column whose editor names an option set, with the set's values in its place; one whose format shows a set's labels, with them (`optionLabels`). */
export function resolveColumnOptions(column: Column, sets: OptionSets | undefined): Column {
  const labels = columnLabels(column, sets);
  return withEditorOptions(labels === undefined ? column : { ...column, optionLabels: labels }, sets);
}

function withEditorOptions(column: Column, sets: OptionSets | undefined): Column {
  const editor = column.editor;
  if (typeof editor !== 'object' || !('options' in editor) || typeof editor.options !== 'string') return column;
  const values = optionSet(sets, editor.options);
  const [first, ...rest] = values;
  return first === undefined ? column : { ...column, editor: { options: [first, ...rest] } };
}

// A form's option sets are the form runtime's: they need the widgets' parts, which a grid opened
// without its forms does not load. Named here too for the readers of a grid's option sets.
export { resolveFormOptions } from '../form/formOptionSets.ts';
