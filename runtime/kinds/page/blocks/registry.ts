import type { ComponentType } from 'react';
import type { PageStateApi } from '../state/pageStore';
import type { BlockKind, BlockSlices } from './blockSlices';
import { CardsBlockView } from './cards/CardsBlockView';
import { CustomBlockView } from './custom/CustomBlockView';
import { GridBlockView } from './grid/GridBlockView';
import { ResultBlockView } from './result/ResultBlockView';
import { StatusBlockView } from './status/StatusBlockView';
import { TabsBlockView } from './tabs/TabsBlockView';

import { formBlockCode } from './form/formBlockCode';

const FormBlockView = formBlockCode.Component;

export interface BlockViewProps<K extends BlockKind> {
  slice: BlockSlices[K];
  page: PageStateApi;
}

/** One view per block kind: a block added to the meta-schema without a view does not compile. */
export const blockViews: { [K in BlockKind]: ComponentType<BlockViewProps<K>> } = {
  form: FormBlockView,
  result: ResultBlockView,
  cards: CardsBlockView,
  tabs: TabsBlockView,
  status: StatusBlockView,
  grid: GridBlockView,
  custom: CustomBlockView,
};
