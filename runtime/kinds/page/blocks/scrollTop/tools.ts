import { change, otherProperties, push, scalar } from '../../../../tooling/diff/facts.ts';
import { stringAt } from '../../../../tooling/diff/json.ts';
import { showText } from '../../../../tooling/diff/markdown.ts';
import { BLOCK_COMMON, compilesNoForm, noRawChildren, opensNoForm, type BlockTools } from '../toolParts.ts';
import { noChildren, opensNothing, publishesNothing } from '../parts.ts';

/** A back-to-top button's rules: its label is all it has (the meta-schema holds it to 1 to 40 characters). */
export const scrollTopBlockTools: BlockTools<'scrollTop'> = {
  publishes: () => publishesNothing('scrollTop'),
  children: noChildren,
  opens: opensNothing,
  check: () => undefined,
  describe: (block) => `back-to-top button ${showText(block.label)}`,
  changes: (before, after, { key, subject }, facts) => {
    push(facts, scalar('label', stringAt(before, 'label'), stringAt(after, 'label'), { show: (text) => showText(text) }));
    return change('blocks', key, subject, [...facts, ...otherProperties(before, after, [...BLOCK_COMMON, 'label'])]);
  },
  rawChildren: noRawChildren,
  opensForm: opensNoForm,
  validatorForms: compilesNoForm,
};
