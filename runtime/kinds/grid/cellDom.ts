import type { ICellRendererComp, ICellRendererParams } from 'ag-grid-community';
import type { GridRow } from './gridRows';

/**
 * The grid's own cells (first cell, badges, the expand toggle, the action links) are plain DOM
 * components (AG Grid's ICellRendererComp), not React components: a React cell renderer costs a
 * React render of its own for every cell drawn, and these need none for a few elements each. They
 * build their elements once and update them in place on refresh, so a focused button stays focused.
 */

/** A cell drawn in plain DOM: its element, built once (`build`), shown anew at each refresh (`show`). */
export abstract class DomCell<P extends ICellRendererParams<GridRow>> implements ICellRendererComp<GridRow> {
  protected abstract readonly gui: HTMLElement;

  init(params: P): void {
    this.build();
    this.show(params);
  }

  getGui(): HTMLElement {
    return this.gui;
  }

  refresh(params: P): boolean {
    this.show(params);
    return true;
  }

  /** Builds what every refresh keeps (classes, children, listeners). */
  protected build(): void {}

  /** Shows the cell's values. */
  protected abstract show(params: P): void;
}

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
