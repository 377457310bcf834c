import type { ICellRendererParams } from 'ag-grid-community';
import type { CellFormat } from '../../generated/screen';
import { DomCell, shownText } from './cellDom';
import { badgeOf } from './formats';
import type { GridRow } from './gridRows';

export type BadgeCellParams = ICellRendererParams<GridRow> & { format: CellFormat | undefined };

/** A value shown as a coloured badge (`format: { badge }`, set as text, never as markup); a value without a badge shows as text. */
export class BadgeCell extends DomCell<BadgeCellParams> {
  protected readonly gui = document.createElement('span');

  protected show(params: BadgeCellParams): void {
    const badge = badgeOf(params.format, params.value);
    this.gui.className = badge ? `grid-badge grid-badge--${badge.tone}` : '';
    this.gui.textContent = badge ? badge.label : shownText(params);
  }
}
