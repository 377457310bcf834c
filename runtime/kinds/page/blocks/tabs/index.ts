import type { TabsBlock } from '../../../../generated/screen';
import { preloadable } from '../../../../ui/preloadable';
import { noComponents, noMoreCode, opensNothing, preloadsNothing, viewOf, type BlockParts } from '../parts';
import { tabsChildren } from './children';
import type { TabsBlockSlice } from './useTabsBlock';

/** A tabs block: one tab of blocks shown at a time (blocks/tabs/). */
export const tabsBlock: BlockParts<'tabs'> = {
  view: viewOf(preloadable(() => import('./TabsBlockView').then((module) => module.TabsBlockView)), (_screen, block: TabsBlock, allBlocks): TabsBlockSlice => ({ block, heldIds: block.tabs.map((tab) => allBlocks(tab.blocks).map((inner) => inner.id)) })),
  loadCode: noMoreCode,
  children: tabsChildren,
  texts: (block, at) => block.tabs.map((tab, i) => ({ key: `${at}.tabs.${i}.label`, text: tab.label })),
  opens: opensNothing,
  components: noComponents,
  preload: preloadsNothing,
};
