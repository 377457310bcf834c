import { cardsBlockTools } from './cards/tools.ts';
import { customBlockTools } from './custom/tools.ts';
import { disclosuresBlockTools } from './disclosures/tools.ts';
import { formBlockTools } from './form/tools.ts';
import { gridBlockTools } from './grid/tools.ts';
import { linksBlockTools } from './links/tools.ts';
import { noticeBlockTools } from './notice/tools.ts';
import type { Block } from '../../../generated/screen.ts';
import type { BlockKind } from './parts.ts';
import { placeBlocks } from './placed.ts';
import { resultBlockTools } from './result/tools.ts';
import { scrollTopBlockTools } from './scrollTop/tools.ts';
import { statusBlockTools } from './status/tools.ts';
import { tabsBlockTools } from './tabs/tools.ts';
import type { BlockTools } from './toolParts.ts';

/**
 * Every block kind's tools' parts (checker rules, diff, form openings, validator forms), one folder
 * each beside its app parts (registry.ts). Exhaustive: a block kind added to the meta-schema without
 * them does not compile. Only scripts/ import this file.
 */
export const blockTools: { [K in BlockKind]: BlockTools<K> } = {
  form: formBlockTools,
  result: resultBlockTools,
  cards: cardsBlockTools,
  tabs: tabsBlockTools,
  status: statusBlockTools,
  grid: gridBlockTools,
  custom: customBlockTools,
  links: linksBlockTools,
  disclosures: disclosuresBlockTools,
  notice: noticeBlockTools,
  scrollTop: scrollTopBlockTools,
};

/** The tools' parts of a block's kind. */
export function toolsOf<K extends BlockKind>(kind: K): BlockTools<K> {
  return blockTools[kind];
}

/** Whether a value names a block kind (a diff or a build reads definitions a schema may refuse). */
export function isBlockKind(kind: unknown): kind is BlockKind {
  return typeof kind === 'string' && Object.hasOwn(blockTools, kind);
}

/** Every block of a list, those a block holds included, in page order, each with its JSON pointer (as the tools read them). */
export function placedBlocks(blocks: readonly Block[], at = '/blocks'): Array<{ block: Block; at: string }> {
  return placeBlocks(blocks, (block) => toolsOf(block.block).children(block), at);
}
