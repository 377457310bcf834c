import type { FormBlock } from '../../../../generated/screen';
import { pageFormIdOf } from '../../../form/pageFormId';
import { fieldTexts, submitTexts } from '../../forms/formTexts';
import { pollEndpointOf, stepEndpointsOf } from '../../forms/pollEndpoint';
import { endpointChoicesOf } from '../../forms/submitAlternatives';
import { noChildren, noComponents, noMoreCode, preloadsNothing, viewOf, type BlockParts, type DefinitionText } from '../parts';
import { formBlockCode } from './formBlockCode';
import { formOpens } from './opens';

function initialTexts(block: FormBlock, at: string): DefinitionText[] {
  return (['notFound', 'loadFailed'] as const).flatMap((key) => {
    const text = block.initial?.[key];
    return text === undefined ? [] : [{ key: `${at}.initial.${key}`, text }];
  });
}

/** A form block: fields derived from an entity, a submit, an outcome alert (blocks/form/). */
export const formBlock: BlockParts<'form'> = {
  view: viewOf(formBlockCode, (screen, block: FormBlock) => ({
    block,
    formId: pageFormIdOf(screen.route, { block: block.id }),
    endpoint: block.submit?.endpoint !== undefined ? screen.endpoints[block.submit.endpoint] : undefined,
    endpointWhen: block.submit ? endpointChoicesOf(screen.endpoints, block.submit) : undefined,
    pollEndpoint: block.submit ? pollEndpointOf(screen, block.submit) : undefined,
    stepEndpoints: block.submit ? stepEndpointsOf(screen, block.submit) : undefined,
    loadEndpoint: block.initial?.load !== undefined ? screen.endpoints[block.initial.load] : undefined,
    updateEndpoint: block.initial?.update !== undefined ? screen.endpoints[block.initial.update] : undefined,
    lookups: screen.lookups ?? {},
    optionSets: screen.options,
  })),
  loadCode: noMoreCode,
  children: noChildren,
  texts: (block, at) => [
    ...fieldTexts(at, block.fields),
    ...(block.submit ? submitTexts(at, block.submit) : []),
    ...(block.resetButton ? [{ key: `${at}.resetButton.label`, text: block.resetButton.label }] : []),
    ...(block.closeButton ? [{ key: `${at}.closeButton.label`, text: block.closeButton.label }] : []),
    ...initialTexts(block, at),
  ],
  opens: formOpens,
  components: noComponents,
  preload: preloadsNothing,
  isButton: (block) => block.fields.length === 0 && block.title === undefined,
};
