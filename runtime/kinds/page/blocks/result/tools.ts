import { conditionPaths } from '../../../../conditions/evaluateCondition.ts';
import { undescribedContext } from '../../../../../scripts/screens/templateRules.ts';
import { change, otherProperties, push, scalar } from '../../../../../scripts/screens/diff/facts.ts';
import { equal, objectsAt, stringAt } from '../../../../../scripts/screens/diff/json.ts';
import { code, list, showText } from '../../../../../scripts/screens/diff/markdown.ts';
import { BLOCK_COMMON, compilesNoForm, noRawChildren, opensNoForm, type BlockTools } from '../toolParts.ts';
import { noChildren, opensNothing, publishesNothing } from '../parts.ts';

const values = (block: Parameters<typeof objectsAt>[0]) => objectsAt(block, 'fields').map((field) => `${stringAt(field, 'label') ?? '?'}: ${stringAt(field, 'path') ?? '?'}`);

/** A result block's rules: it reads a state path some block publishes; its values are templates over it. */
export const resultBlockTools: BlockTools<'result'> = {
  publishes: () => publishesNothing('result'),
  children: noChildren,
  opens: opensNothing,
  check: (block, at, page) => {
    const problem = page.statePathProblem(block.from);
    if (problem) page.report(`${at}/from`, `"${block.from}": ${problem}`);
    block.fields.forEach((field, k) => {
      page.fill(`${at}/fields/${k}/path`, field.path, undescribedContext);
      if (!field.showWhen) return;
      for (const path of conditionPaths(field.showWhen)) {
        const shown = page.statePathProblem(path);
        if (shown) page.report(`${at}/fields/${k}/showWhen`, `"${path}": ${shown}`);
      }
    });
  },
  describe: (block) => `result of ${code(stringAt(block, 'from') ?? '?')}`,
  changes: (before, after, { key, subject }, facts) => {
    push(facts, scalar('shows', before.from, after.from));
    if (!equal(values(before), values(after))) facts.push(`values: ${list(values(after).map((text) => showText(text)))}`);
    return change('blocks', key, subject, [...facts, ...otherProperties(before, after, [...BLOCK_COMMON, 'from', 'fields'])]);
  },
  rawChildren: noRawChildren,
  opensForm: opensNoForm,
  validatorForms: compilesNoForm,
};
