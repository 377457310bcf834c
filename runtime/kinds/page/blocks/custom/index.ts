import { loadCustomComponents } from '../../../../custom/customComponents';
import { preloadable } from '../../../../ui/preloadable';
import { noChildren, opensNothing, preloadsNothing, viewOf, type BlockParts } from '../parts';
import { customBlockSlice } from './customBlockSlice';

/** A custom block: a component of the app's registry (src/custom/), given the endpoints, texts and props its definition declares (blocks/custom/). */
export const customBlock: BlockParts<'custom'> = {
  view: viewOf(preloadable(() => import('./CustomBlockView').then((module) => module.CustomBlockView)), customBlockSlice),
  // A name the console does not know has nothing to load, and a failed load leaves the block to say so rather than stopping the page.
  loadCode: (block) => loadCustomComponents([block.component]).catch(() => undefined),
  children: noChildren,
  texts: (block, at) => Object.entries(block.messages).flatMap(([key, text]) => (text === undefined ? [] : [{ key: `${at}.messages.${key}`, text }])),
  opens: opensNothing,
  components: (block) => [block.component],
  preload: preloadsNothing,
};
