import type { GridBlock } from '../../../../generated/screen';
import { preloadable } from '../../../../ui/preloadable';
import { gridTexts } from '../../../catalogue/gridTexts';
import { gridSliceOfBlock } from '../../../grid/gridSlice';
import { gridTargets } from '../../../grid/gridTargets';
import { modalFormSlices } from '../../forms/modalFormSlices';
import { noChildren, noComponents, viewOf, type BlockParts } from '../parts';
import { gridBodyCode } from './gridBodyCode';
import type { GridBlockSlice } from './useGridBlock';

/** A grid block: the grid kind's own body in a page, its list templates reading the page state, its selection published (blocks/grid/). */
export const gridBlock: BlockParts<'grid'> = {
  view: viewOf(
    preloadable(() => import('./GridBlockView').then((module) => module.GridBlockView)),
    (screen, block: GridBlock): GridBlockSlice => ({ id: block.id, grid: gridSliceOfBlock(screen, block), forms: modalFormSlices(screen) }),
  ),
  // AG Grid is large: its code loads only for a page with a grid.
  loadCode: () => gridBodyCode.load(),
  children: noChildren,
  texts: (block, at) => gridTexts(block, `${at}.`),
  opens: (block) => gridTargets(block, ''),
  components: noComponents,
  // The first page of a grid shown from the start (no `when`), whose templates read the page state as it starts: empty.
  // Imported when called: the list code is the app's (the tools read this file too), and the preloader holds it already.
  preload: (screen, block, call) => {
    if (block.when === undefined) void import('../../../grid/preloadFirstPage').then((module) => module.preloadFirstPage(call, gridSliceOfBlock(screen, block), {}));
  },
};
