import { useId } from 'react';
import { OwnOrEnclosingLeaveGuard, useReportUnsaved } from '../../screens/unsavedWork';
import { GridDialogs } from './GridDialogs';
import { GridFormHost, type PageFormRenderer } from './GridFormHost';
import { GridLoadFailed } from './GridLoadFailed';
import { GridPager, PageSizeSelect } from './GridPager';
import { GridPendingNote } from './GridPendingNote';
import { GridSearch } from './GridSearch';
import { GridSelectionBar } from './GridSelectionBar';
import type { GridSlice } from './gridSlice';
import { GridTable } from './GridTable';
import { GridToolbar } from './GridToolbar';
import { useGridController, type GridLink } from './useGridController';
import './grid.css';

/**
 * A grid, the one code path of the grid kind (the whole screen) and of a page's grid blocks:
 * toolbar, search, paging, selection, pending edits, the table, its dialogs and forms (a grid
 * block's `pageForm` shows its page's modal forms).
 */
export function GridBody(props: GridBodyProps) {
  return (
    <OwnOrEnclosingLeaveGuard>
      <GridParts {...props} />
    </OwnOrEnclosingLeaveGuard>
  );
}

interface GridBodyProps {
  grid: GridSlice;
  link?: GridLink;
  pageForm?: PageFormRenderer;
}

function GridParts({ grid, link, pageForm }: GridBodyProps) {
  const controller = useGridController(grid, link);
  // Pending edits are guarded by the screen's one leave guard (a grid screen's own, or its page's);
  // each grid reports as itself (the sub-tables of two expanded rows share a key).
  useReportUnsaved(useId(), controller.hasUnsavedWork);
  const { search, paging, selection } = controller;
  return (
    <>
      <GridToolbar controller={controller} />
      <div className="grid-controls">
        {search && <GridSearch search={search} />}
        <div className="grid-controls__paging">
          <PageSizeSelect paging={paging} />
          <GridPager paging={paging} total={controller.total} />
        </div>
      </div>
      {selection && <GridSelectionBar selection={selection} />}
      <GridPendingNote edits={controller.edits} />
      {controller.status === 'failed' && <GridLoadFailed text={controller.failedText ?? grid.messages.loadFailed} onRetry={controller.retry} />}
      {controller.status === 'loading' && <p className="grid-loading">Loading…</p>}
      {/* A sub-table under an expanded row is a grid too: this one, the one place the recursion is written. */}
      <GridTable controller={controller} subGrid={GridBody} />
      <GridDialogs controller={controller} />
      <GridFormHost
        screen={{ route: grid.key, forms: grid.forms, lookups: grid.lookups, endpoints: grid.endpoints, messages: grid.messages, options: grid.options }}
        form={controller.form}
        context={controller.templateContext}
        pageForm={pageForm}
      />
    </>
  );
}
