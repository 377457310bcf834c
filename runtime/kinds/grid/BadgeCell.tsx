import type { CustomCellRendererProps } from 'ag-grid-react';
import type { CellFormat } from '../../generated/screen';
import { badgeOf } from './formats';
import type { GridRow } from './gridRows';

export type BadgeCellParams = CustomCellRendererProps<GridRow> & { format: CellFormat | undefined };

/** A value shown as a coloured badge (`format: { badge }`, text escaped by React); a value without a badge shows as text. */
export function BadgeCell({ value, valueFormatted, format }: BadgeCellParams) {
  const badge = badgeOf(format, value);
  if (!badge) return <>{valueFormatted ?? String(value ?? '')}</>;
  return <span className={`grid-badge grid-badge--${badge.tone}`}>{badge.label}</span>;
}
