import type { GridSelection } from './useRowSelection';

/** The selection count (announced politely) and, for several rows, Select all and Clear Selected. */
export function GridSelectionBar({ selection }: { selection: GridSelection }) {
  return (
    <div className="grid-selection">
      {selection.mode === 'multi' && (
        <>
          <button type="button" className="button" onClick={selection.selectAll}>
            Select all
          </button>
          <button type="button" className="button" disabled={selection.count === 0} onClick={selection.clear}>
            Clear Selected
          </button>
        </>
      )}
      <span className="grid-selection__count" aria-live="polite">
        {selection.count} selected
      </span>
    </div>
  );
}
