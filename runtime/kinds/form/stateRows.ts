import { readPath } from '../../templates/path.ts';
import { renderTemplate } from '../../templates/template.ts';
import { textOf } from '../../../shared/textOf.ts';

/** One option of a select over page state rows: its value (a row's `value` column, as text) and what it says. */
export interface StateRowOption {
  value: string;
  label: string;
}

const isRecord = (row: unknown): row is Record<string, unknown> => typeof row === 'object' && row !== null && !Array.isArray(row);

/** A row's value as text, or undefined when the row has none (such a row is not offered). */
function valueOf(row: Record<string, unknown>, column: string): string | undefined {
  const found = readPath(row, column);
  if (found === undefined || found === null) return undefined;
  const text = textOf(found);
  return text === '' ? undefined : text;
}

/**
 * The options a `stateSelect` offers: each row of the list at its page state path with a value in
 * its `value` column, labelled by its `label` template over the row (the value itself when the
 * template says nothing); a value offered twice is offered once. Anything but a list offers nothing.
 */
export function stateRowOptions(rows: unknown, column: string, label: string): StateRowOption[] {
  if (!Array.isArray(rows)) return [];
  const options: StateRowOption[] = [];
  for (const row of rows) {
    if (!isRecord(row)) continue;
    const value = valueOf(row, column);
    if (value === undefined || options.some((option) => option.value === value)) continue;
    const said = renderTemplate(label, row);
    const text = said === undefined || said === null ? '' : textOf(said).trim();
    options.push({ value, label: text === '' ? value : text });
  }
  return options;
}

/** Whether a chosen value is one the rows no longer offer (nothing chosen is never that). */
export function notOffered(value: unknown, options: readonly StateRowOption[]): boolean {
  if (value === undefined || value === null || value === '') return false;
  return !options.some((option) => option.value === textOf(value));
}
