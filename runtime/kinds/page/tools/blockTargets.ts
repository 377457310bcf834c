import type { Block } from '../../../generated/screen';
import type { NavigationTarget } from '../../../tooling/toolTypes.ts';
import { placedBlocks, toolsOf } from '../blocks/toolRegistry.ts';

/** The routes a page's blocks open (those inside tabs too), each at its pointer. */
export function blockTargets(blocks: readonly Block[]): NavigationTarget[] {
  return placedBlocks(blocks).flatMap(({ block, at }) => toolsOf(block.block).opens(block).map((target) => ({ pointer: `${at}${target.pointer}`, route: target.route })));
}
