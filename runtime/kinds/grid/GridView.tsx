import { useLeaveGuard } from '../../screens/useLeaveGuard';
import { ConfirmDialog } from '../../ui/modal';
import type { KindViewProps } from '../registry';
import { BatchConfirmDialog } from './BatchConfirmDialog';
import { GridFormHost } from './GridFormHost';
import { GridPager, PageSizeSelect } from './GridPager';
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
  const { batch, remove, search, paging } = controller;
  return (
    <section className="grid-screen" aria-labelledby="screen-title">
      <h1 id="screen-title">{screen.title}</h1>
      <GridToolbar controller={controller} />
      <div className="grid-controls">
        {search && <GridSearch search={search} />}
        <PageSizeSelect paging={paging} />
      </div>
      <p className="grid-change-note" aria-live="polite">
        {controller.edits.note}
      </p>
      {controller.status === 'loading' && <p className="grid-loading">Loading…</p>}
      <GridTable controller={controller} />
      <GridPager paging={paging} total={controller.total} />
      {batch.confirm && <BatchConfirmDialog confirm={batch.confirm} batch={batch} />}
      {remove.pending && (
        <ConfirmDialog title={remove.pending.title} confirmLabel={remove.pending.title} onConfirm={() => void remove.confirm()} onCancel={remove.cancel}>
          <p>{remove.pending.question}</p>
        </ConfirmDialog>
      )}
      <GridFormHost screen={screen} form={controller.form} />
      {leaveDialog}
    </section>
  );
}
