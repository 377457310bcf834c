import { ConfirmDialog } from '../../ui/modal';
import type { BatchUpdateApi, BatchConfirm } from './useBatchUpdate';

/** Update All Changes, confirmed: every change (row, column, old → new), the details and the option checkbox. */
export function BatchConfirmDialog({ confirm, batch }: { confirm: BatchConfirm; batch: BatchUpdateApi }) {
  return (
    <ConfirmDialog
      title={confirm.title}
      confirmLabel={confirm.confirmLabel}
      busy={confirm.busy}
      onConfirm={() => void batch.send()}
      onCancel={batch.cancel}
    >
      <ul className="grid-change-list">
        {confirm.changes.map((change) => (
          <li key={`${change.key}-${change.column}`}>
            <strong>{change.row}</strong> · {change.column}: {change.from} → {change.to}
            {change.failed && <span className="grid-row-status">Not saved</span>}
          </li>
        ))}
      </ul>
      {confirm.details && (
        <section className="grid-confirm-details">
          {confirm.details.heading && <h3>{confirm.details.heading}</h3>}
          {confirm.details.failed ? (
            <p>These details could not be loaded.</p>
          ) : (
            <ul>
              {confirm.details.items.map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      )}
      {confirm.checkbox && (
        <label className="grid-confirm-checkbox">
          <input type="checkbox" checked={confirm.checkbox.checked} disabled={confirm.busy} onChange={(event) => batch.setChecked(event.target.checked)} />
          {confirm.checkbox.label}
        </label>
      )}
    </ConfirmDialog>
  );
}
