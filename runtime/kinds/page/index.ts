import { lazyView, type KindParts } from '../kindParts';

const pageCode = () => import('./pageCode');

/** The page kind's app parts: a page of blocks (its tools' parts are in tools.ts). */
export const pageKind: KindParts<'page'> = {
  view: lazyView(() => import('./PageView')),
  // Always: a page's globals hold today's business date.
  needsDomainRules: () => true,
  // A page's blocks are known to the page's code (loaded with it, beside the definition).
  loadCode: (screen) => pageCode().then((code) => code.loadPageBlocksCode(screen)),
  preload: pageCode,
};
