import { pageParts } from '../catalogue/pageParts';
import type { KindCatalogue } from '../kindCatalogue';
import { allBlocks } from './blocks/allBlocks';
import { partsOf } from './blocks/registry';

/** What the catalogue lists of a page: its calls and texts (pageParts), the routes and custom components of its blocks. */
export const pageCatalogue: KindCatalogue<'page'> = {
  entryParts: (screen) => pageParts(screen),
  opens: (screen) => allBlocks(screen.blocks).flatMap((block) => partsOf(block.block).opens(block).map((target) => target.route)),
  components: (screen) => allBlocks(screen.blocks).flatMap((block) => partsOf(block.block).components(block)),
};
