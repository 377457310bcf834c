import { gridSliceOfBlock } from '../../grid/gridSlice';
import type { Block, CardsBlock, Endpoint, FormBlock, GridBlock, PageScreen, PageSubmit, ResultBlock, StatusBlock, TabsBlock } from '../../../generated/screen';
import { allBlocks } from './allBlocks';
import { pageFormIdOf } from '../../form/pageFormId';
import type { ModalFormSlice } from '../forms/usePageFormModal';
import type { CardsBlockSlice } from './cards/useCardsBlock';
import { customBlockSlice, type CustomBlockSlice } from './custom/customBlockSlice';
import type { FormBlockSlice } from './form/useFormBlock';
import type { GridBlockSlice } from './grid/useGridBlock';
import type { ResultBlockSlice } from './result/useResultBlock';
import type { StatusBlockSlice } from './status/useStatusBlock';
import type { TabsBlockSlice } from './tabs/useTabsBlock';

/** The slice of the definition each block kind's controller takes. */
export interface BlockSlices {
  form: FormBlockSlice;
  result: ResultBlockSlice;
  cards: CardsBlockSlice;
  tabs: TabsBlockSlice;
  status: StatusBlockSlice;
  grid: GridBlockSlice;
  custom: CustomBlockSlice;
}

export type BlockKind = Block['block'];
export type BlockOf<K extends BlockKind> = Extract<Block, { block: K }>;

/** The call a post-then-poll submit polls. */
function pollEndpointOf(screen: PageScreen, submit: PageSubmit): Endpoint | undefined {
  return submit.poll ? screen.endpoints[submit.poll.endpoint] : undefined;
}

/** The modal forms of a page, each with its call and lookups. */
export function modalFormSlices(screen: PageScreen): Record<string, ModalFormSlice> {
  const slices: Record<string, ModalFormSlice> = {};
  for (const [name, form] of Object.entries(screen.forms ?? {})) {
    if (!form) continue;
    const loadEndpoint = form.load ? screen.endpoints[form.load.endpoint] : undefined;
    slices[name] = { name, formId: pageFormIdOf(screen.route, { form: name }), form, endpoint: screen.endpoints[form.submit.endpoint], pollEndpoint: pollEndpointOf(screen, form.submit), loadEndpoint, lookups: screen.lookups ?? {} };
  }
  return slices;
}

/** Maps a block of a definition to its controller's slice: nothing else of the definition reaches a block. */
export const blockSlicers: { [K in BlockKind]: (screen: PageScreen, block: BlockOf<K>) => BlockSlices[K] } = {
  form: (screen, block: FormBlock) => ({
    block,
    formId: pageFormIdOf(screen.route, { block: block.id }),
    endpoint: block.submit ? screen.endpoints[block.submit.endpoint] : undefined,
    pollEndpoint: block.submit ? pollEndpointOf(screen, block.submit) : undefined,
    loadEndpoint: block.initial?.load !== undefined ? screen.endpoints[block.initial.load] : undefined,
    lookups: screen.lookups ?? {},
  }),
  result: (screen, block: ResultBlock) => ({
    block,
    alertsFrom: allBlocks(screen.blocks).filter((other): other is FormBlock => other.block === 'form' && other.submit?.resultIn === block.id).map((other) => other.id),
  }),
  cards: (screen, block: CardsBlock) => {
    const all = modalFormSlices(screen);
    const named = [block.create?.form, block.edit?.form].filter((name): name is string => name !== undefined);
    return {
      block,
      endpoint: screen.endpoints[block.list],
      loadFailed: screen.messages?.[block.loadFailed] ?? block.loadFailed,
      forms: Object.fromEntries(named.flatMap((name) => (all[name] ? [[name, all[name]] as const] : []))),
    };
  },
  tabs: (_screen, block: TabsBlock) => ({ block }),
  grid: (screen, block: GridBlock) => ({ id: block.id, grid: gridSliceOfBlock(screen, block), forms: modalFormSlices(screen) }),
  status: (screen, block: StatusBlock) => ({ block, endpoint: 'endpoint' in block.source ? screen.endpoints[block.source.endpoint] : undefined }),
  custom: customBlockSlice,
};
