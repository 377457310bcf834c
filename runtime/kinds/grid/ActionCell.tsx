import type { CustomCellRendererProps } from 'ag-grid-react';
import type { GridRow } from './gridRows';
import { rowMatches } from './rowCondition';
import type { RowAction } from './types';

/** What the link cells do; stable for the life of the grid. */
export interface GridActions {
  remove(key: string): void;
  rowAction(action: RowAction, key: string): void;
  /** Shows or hides the row's sub-tables (`expand`). */
  toggleExpanded(key: string): void;
}

export interface ActionCellOptions {
  rowActions: readonly RowAction[];
  /** Text of the Delete link; undefined when the screen has no delete. */
  deleteLabel: string | undefined;
  actions: GridActions;
}

export type ActionCellParams = CustomCellRendererProps<GridRow> & ActionCellOptions;

/** Link-styled buttons of a row: its row actions (those whose `visibleWhen` holds for the row), then Delete. */
export function ActionCell({ data, rowActions, deleteLabel, actions }: ActionCellParams) {
  if (!data) return null;
  const key = data.key;
  return (
    <span className="grid-actions">
      {rowActions.filter((action) => rowMatches(action.visibleWhen, data.values)).map((action) => (
        <button key={action.label} type="button" className="link-button" onClick={() => actions.rowAction(action, key)}>
          {action.label}
        </button>
      ))}
      {deleteLabel !== undefined && (
        <button type="button" className="link-button" onClick={() => actions.remove(key)}>
          {deleteLabel}
        </button>
      )}
    </span>
  );
}
