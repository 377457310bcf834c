import type { OptionSets } from '../../generated/screen.ts';
import type { Column } from './types.ts';

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

// A form's option sets are the form runtime's: they need the widgets' parts, which a grid opened
// without its forms does not load. Named here too for the readers of a grid's option sets.
export { resolveFormOptions } from '../form/formOptionSets.ts';
