import type { DisclosuresBlock } from '../../../../generated/screen';
import { preloadable } from '../../../../ui/preloadable';
import { noChildren, noComponents, noMoreCode, opensNothing, preloadsNothing, viewOf, type BlockParts } from '../parts';

/** An FAQ accordion of native disclosures (blocks/disclosures/): it reads and publishes nothing. */
export const disclosuresBlock: BlockParts<'disclosures'> = {
  view: viewOf(
    preloadable(() => import('./DisclosuresBlockView').then((module) => module.DisclosuresBlockView)),
    (_screen, block: DisclosuresBlock) => ({ block }),
  ),
  loadCode: noMoreCode,
  children: noChildren,
  texts: (block, at) => block.items.flatMap((item, k) => [
    { key: `${at}.items.${k}.summary`, text: item.summary },
    { key: `${at}.items.${k}.text`, text: item.text },
  ]),
  opens: opensNothing,
  components: noComponents,
  preload: preloadsNothing,
};
