import type { ResultBlock } from '../../../../generated/screen';
import { canFillBlank } from '../../../../templates/outcomeText';
import { preloadable } from '../../../../ui/preloadable';
import { noChildren, noComponents, noMoreCode, opensNothing, preloadsNothing, viewOf, type BlockParts, type BlockScan } from '../parts';
import type { ResultBlockSlice } from './useResultBlock';

/** The form blocks whose submit shows its outcome here (`submit.resultIn`). */
const alertsFrom = (blocks: Parameters<BlockScan>[0], id: string, allBlocks: BlockScan): string[] =>
  allBlocks(blocks).flatMap((other) => ('submit' in other && other.submit?.resultIn === id ? [other.id] : []));

/** The catalogue texts of a result block's `load`: its `loading` text, and its failure as one template or each alternative under its index (`load.failure.1`). */
const loadTexts = (block: ResultBlock, at: string): Array<{ key: string; text: string }> => {
  const failure = block.load?.failure;
  const loading = block.load?.loading;
  const meanwhile = loading === undefined ? [] : [{ key: `${at}.load.loading`, text: loading }];
  if (failure === undefined) return meanwhile;
  return [...meanwhile, ...(typeof failure === 'string' ? [{ key: `${at}.load.failure`, text: failure }] : failure.map((text, i) => ({ key: `${at}.load.failure.${i}`, text })))];
};

/** The texts a result field shows: its label, its value when it says more than placeholders ('We deliver there'), its buttons' texts, its `empty` text. */
const fieldTexts = (field: NonNullable<ResultBlock['fields']>[number], at: string): Array<{ key: string; text: string }> => [
  { key: `${at}.label`, text: field.label },
  ...(field.path === undefined || canFillBlank(field.path) ? [] : [{ key: `${at}.path`, text: field.path }]),
  ...(field.download ? [{ key: `${at}.download.button`, text: field.download.button }] : []),
  ...(field.copy ? (['label', 'copied', 'failed'] as const).map((name) => ({ key: `${at}.copy.${name}`, text: field.copy?.[name] ?? '' })) : []),
  ...(field.open !== undefined ? [{ key: `${at}.open`, text: field.open }] : []),
  ...(field.empty !== undefined ? [{ key: `${at}.empty`, text: field.empty }] : []),
];

/** A result block: values read from the page state, and the outcome of the forms that show theirs here (blocks/result/). */
export const resultBlock: BlockParts<'result'> = {
  view: viewOf(
    preloadable(() => import('./ResultBlockView').then((module) => module.ResultBlockView)),
    (screen, block: ResultBlock, allBlocks): ResultBlockSlice => {
      const endpoint = block.load ? screen.endpoints?.[block.load.endpoint] : undefined;
      return { block, alertsFrom: alertsFrom(screen.blocks, block.id, allBlocks), ...(endpoint ? { endpoint } : {}) };
    },
  ),
  loadCode: noMoreCode,
  children: noChildren,
  texts: (block, at) => [...(block.fields ?? []).flatMap((field, k) => fieldTexts(field, `${at}.fields.${k}`)), ...loadTexts(block, at)],
  opens: opensNothing,
  components: noComponents,
  preload: preloadsNothing,
};
