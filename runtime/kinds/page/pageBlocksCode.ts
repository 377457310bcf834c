import type { PageScreen } from '../../generated/screen';
import { allBlocks } from './blocks/allBlocks';
import { partsOf } from './blocks/registry';

/** Loads the code of the page's blocks (each kind's view a chunk of its own, and what each loads besides), so they render at once. */
export function loadPageBlocksCode(page: PageScreen): Promise<unknown> {
  const blocks = allBlocks(page.blocks);
  const kinds = new Set(blocks.map((block) => block.block));
  return Promise.all([...[...kinds].map((kind) => partsOf(kind).view.load()), ...blocks.map((block) => partsOf(block.block).loadCode(block))]);
}
