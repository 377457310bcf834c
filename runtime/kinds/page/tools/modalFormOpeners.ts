import type { Block } from '../../../generated/screen';
import { toolsOf } from '../blocks/toolRegistry.ts';
import type { FormOpeningContext } from '../blocks/toolParts.ts';

/** How the blocks of a page open one of its modal forms. */
export interface ModalFormOpening {
  /** Some block opens it. */
  opened: boolean;
  /** Every opener opens it for a row (a cards block's `edit`, a grid block's row action): its templates read the row. */
  forRow: boolean;
  /** The entity of those rows (the cards' or grid's `entity`), when one says. */
  rowEntity: string | undefined;
  /** The rows' fields, when an opener says them exactly (a custom component's contract). */
  rowFields: ReadonlySet<string> | undefined;
  /** Its openers take the values it was pressed with: it sends nothing (a custom component's form role that says so). */
  handsValues: boolean;
}

/** How the page's blocks (those inside tabs included) open the modal form `name`. */
export function modalFormOpening(blocks: readonly Block[], name: string, context: FormOpeningContext): ModalFormOpening {
  const all = blocks.flatMap((block) => toolsOf(block.block).opensForm(block, name, context));
  const forRow = all.length > 0 && all.every((opening) => opening.row);
  return {
    opened: all.length > 0,
    forRow,
    rowEntity: forRow ? all.map((opening) => opening.entity).find((entity) => entity !== undefined) : undefined,
    rowFields: forRow ? all.map((opening) => opening.rowFields).find((fields) => fields !== undefined) : undefined,
    handsValues: all.length > 0 && all.every((opening) => opening.handsValues === true),
  };
}
