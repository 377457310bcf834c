import type { NoticeBlock } from '../../../../generated/screen';
import { preloadable } from '../../../../ui/preloadable';
import { noChildren, noComponents, noMoreCode, preloadsNothing, viewOf, type BlockParts } from '../parts';
import { noticeOpens } from './opens';

/** A plain text of the definition with an optional link to another screen (blocks/notice/): it reads and publishes nothing. */
export const noticeBlock: BlockParts<'notice'> = {
  view: viewOf(
    preloadable(() => import('./NoticeBlockView').then((module) => module.NoticeBlockView)),
    (_screen, block: NoticeBlock) => ({ block }),
  ),
  loadCode: noMoreCode,
  children: noChildren,
  texts: (block, at) => [{ key: `${at}.text`, text: block.text }, ...(block.link ? [{ key: `${at}.link.label`, text: block.link.label }] : [])],
  opens: noticeOpens,
  components: noComponents,
  preload: preloadsNothing,
};
