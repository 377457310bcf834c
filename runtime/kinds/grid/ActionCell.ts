import type { ICellRendererParams } from 'ag-grid-community';
import { DomCell, linkButton } from './cellDom';
import { iconButton } from './rowActionIcons';
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

export type ActionCellParams = ICellRendererParams<GridRow> & ActionCellOptions;

/** Link-styled buttons of a row: its row actions (those whose `visibleWhen` holds for the row; an `icon` one as its icon), then Delete. */
export class ActionCell extends DomCell<ActionCellParams> {
  protected readonly gui = document.createElement('span');
  private params: ActionCellParams | undefined;
  /** The labels of the buttons shown: the same labels keep the same buttons (and the focus on one of them). */
  private shown: string | undefined;

  protected override build(): void {
    this.gui.className = 'grid-actions';
  }

  protected show(params: ActionCellParams): void {
    this.params = params;
    const row = params.data;
    const visible = row ? params.rowActions.filter((action) => rowMatches(action.visibleWhen, row.values)) : [];
    const deleteLabel = row ? params.deleteLabel : undefined;
    const shown = JSON.stringify([visible.map((action) => action.label), deleteLabel ?? null]);
    if (shown === this.shown) return;
    this.shown = shown;
    const buttons = visible.map((action) => {
      const run = () => this.onRow((key, actions) => actions.rowAction(action, key));
      return action.icon ? iconButton(action.label, action.icon, run) : linkButton(action.label, run);
    });
    if (deleteLabel !== undefined) buttons.push(linkButton(deleteLabel, () => this.onRow((key, actions) => actions.remove(key))));
    this.gui.replaceChildren(...buttons);
  }

  /** Runs an action on the row the cell shows now (rows are recycled: never the row it was made for). */
  private onRow(run: (key: string, actions: GridActions) => void): void {
    const params = this.params;
    if (params?.data) run(params.data.key, params.actions);
  }
}
