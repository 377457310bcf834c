import type { Block } from '../../runtime/generated/screen';

/** How the blocks of a page open one of its modal forms. */
export interface ModalFormOpening {
  /** Some block opens it. */
  opened: boolean;
  /** Every opener opens it for a row (a cards block's `edit`, a grid block's row action): its templates read the row. */
  forRow: boolean;
  /** The entity of those rows (the cards' or grid's `entity`), when one says. */
  rowEntity: string | undefined;
}

/** The ways a form is opened: cards `create` (no row) and `edit` (a row); a grid block's toolbar `openForm` (no row) and row action `openForm` (a row). */
function openings(block: Block, name: string): Array<{ row: boolean; entity: string | undefined }> {
  if (block.block === 'cards') {
    return [...(block.create?.form === name ? [{ row: false, entity: block.entity }] : []), ...(block.edit?.form === name ? [{ row: true, entity: block.entity }] : [])];
  }
  if (block.block !== 'grid' || block.forms?.[name] !== undefined) return [];
  const toolbar = (block.toolbar ?? []).filter((button) => typeof button.action === 'object' && 'openForm' in button.action && button.action.openForm === name);
  const rows = (block.rowActions ?? []).filter((action) => 'openForm' in action && action.openForm === name);
  return [...toolbar.map(() => ({ row: false, entity: block.entity })), ...rows.map(() => ({ row: true, entity: block.entity }))];
}

/** How the page's blocks (those inside tabs included) open the modal form `name`. */
export function modalFormOpening(blocks: readonly Block[], name: string): ModalFormOpening {
  const all = blocks.flatMap((block) => openings(block, name));
  const forRow = all.length > 0 && all.every((opening) => opening.row);
  return { opened: all.length > 0, forRow, rowEntity: forRow ? all.map((opening) => opening.entity).find((entity) => entity !== undefined) : undefined };
}
