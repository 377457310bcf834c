import type { GridEdits } from './useGridController';

/**
 * The running note of pending edits and, for rows whose save failed, the server's reason; takes
 * no room when there is nothing to say. Announced politely as it changes. When someone else
 * changed rows meanwhile, 'Reload changed rows' loads them again under the edits kept.
 */
export function GridPendingNote({ edits }: { edits: GridEdits }) {
  const { note, failures } = edits;
  const conflicts = failures.filter((failure) => failure.conflict).length;
  return (
    <div className="grid-pending" aria-live="polite">
      {note !== '' && <p className="grid-change-note">{note}</p>}
      {failures.length > 0 && (
        <ul className="grid-failures" aria-label="Not saved">
          {failures.map((failure) => (
            <li key={failure.key}>
              <span className="grid-row-status">Not saved</span> <strong>{failure.row}</strong>
              {failure.reason && <>: {failure.reason}</>}
            </li>
          ))}
        </ul>
      )}
      {conflicts > 0 && (
        <button type="button" className="button" onClick={edits.reloadConflicts}>
          Reload changed rows
        </button>
      )}
    </div>
  );
}
