import type { ICellRendererParams } from 'ag-grid-community';
import { DomCell, shownText } from './cellDom';
import type { GridRow } from './gridRows';

/** The first cell's text, followed by a 'Not saved' marker (its reason as a tooltip) when the row's last save failed. */
export class FirstCell extends DomCell<ICellRendererParams<GridRow>> {
  protected readonly gui = document.createElement('span');
  private readonly text = document.createTextNode('');
  private readonly marker = document.createElement('span');

  protected override build(): void {
    this.marker.className = 'grid-row-status';
    this.marker.textContent = 'Not saved';
    this.gui.append(this.text);
  }

  protected show(params: ICellRendererParams<GridRow>): void {
    this.text.data = shownText(params);
    const row = params.data;
    if (!row?.failed) {
      this.marker.remove();
      return;
    }
    if (row.error === undefined) this.marker.removeAttribute('title');
    else this.marker.title = row.error;
    if (!this.marker.isConnected) this.gui.append(this.marker);
  }
}
