import type { CustomCellRendererProps } from 'ag-grid-react';
import { useEffect, useId, useMemo, useRef, type ComponentType } from 'react';
import type { SubTable } from '../../generated/screen';
import type { GridRow } from './gridRows';
import { subTableSlice, type GridSlice } from './gridSlice';
import { asRows, type Row } from './types';
import type { GridLink } from './useGridController';

/** What shows a sub-table: the grid that shows every grid (GridBody, which passes itself down). */
export type SubGrid = ComponentType<{ grid: GridSlice; link: GridLink }>;

export interface SubTablesPanelOptions {
  grid: GridSlice;
  /** The grid each sub-table is. */
  subGrid: SubGrid;
  /** Loads the outer list again (the sub-tables' rows come from it). */
  reload: () => Promise<unknown>;
  /** The panel's height, measured, for the grid's row height. */
  onHeight: (key: string, height: number) => void;
  /** The accessible name of the panel: the expanded row's first cell as shown. */
  nameOf: (row: Row) => string;
}

/**
 * The full-width row under an expanded row: each sub-table of `expand`, a grid of its own (the
 * same GridBody as every grid, given as `subGrid`) over a list field of the row. The row's height follows the panel.
 */
export function SubTablesPanel({ data, node, api, grid, subGrid, reload, onHeight, nameOf }: CustomCellRendererProps<GridRow> & SubTablesPanelOptions) {
  const panel = useRef<HTMLDivElement>(null);
  const key = data?.key;
  useEffect(() => {
    const element = panel.current;
    if (!element || key === undefined) return;
    const measure = () => {
      const height = Math.ceil(element.getBoundingClientRect().height) + 2;
      onHeight(key, height);
      if (node.rowHeight !== height && !api.isDestroyed()) {
        node.setRowHeight(height);
        api.onRowHeightChanged();
      }
    };
    measure();
    // Without ResizeObserver (an old engine) the first measure stands.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [api, key, node, onHeight]);
  if (!data) return null;
  const tables = grid.expand?.tables ?? [];
  return (
    <div ref={panel} className="grid-expanded" role="region" aria-label={nameOf(data.values)}>
      {tables.map((table) => (
        <SubTableSection key={table.id} outer={grid} table={table} parent={data.values} reload={reload} SubGrid={subGrid} />
      ))}
    </div>
  );
}

function SubTableSection({ outer, table, parent, reload, SubGrid }: { outer: GridSlice; table: SubTable; parent: Row; reload: () => Promise<unknown>; SubGrid: SubGrid }) {
  const headingId = useId();
  const slice = useMemo(() => subTableSlice(outer, table), [outer, table]);
  const link = useMemo<GridLink>(() => ({ rows: { rows: asRows(parent[table.rows]), reload }, templateContext: { parent } }), [parent, reload, table.rows]);
  return (
    <section className="grid-subtable" aria-labelledby={headingId}>
      <h3 id={headingId}>{table.title}</h3>
      <SubGrid grid={slice} link={link} />
    </section>
  );
}
