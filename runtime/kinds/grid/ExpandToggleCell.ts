import type { ICellRendererComp, ICellRendererParams } from 'ag-grid-community';
import { shownText } from './cellDom';
import type { GridRow } from './gridRows';

export interface ExpandToggleOptions {
  toggle(key: string): void;
}

export type ExpandToggleParams = ICellRendererParams<GridRow> & ExpandToggleOptions;

/**
 * The first cell of a grid with sub-tables: a disclosure button named by the cell's text, whose
 * `aria-expanded` says whether the row's sub-tables are shown under it.
 */
export class ExpandToggleCell implements ICellRendererComp<GridRow> {
  private readonly button = document.createElement('button');
  private readonly icon = document.createElement('span');
  private readonly text = document.createTextNode('');
  private params: ExpandToggleParams | undefined;

  init(params: ExpandToggleParams): void {
    this.button.type = 'button';
    this.button.className = 'grid-expand-toggle';
    this.icon.className = 'grid-expand-icon';
    this.icon.setAttribute('aria-hidden', 'true');
    this.button.append(this.icon, this.text);
    this.button.addEventListener('click', () => {
      const key = this.params?.data?.key;
      if (key !== undefined) this.params?.toggle(key);
    });
    this.show(params);
  }

  getGui(): HTMLElement {
    return this.button;
  }

  refresh(params: ExpandToggleParams): boolean {
    this.show(params);
    return true;
  }

  private show(params: ExpandToggleParams): void {
    this.params = params;
    const expanded = params.data?.expanded ?? false;
    // No row, no button (as for a row being loaded).
    this.button.hidden = params.data === undefined;
    this.button.setAttribute('aria-expanded', String(expanded));
    this.icon.textContent = expanded ? '▾' : '▸';
    this.text.data = shownText(params);
  }
}
