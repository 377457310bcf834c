import type { CustomCellRendererProps } from 'ag-grid-react';
import type { GridRow } from './gridRows';

/** The first cell's text, followed by a 'Not saved' marker (its reason as a tooltip) when the row's last save failed. */
export function FirstCell({ data, value, valueFormatted }: CustomCellRendererProps<GridRow>) {
  return (
    <>
      {valueFormatted ?? String(value ?? '')}
      {data?.failed && (
        <span className="grid-row-status" title={data.error}>
          Not saved
        </span>
      )}
    </>
  );
}
