import type { Block } from '../../../generated/screen';
import { placedBlocks } from './registry';

/** Every block of a list, those a block holds included (a tabs block before its tabs' blocks), in page order. */
export function allBlocks(blocks: readonly Block[]): Block[] {
  return placedBlocks(blocks).map((place) => place.block);
}
