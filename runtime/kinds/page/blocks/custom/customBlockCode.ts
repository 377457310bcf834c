import type { Block } from '../../../../generated/screen';
import { loadCustomComponents } from '../../../../custom/customComponents';
import { allBlocks } from '../allBlocks';

/**
 * Loads the code of the page's custom components before the page renders (a route's loader), so
 * they show at once; a name the console does not know has nothing to load, and a failed load
 * leaves the block to say so rather than stopping the page.
 */
export function customBlocksCode(blocks: readonly Block[]): Promise<unknown> {
  const names = allBlocks(blocks).flatMap((block) => (block.block === 'custom' ? [block.component] : []));
  return names.length === 0 ? Promise.resolve() : loadCustomComponents(names).catch(() => undefined);
}
