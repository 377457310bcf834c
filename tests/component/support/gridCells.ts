/** Driving AG Grid cells as a user does, in component tests (jsdom). */
import { act, fireEvent, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** A cell of a row (by its position on the page) and column (its entity field). */
export function cell(rowIndex: number, field: string): HTMLElement {
  const element = document.querySelector(`.ag-row[row-index="${rowIndex}"] [col-id="${field}"]`);
  if (!(element instanceof HTMLElement)) throw new Error(`no cell ${rowIndex}/${field}`);
  return element;
}

/** Opens the cell's text editor (focus, Enter) and types, without pressing Enter yet. */
export async function openAndType(rowIndex: number, field: string, text: string): Promise<HTMLInputElement> {
  const target = cell(rowIndex, field);
  act(() => target.focus());
  fireEvent.keyDown(target, { key: 'Enter' });
  const input = await waitFor(() => {
    const found = cell(rowIndex, field).querySelector('input');
    if (!found) throw new Error('no editor yet');
    return found;
  });
  fireEvent.input(input, { target: { value: text } });
  return input;
}

/** Types into a cell with the grid's text editor (focus, Enter, type, Enter) until the editor closes. */
export async function typeInCell(rowIndex: number, field: string, text: string): Promise<void> {
  const input = await openAndType(rowIndex, field, text);
  fireEvent.keyDown(input, { key: 'Enter' });
  await waitFor(() => expect(cell(rowIndex, field).querySelector('input')).toBeNull());
}
