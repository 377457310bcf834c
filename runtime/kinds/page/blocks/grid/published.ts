import type { GridBlock } from '../../../../generated/screen';
import type { Publication, Published } from '../parts';

/**
 * What a grid block publishes under its id: the selected rows (with `selection`), the selected
 * row (single selection), its list answer's other top-level fields, and how many times a form asked
 * it to load again. Written by useGridBlock.ts and gridReloads.ts, read by the checker (tools.ts).
 */
export const GRID_PUBLISHES = { selected: 'selected', selectedRow: 'selectedRow', answer: 'answer', reloads: 'reloads' } as const;

function publishedNames(block: GridBlock): Map<string, Published> {
  const names = new Map<string, Published>([[GRID_PUBLISHES.answer, { reads: 'any' }]]);
  if (block.selection) names.set(GRID_PUBLISHES.selected, { reads: 'rows', entity: block.entity, list: true });
  if (block.selection === 'single') names.set(GRID_PUBLISHES.selectedRow, { reads: 'row', entity: block.entity });
  return names;
}

function notPublished(block: GridBlock, id: string): string {
  return block.selection
    ? `grid block "${id}" publishes only "answer", "selected"${block.selection === 'single' ? ' and "selectedRow"' : ' (and "selectedRow" with single selection)'}`
    : `grid block "${id}" publishes only "answer" (and "selected" with "selection")`;
}

/** What a grid block publishes, as the checker reads it. */
export const gridPublishes = (block: GridBlock): Publication => ({ names: publishedNames(block), notPublished: (id) => notPublished(block, id) });
