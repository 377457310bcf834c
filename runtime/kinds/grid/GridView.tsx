import { REFRESH_TEXT, REFRESH_TITLE, useLeaveGuard } from '../../screens/useLeaveGuard';
import { ConfirmDialog } from '../../ui/modal';
import type { KindViewProps } from '../registry';
import { BatchConfirmDialog } from './BatchConfirmDialog';
import { GridFormHost } from './GridFormHost';
import { GridLoadFailed } from './GridLoadFailed';
import { GridPager, PageSizeSelect } from './GridPager';
import { GridPendingNote } from './GridPendingNote';
import { GridSearch } from './GridSearch';
import { GridTable } from './GridTable';
import { GridToolbar } from './GridToolbar';
import { useGridController } from './useGridController';
import './grid.css';

/** The grid kind. Keyed by route so two grid screens never share state (or hooks). */
export default function GridView({ screen }: KindViewProps<'grid'>) {
  return <GridScreenView key={screen.route} screen={screen} />;
}

function GridScreenView({ screen }: KindViewProps<'grid'>) {
  const controller = useGridController(screen);
  const leaveDialog = useLeaveGuard(controller.hasUnsavedWork);
  const { batch, remove, search, paging, refreshQuestion } = controller;
  return (
    <section className="grid-screen" aria-labelledby="screen-title">
      <h1 id="screen-title" tabIndex={-1}>
        {screen.title}
      </h1>
      <GridToolbar controller={controller} />
      <div className="grid-controls">
        {search && <GridSearch search={search} />}
        <div className="grid-controls__paging">
          <PageSizeSelect paging={paging} />
          <GridPager paging={paging} total={controller.total} />
        </div>
      </div>
      <GridPendingNote edits={controller.edits} />
      {controller.status === 'failed' && <GridLoadFailed text={screen.messages.loadFailed} onRetry={controller.retry} />}
      {controller.status === 'loading' && <p className="grid-loading">Loading…</p>}
      <GridTable controller={controller} />
      {batch.confirm && <BatchConfirmDialog confirm={batch.confirm} batch={batch} />}
      {remove.pending && (
        <ConfirmDialog title={remove.pending.title} confirmLabel={remove.pending.title} onConfirm={() => void remove.confirm()} onCancel={remove.cancel}>
          <p>{remove.pending.question}</p>
        </ConfirmDialog>
      )}
      {refreshQuestion && (
        <ConfirmDialog title={REFRESH_TITLE} confirmLabel="Refresh" cancelLabel="Stay" onConfirm={refreshQuestion.confirm} onCancel={refreshQuestion.cancel}>
          <p>{REFRESH_TEXT}</p>
        </ConfirmDialog>
      )}
      <GridFormHost screen={screen} form={controller.form} />
      {leaveDialog}
    </section>
  );
}
