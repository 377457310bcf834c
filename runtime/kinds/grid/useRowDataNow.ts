import type { DomLayoutType, GridApi, GridReadyEvent } from 'ag-grid-community';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Hands new rows to AG Grid before the browser paints again.
 *
 * Why: AgGridReact applies a changed `rowData` prop in a passive effect. React runs the grid's own
 * cell updates from there at default priority, in a later task, so after a cell edit (Enter) the
 * browser painted the frame that follows the key press with the cell's old text and drew the new
 * text one frame later (measured: ~24 ms from Enter to paint, against ~10 ms for a hand-written
 * grid). Here, once the grid is ready, new rows go through the grid's API right after React's
 * commit (in a microtask, outside React's commit so AG Grid may flush its React cells), inside
 * `flushSync`, so the cells are redrawn in the same task as the key press.
 *
 * Until the grid is ready the rows travel as the `rowData` prop, which AgGridReact queues; from
 * then on the prop keeps the last array it carried (AgGridReact would otherwise apply the same
 * rows a second time) and the API carries every newer one. The layout that goes with the rows
 * (`domLayout`: 'autoHeight' draws every row) is set first, in the same call, so 10,000 rows never
 * meet the layout of 20; the `domLayout` prop, applied later with the same value, changes nothing.
 */
export function useRowDataNow<T>(rows: T[], domLayout: DomLayoutType): { rowData: T[]; onGridReady: (event: GridReadyEvent<T>) => void } {
  const [api, setApi] = useState<GridApi<T> | null>(null);
  const latest = useRef({ rows, domLayout });
  // The last rows given as the prop, as committed (a render React discards must not count).
  const propRows = useRef(rows);
  useLayoutEffect(() => {
    latest.current = { rows, domLayout };
    if (!api) {
      propRows.current = rows;
      return;
    }
    queueMicrotask(() => {
      const current = latest.current;
      if (api.isDestroyed() || api.getGridOption('rowData') === current.rows) return;
      flushSync(() => api.updateGridOptions({ domLayout: current.domLayout, rowData: current.rows }));
    });
  }, [api, domLayout, rows]);
  const onGridReady = useCallback((event: GridReadyEvent<T>) => setApi(event.api), []);
  return { rowData: api ? propRows.current : rows, onGridReady };
}
