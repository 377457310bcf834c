import { conditionPaths } from '../../../../conditions/evaluateCondition.ts';
import { undescribedContext } from '../../../../../scripts/screens/templateRules.ts';
import { change, otherProperties, push, scalar } from '../../../../../scripts/screens/diff/facts.ts';
import { equal, objectAt, objectsAt, stringAt } from '../../../../../scripts/screens/diff/json.ts';
import { code, list, showText } from '../../../../../scripts/screens/diff/markdown.ts';
import { BLOCK_COMMON, compilesNoForm, noRawChildren, opensNoForm, type BlockTools } from '../toolParts.ts';
import { noChildren, opensNothing, publishesNothing } from '../parts.ts';
import type { PageChecks } from '../../../../../scripts/screens/pageChecks.ts';
import type { ResultBlock } from '../../../../generated/screen.ts';
import { placeholdersOf } from '../../../../templates/template.ts';
import { canFillBlank, outcomeAlternatives } from '../../../../templates/outcomeText.ts';
import { RESULT_PUBLISHES } from './published.ts';

const values = (block: Parameters<typeof objectsAt>[0]) => objectsAt(block, 'fields').map((field) => `${stringAt(field, 'label') ?? '?'}: ${stringAt(field, 'path') ?? '?'}`);

/** A result block's `load`: a GET of the page, whose placeholders and `when` read what blocks publish, with a failure that always says something. */
function checkLoad(load: NonNullable<ResultBlock['load']>, at: string, page: PageChecks): void {
  const endpoint = page.screen.endpoints?.[load.endpoint];
  if (!endpoint) page.endpoint(`${at}/endpoint`, load.endpoint);
  else {
    if (endpoint.method !== 'GET') page.report(`${at}/endpoint`, `"${load.endpoint}" is a ${endpoint.method}: a result block loads with a GET`);
    const templates = [endpoint.path, ...Object.values(endpoint.query ?? {}).filter((value): value is string => typeof value === 'string')];
    for (const placeholder of templates.flatMap(placeholdersOf)) {
      const problem = page.statePathProblem(placeholder.path);
      if (problem) page.report(`${at}/endpoint`, `"${load.endpoint}" reads {${placeholder.path}}: ${problem}`);
    }
  }
  for (const path of load.when ? conditionPaths(load.when) : []) {
    const problem = page.statePathProblem(path);
    if (problem) page.report(`${at}/when`, `"${path}": ${problem}`);
  }
  const alternatives = outcomeAlternatives(load.failure);
  const last = alternatives[alternatives.length - 1] ?? '';
  if (canFillBlank(last)) page.report(`${at}/failure`, `failure can come out empty ("${last}" is only placeholders): end it with a text of its own`);
}

/** A result block's rules: it reads a state path some block publishes; its values are templates over it. */
export const resultBlockTools: BlockTools<'result'> = {
  publishes: (block) =>
    block.load
      ? { names: new Map([[RESULT_PUBLISHES.answer, { reads: 'any' as const }]]), notPublished: (id) => `result block "${id}" publishes only "answer"` }
      : publishesNothing('result'),
  children: noChildren,
  opens: opensNothing,
  check: (block, at, page) => {
    if ((block.from === undefined) === (block.load === undefined)) page.report(at, 'a result block takes exactly one of "from" (a state path) and "load" (its own call)');
    if (block.from !== undefined) {
      const problem = page.statePathProblem(block.from);
      if (problem) page.report(`${at}/from`, `"${block.from}": ${problem}`);
    }
    if (block.load) checkLoad(block.load, `${at}/load`, page);
    block.fields.forEach((field, k) => {
      page.fill(`${at}/fields/${k}/path`, field.path, undescribedContext);
      if (!field.showWhen) return;
      for (const path of conditionPaths(field.showWhen)) {
        const shown = page.statePathProblem(path);
        if (shown) page.report(`${at}/fields/${k}/showWhen`, `"${path}": ${shown}`);
      }
    });
  },
  describe: (block) => (objectAt(block, 'load') ? `result loaded by ${code(stringAt(objectAt(block, 'load'), 'endpoint') ?? '?')}` : `result of ${code(stringAt(block, 'from') ?? '?')}`),
  changes: (before, after, { key, subject }, facts) => {
    push(facts, scalar('shows', before.from, after.from));
    if (!equal(before.load, after.load)) facts.push(`loads: ${code(JSON.stringify(after.load ?? null))}`);
    if (!equal(values(before), values(after))) facts.push(`values: ${list(values(after).map((text) => showText(text)))}`);
    return change('blocks', key, subject, [...facts, ...otherProperties(before, after, [...BLOCK_COMMON, 'from', 'load', 'fields'])]);
  },
  rawChildren: noRawChildren,
  opensForm: opensNoForm,
  validatorForms: compilesNoForm,
};
