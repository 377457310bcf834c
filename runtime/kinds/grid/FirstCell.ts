import type { ICellRendererComp, ICellRendererParams } from 'ag-grid-community';
import { shownText } from './cellDom';
import type { GridRow } from './gridRows';

/** The first cell's text, followed by a 'Not saved' marker (its reason as a tooltip) when the row's last save failed. */
export class FirstCell implements ICellRendererComp<GridRow> {
  private readonly gui = document.createElement('span');
  private readonly text = document.createTextNode('');
  private readonly marker = document.createElement('span');

  init(params: ICellRendererParams<GridRow>): void {
    this.marker.className = 'grid-row-status';
    this.marker.textContent = 'Not saved';
    this.gui.append(this.text);
    this.show(params);
  }

  getGui(): HTMLElement {
    return this.gui;
  }

  refresh(params: ICellRendererParams<GridRow>): boolean {
    this.show(params);
    return true;
  }

  private show(params: ICellRendererParams<GridRow>): void {
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
