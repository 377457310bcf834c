import type { LinksBlock, PageScreen } from '../../../../generated/screen';
import { preloadable } from '../../../../ui/preloadable';
import { noChildren, noComponents, noMoreCode, opensNothing, preloadsNothing, viewOf, type BlockParts, type DefinitionText } from '../parts';
import type { LinksBlockSlice } from './useLinksBlock';

/** The endpoints a links block's downloads call, and nothing else of the page's. */
function linksSlice(screen: PageScreen, block: LinksBlock): LinksBlockSlice {
  const names = block.items.flatMap((item) => (item.download ? [item.download.endpoint] : []));
  return { block, endpoints: Object.fromEntries(names.map((name) => [name, screen.endpoints[name]])) };
}

function linksTexts(block: LinksBlock, at: string): DefinitionText[] {
  return block.items.flatMap((item, k) => {
    const failure = item.download?.failure;
    return [
      { key: `${at}.items.${k}.label`, text: item.label },
      ...(item.unavailable !== undefined ? [{ key: `${at}.items.${k}.unavailable`, text: item.unavailable }] : []),
      ...(failure === undefined ? [] : typeof failure === 'string' ? [{ key: `${at}.items.${k}.download.failure`, text: failure }] : failure.map((text, i) => ({ key: `${at}.items.${k}.download.failure.${i}`, text }))),
    ];
  });
}

/** A links block: buttons opening this environment's config links in a new tab, or saving a file an endpoint answers (blocks/links/). */
export const linksBlock: BlockParts<'links'> = {
  view: viewOf(preloadable(() => import('./LinksBlockView').then((module) => module.LinksBlockView)), linksSlice),
  loadCode: noMoreCode,
  children: noChildren,
  texts: linksTexts,
  opens: opensNothing,
  components: noComponents,
  preload: preloadsNothing,
};
