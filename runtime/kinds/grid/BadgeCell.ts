import type { ICellRendererParams } from 'ag-grid-community';
import type { CellFormat } from '../../generated/screen';
import { renderTemplate } from '../../templates/template';
import { DomCell, shownText } from './cellDom';
import { badgeOf } from './formats';
import type { GridRow } from './gridRows';
import { textOf } from '../../../shared/textOf';

export type BadgeCellParams = ICellRendererParams<GridRow> & { format: CellFormat | undefined; detail?: string | undefined };

/** A column's `detail` filled over the row: blank (nothing to show) as ''. */
export function detailText(detail: string | undefined, row: Readonly<Record<string, unknown>> | undefined): string {
  if (detail === undefined || !row) return '';
  const filled = renderTemplate(detail, row);
  return filled === undefined || filled === null ? '' : textOf(filled).trim();
}

/**
 * A value shown as a coloured badge (`format: { badge }`, set as text, never as markup); a value
 * without a badge shows as text. A column's `detail` follows it in muted text (the last pull's
 * date and time beside a Manual/Auto badge).
 */
export class BadgeCell extends DomCell<BadgeCellParams> {
  protected readonly gui = document.createElement('span');
  private readonly value = document.createElement('span');
  private readonly detail = document.createElement('span');

  protected override build(): void {
    this.detail.className = 'grid-cell-detail';
    this.gui.append(this.value);
  }

  protected show(params: BadgeCellParams): void {
    const badge = badgeOf(params.format, params.value);
    this.value.className = badge ? `grid-badge grid-badge--${badge.tone}` : '';
    this.value.textContent = badge ? badge.label : shownText(params);
    const detail = detailText(params.detail, params.data?.values);
    this.detail.textContent = detail;
    if (detail === '') this.detail.remove();
    else if (!this.detail.isConnected) this.gui.append(this.detail);
  }
}
