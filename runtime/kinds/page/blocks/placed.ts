import type { Block } from '../../../generated/screen';

/** The blocks a block holds (a tabs block's tabs' blocks), each with its pointer relative to the block. */
export type ChildBlocks = (block: Block) => Array<{ block: Block; at: string }>;

/** Every block of a list, those a block holds included (a tabs block before its tabs' blocks), in page order, each with its JSON pointer. */
export function placeBlocks(blocks: readonly Block[], childrenOf: ChildBlocks, at = '/blocks'): Array<{ block: Block; at: string }> {
  const place = (block: Block, here: string): Array<{ block: Block; at: string }> => [{ block, at: here }, ...childrenOf(block).flatMap((child) => place(child.block, `${here}${child.at}`))];
  return blocks.flatMap((block, i) => place(block, `${at}/${i}`));
}
