import type { CardsBlock } from '../../../../generated/screen';
import { preloadable } from '../../../../ui/preloadable';
import { modalFormSlices } from '../../forms/modalFormSlices';
import { noChildren, noComponents, noMoreCode, opensNothing, preloadsNothing, viewOf, type BlockParts, type DefinitionText } from '../parts';
import type { CardsBlockSlice } from './useCardsBlock';

function cardsSlice(screen: Parameters<typeof modalFormSlices>[0], block: CardsBlock): CardsBlockSlice {
  const all = modalFormSlices(screen);
  const named = [block.create?.form, block.edit?.form].filter((name): name is string => name !== undefined);
  return {
    block,
    endpoint: screen.endpoints[block.list],
    loadFailed: screen.messages?.[block.loadFailed] ?? block.loadFailed,
    forms: Object.fromEntries(named.flatMap((name) => (all[name] ? [[name, all[name]] as const] : []))),
  };
}

function cardsTexts(block: CardsBlock, at: string): DefinitionText[] {
  return [
    { key: `${at}.empty`, text: block.empty },
    ...(block.create ? [{ key: `${at}.create.label`, text: block.create.label }] : []),
    ...(block.edit ? [{ key: `${at}.edit.label`, text: block.edit.label }] : []),
  ];
}

/** A cards block: a card per row of a list call, with create and edit buttons opening the page's modal forms (blocks/cards/). */
export const cardsBlock: BlockParts<'cards'> = {
  view: viewOf(preloadable(() => import('./CardsBlockView').then((module) => module.CardsBlockView)), cardsSlice),
  loadCode: noMoreCode,
  children: noChildren,
  texts: cardsTexts,
  opens: opensNothing,
  components: noComponents,
  preload: preloadsNothing,
};
