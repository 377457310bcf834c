import type { Block } from '../../../generated/screen';

/** Every block of a list, those inside tabs included (a tabs block before its tabs' blocks), in page order. */
export function allBlocks(blocks: readonly Block[]): Block[] {
  return blocks.flatMap((block) => (block.block === 'tabs' ? [block, ...block.tabs.flatMap((tab) => allBlocks(tab.blocks))] : [block]));
}

/** The ids of the form blocks of a list, those inside tabs included. */
export function formBlockIds(blocks: readonly Block[]): string[] {
  return allBlocks(blocks)
    .filter((block) => block.block === 'form')
    .map((block) => block.id);
}
