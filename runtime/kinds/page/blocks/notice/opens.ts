import type { NoticeBlock } from '../../../../generated/screen';
import type { OpenedRoute } from '../parts';

/** The route a notice links to, with its pointer relative to the block. */
export function noticeOpens(block: NoticeBlock): OpenedRoute[] {
  return block.link ? [{ pointer: '/link/to', route: block.link.to }] : [];
}
