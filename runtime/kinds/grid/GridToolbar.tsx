import type { GridController } from './useGridController';

/** The buttons above the grid, in definition order (opening a form or another screen: primary); Update All Changes waits for a pending edit (unless it says there is none: `sayNoChanges`) and counts the rows waiting ('Update All Changes (2)'). */
export function GridToolbar({ controller }: { controller: GridController }) {
  const buttons = controller.grid.toolbar ?? [];
  if (buttons.length === 0) return null;
  return (
    <div className="grid-toolbar">
      {buttons.map((button) => (
        <button
          key={button.label}
          type="button"
          className={button.action === 'batchUpdate' || (typeof button.action === 'object' && ('openForm' in button.action || 'navigate' in button.action)) ? 'button primary' : 'button'}
          disabled={button.action === 'batchUpdate' && controller.edits.count === 0 && controller.grid.batchUpdate?.sayNoChanges !== true}
          onClick={() => controller.runToolbar(button.action)}
        >
          {button.action === 'refresh' && <span aria-hidden="true">↻ </span>}
          {button.label}
          {button.action === 'batchUpdate' && controller.edits.count > 0 && ` (${controller.edits.count})`}
        </button>
      ))}
    </div>
  );
}
