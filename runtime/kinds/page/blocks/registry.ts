import type { Block } from '../../../generated/screen';
import { cardsBlock } from './cards';
import { customBlock } from './custom';
import { disclosuresBlock } from './disclosures';
import { formBlock } from './form';
import { gridBlock } from './grid';
import { linksBlock } from './links';
import { noticeBlock } from './notice';
import type { BlockKind, BlockParts } from './parts';
import { placeBlocks } from './placed';
import { resultBlock } from './result';
import { scrollTopBlock } from './scrollTop';
import { statusBlock } from './status';
import { tabsBlock } from './tabs';

/**
 * Every block kind's app parts, one folder each (docs/adding-a-block.md). Exhaustive: a block kind
 * added to the meta-schema without its parts does not compile. The tools' parts are in toolRegistry.ts.
 */
export const blockParts: { [K in BlockKind]: BlockParts<K> } = {
  form: formBlock,
  result: resultBlock,
  cards: cardsBlock,
  tabs: tabsBlock,
  status: statusBlock,
  grid: gridBlock,
  custom: customBlock,
  links: linksBlock,
  disclosures: disclosuresBlock,
  notice: noticeBlock,
  scrollTop: scrollTopBlock,
};

/** The parts of a block's kind. */
export function partsOf<K extends BlockKind>(kind: K): BlockParts<K> {
  return blockParts[kind];
}

/** Every block of a list, those a block holds included, in page order, each with its JSON pointer. */
export function placedBlocks(blocks: readonly Block[], at = '/blocks'): Array<{ block: Block; at: string }> {
  return placeBlocks(blocks, (block) => partsOf(block.block).children(block), at);
}
