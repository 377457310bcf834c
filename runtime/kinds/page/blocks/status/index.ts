import type { StatusBlock } from '../../../../generated/screen';
import { preloadable } from '../../../../ui/preloadable';
import { noChildren, noComponents, noMoreCode, opensNothing, preloadsNothing, viewOf, type BlockParts } from '../parts';
import type { StatusBlockSlice } from './useStatusBlock';

/** A status block: labelled values from a call or the page state, each with its tone (blocks/status/). */
export const statusBlock: BlockParts<'status'> = {
  view: viewOf(
    preloadable(() => import('./StatusBlockView').then((module) => module.StatusBlockView)),
    (screen, block: StatusBlock): StatusBlockSlice => ({ block, endpoint: 'endpoint' in block.source ? screen.endpoints[block.source.endpoint] : undefined }),
  ),
  loadCode: noMoreCode,
  children: noChildren,
  texts: (block, at) => [
    ...block.items.flatMap((item) => [{ key: `${at}.items.${item.path}`, text: item.label }, ...(item.link !== undefined ? [{ key: `${at}.items.${item.path}.link`, text: item.link }] : [])]),
    ...(block.closeLabel !== undefined ? [{ key: `${at}.closeLabel`, text: block.closeLabel }] : []),
  ],
  opens: opensNothing,
  components: noComponents,
  preload: preloadsNothing,
};
