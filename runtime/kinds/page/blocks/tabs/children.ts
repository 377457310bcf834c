import type { Block, TabsBlock } from '../../../../generated/screen';

/** A tabs block's blocks: those of each tab, at `/tabs/<k>/blocks/<i>`. */
export const tabsChildren = (block: TabsBlock): Array<{ block: Block; at: string }> => block.tabs.flatMap((tab, k) => tab.blocks.map((inner, i) => ({ block: inner, at: `/tabs/${k}/blocks/${i}` })));
