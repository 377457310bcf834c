import type { CustomCellRendererProps } from 'ag-grid-react';
import type { GridRow } from './gridRows';

/** The first cell's text, followed by a 'Not saved' marker when the row's last save failed. */
export function FirstCell({ data, value, valueFormatted }: CustomCellRendererProps<GridRow>) {
  return (
    <>
      {valueFormatted ?? String(value ?? '')}
      {data?.failed && <span className="grid-row-status">Not saved</span>}
    </>
  );
}
