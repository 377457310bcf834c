import type { CustomCellRendererProps } from 'ag-grid-react';
import type { GridRow } from './gridRows';

export interface ExpandToggleOptions {
  toggle(key: string): void;
}

/**
 * The first cell of a grid with sub-tables: a disclosure button named by the cell's text, whose
 * `aria-expanded` says whether the row's sub-tables are shown under it.
 */
export function ExpandToggleCell({ data, value, valueFormatted, toggle }: CustomCellRendererProps<GridRow> & ExpandToggleOptions) {
  if (!data) return null;
  const expanded = data.expanded ?? false;
  return (
    <button type="button" className="grid-expand-toggle" aria-expanded={expanded} onClick={() => toggle(data.key)}>
      <span className="grid-expand-icon" aria-hidden="true">
        {expanded ? '▾' : '▸'}
      </span>
      {valueFormatted ?? String(value ?? '')}
    </button>
  );
}
