import type { ICellRendererParams } from 'ag-grid-community';
import type { GridRow } from './gridRows';

/**
 * The grid's own cells (first cell, badges, the expand toggle, the action links) are plain DOM
 * components (AG Grid's ICellRendererComp), not React components: a React cell renderer costs a
 * React render of its own for every cell drawn, and these need none for a few elements each. They
 * build their elements once and update them in place on refresh, so a focused button stays focused.
 */

/** A cell's text as AG Grid would show it: its formatted value, else the value. */
export function shownText({ value, valueFormatted }: Pick<ICellRendererParams<GridRow>, 'value' | 'valueFormatted'>): string {
  return valueFormatted ?? String(value ?? '');
}

/** A button styled as a link (the grid's row actions). */
export function linkButton(label: string, onClick: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'link-button';
  button.textContent = label;
  button.addEventListener('click', onClick);
  return button;
}
