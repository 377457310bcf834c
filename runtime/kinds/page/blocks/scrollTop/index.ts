import type { ScrollTopBlock } from '../../../../generated/screen';
import { preloadable } from '../../../../ui/preloadable';
import { noChildren, noComponents, noMoreCode, opensNothing, preloadsNothing, viewOf, type BlockParts } from '../parts';

/** A button back to the page's top (blocks/scrollTop/): it reads and publishes nothing. */
export const scrollTopBlock: BlockParts<'scrollTop'> = {
  view: viewOf(
    preloadable(() => import('./ScrollTopBlockView').then((module) => module.ScrollTopBlockView)),
    (_screen, block: ScrollTopBlock) => ({ block }),
  ),
  loadCode: noMoreCode,
  children: noChildren,
  texts: (block, at) => [{ key: `${at}.label`, text: block.label }],
  opens: opensNothing,
  components: noComponents,
  preload: preloadsNothing,
  isButton: () => true,
};
