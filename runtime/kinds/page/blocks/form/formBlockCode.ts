import { preloadable } from '../../../../ui/preloadable';

// A form block's code (rjsf, the precompiled validators) loads when a page first shows one; its
// route loads it beforehand when the page has one (screenCode.ts).
export const formBlockCode = preloadable(() => import('./FormBlockView').then((module) => module.FormBlockView));
