import type { ICellRendererParams } from 'ag-grid-community';
import { DomCell, shownText } from './cellDom';
import type { GridRow } from './gridRows';

export interface ExpandToggleOptions {
  toggle(key: string): void;
}

export type ExpandToggleParams = ICellRendererParams<GridRow> & ExpandToggleOptions;

/**
 * The first cell of a grid with sub-tables: a disclosure button named by the cell's text, whose
 * `aria-expanded` says whether the row's sub-tables are shown under it. Its chevron is drawn and
 * turned by grid.css from `aria-expanded`, so the icon holds no text of its own.
 */
export class ExpandToggleCell extends DomCell<ExpandToggleParams> {
  protected readonly gui = document.createElement('button');
  private readonly icon = document.createElement('span');
  private readonly text = document.createTextNode('');
  private params: ExpandToggleParams | undefined;

  protected override build(): void {
    this.gui.type = 'button';
    this.gui.className = 'grid-expand-toggle';
    this.icon.className = 'grid-expand-icon';
    this.icon.setAttribute('aria-hidden', 'true');
    this.gui.append(this.icon, this.text);
    this.gui.addEventListener('click', () => {
      const key = this.params?.data?.key;
      if (key !== undefined) this.params?.toggle(key);
    });
  }

  protected show(params: ExpandToggleParams): void {
    this.params = params;
    const expanded = params.data?.expanded ?? false;
    // No row, no button (as for a row being loaded).
    this.gui.hidden = params.data === undefined;
    this.gui.setAttribute('aria-expanded', String(expanded));
    this.text.data = shownText(params);
  }
}
