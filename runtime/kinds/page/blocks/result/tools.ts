import { conditionPaths } from '../../../../conditions/evaluateCondition.ts';
import { undescribedContext } from '../../../../tooling/templateRules.ts';
import { change, otherProperties, push, scalar } from '../../../../tooling/diff/facts.ts';
import { conditionFact, describeCondition } from '../../../../tooling/diff/conditions.ts';
import { equal, objectAt, objectsAt, stringAt, type JsonObject } from '../../../../tooling/diff/json.ts';
import { code, list, showText } from '../../../../tooling/diff/markdown.ts';
import { BLOCK_COMMON, compilesNoForm, noRawChildren, opensNoForm, type BlockTools } from '../toolParts.ts';
import { noChildren, opensNothing, publishesNothing } from '../parts.ts';
import type { PageChecks } from '../../tools/pageChecks.ts';
import type { ResultBlock } from '../../../../generated/screen.ts';
import { placeholdersOf } from '../../../../templates/template.ts';
import { canFillBlank, outcomeAlternatives } from '../../../../templates/outcomeText.ts';
import { unreachableAlternativeProblems } from '../../../../tooling/outcomeRules.ts';
import { RESULT_PUBLISHES } from './published.ts';
import { loadTemplates } from './loadTemplates.ts';
import { textOf } from '../../../../../shared/textOf.ts';

/** A result block's values as reviewers read them: 'Result' `We deliver there` (shown when `a.b` is filled; empty text '—'). */
const values = (block: JsonObject) =>
  objectsAt(block, 'fields').map((field) => {
    const copy = objectAt(field, 'copy');
    const open = stringAt(field, 'open');
    const notes = [
      ...(field.showWhen === undefined ? [] : [`shown when ${describeCondition(field.showWhen)}`]),
      ...(field.empty === undefined ? [] : [`empty text ${showText(field.empty)}`]),
      ...(copy === undefined ? [] : [`button ${showText(stringAt(copy, 'label') ?? '?')} copies it (${showText(stringAt(copy, 'copied') ?? '?')} / ${showText(stringAt(copy, 'failed') ?? '?')})`]),
      ...(open === undefined ? [] : [`button ${showText(open)} opens it`]),
    ];
    const download = objectAt(field, 'download');
    const shown = download
      ? `download ${showText(stringAt(download, 'button') ?? '?')} of ${code(stringAt(download, 'text') ?? '?')} as ${code(stringAt(download, 'fileName') ?? '?')}${stringAt(download, 'type') === undefined ? '' : ` (${stringAt(download, 'type') ?? ''})`}`
      : code(stringAt(field, 'path') ?? '?');
    return `${showText(stringAt(field, 'label') ?? '?')} ${shown}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
  });

/** A result block's own call as reviewers read it: its endpoint, when it is made, what it says meanwhile and on failure. */
function loadFacts(before: JsonObject | undefined, after: JsonObject | undefined): string[] {
  if (equal(before, after)) return [];
  if (!after) return [`load removed (was ${code(stringAt(before ?? {}, 'endpoint') ?? '?')})`];
  const failure = (load: JsonObject | undefined) => (load?.failure === undefined ? undefined : Array.isArray(load.failure) ? load.failure.map((text) => showText(text)).join(', else ') : showText(load.failure));
  const facts: string[] = [];
  push(
    facts,
    scalar('loads by', before?.endpoint, after.endpoint, { show: (json) => code(textOf(json)) }),
    conditionFact('load when', before?.when, after.when),
    scalar('load failure text', failure(before), failure(after), { show: String }),
    scalar('loading text', before?.loading, after.loading, { show: showText, absent: "'Loading…'" }),
  );
  return facts;
}

/**
 * A result block's `load`: a GET of the page, or a POST that only reads (its query in the body it
 * names), whose placeholders, `when` and `loading` text read what blocks publish, with a failure that always says something.
 */
function checkLoad(load: NonNullable<ResultBlock['load']>, at: string, page: PageChecks): void {
  const endpoint = page.screen.endpoints?.[load.endpoint];
  if (!endpoint) page.endpoint(`${at}/endpoint`, load.endpoint);
  else {
    if (endpoint.method !== 'GET' && endpoint.method !== 'POST') page.report(`${at}/endpoint`, `"${load.endpoint}" is a ${endpoint.method}: a result block loads with a GET, or a POST that only reads`, 'endpoint.wrong-method');
    // Without a body of its own a POST sends its context: the whole page state (a GraphQL call sends its document and variables).
    if (endpoint.method === 'POST' && endpoint.body === undefined && endpoint.graphql === undefined)
      page.report(`${at}/endpoint`, `"${load.endpoint}" is a POST without "body": it would send the whole page state; say what the load asks in the endpoint's "body"`, 'page.result.post-load-without-body');
    for (const placeholder of loadTemplates(endpoint).flatMap(placeholdersOf)) {
      const problem = page.statePathProblem(placeholder.path);
      if (problem) page.report(`${at}/endpoint`, `"${load.endpoint}" reads {${placeholder.path}}: ${problem}`, 'template.placeholder.page-state');
    }
  }
  for (const path of load.when ? conditionPaths(load.when) : []) {
    const problem = page.statePathProblem(path);
    if (problem) page.report(`${at}/when`, `"${path}": ${problem}`, 'state.unresolved');
  }
  // The text shown meanwhile reads the page state as the call's templates do.
  for (const placeholder of load.loading === undefined ? [] : placeholdersOf(load.loading)) {
    const problem = page.statePathProblem(placeholder.path);
    if (problem) page.report(`${at}/loading`, `the loading text reads {${placeholder.path}}: ${problem}`, 'template.placeholder.page-state');
  }
  const alternatives = outcomeAlternatives(load.failure);
  const last = alternatives[alternatives.length - 1] ?? '';
  if (canFillBlank(last)) page.report(`${at}/failure`, `failure can come out empty ("${last}" is only placeholders): end it with a text of its own`, 'outcome.blank');
  for (const problem of unreachableAlternativeProblems(`${at}/failure`, 'failure', load.failure)) page.report(...problem);
}

/** A download field saves what the value carries: its text reads a placeholder, its name is a template with an extension when written out. */
function checkDownload(download: NonNullable<NonNullable<ResultBlock['fields']>[number]['download']>, at: string, page: PageChecks): void {
  page.fill(`${at}/text`, download.text, undescribedContext);
  page.fill(`${at}/fileName`, download.fileName, undescribedContext);
  if (placeholdersOf(download.text).length === 0) page.report(`${at}/text`, `the file's text "${download.text}" reads nothing: name what the value carries, e.g. "{csv}"`, 'page.download.text-reads-nothing');
  if (placeholdersOf(download.fileName).length === 0 && !/\.[A-Za-z0-9]+$/.test(download.fileName)) page.report(`${at}/fileName`, `"${download.fileName}" has no extension: say the file's type, e.g. "${download.fileName}.csv"`, 'page.download.no-extension', `"${download.fileName}.csv"`);
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
    if (block.from === undefined && block.load === undefined && block.fields === undefined) {
      // An alert area: only the outcomes of the forms that name it.
      const named = [...page.blocks.values()].some((other) => 'submit' in other && other.submit?.resultIn === block.id);
      if (!named) page.report(at, `an alert area (a result block without "from", "load" and "fields") shows the outcomes of the forms naming it in "submit.resultIn": no form names "${block.id}"`, 'page.result.alert-unused');
      return;
    }
    if ((block.from === undefined) === (block.load === undefined)) page.report(at, 'a result block takes exactly one of "from" (a state path) and "load" (its own call)', 'page.result.from-or-load');
    if (block.fields === undefined) page.report(at, 'a result block showing a value lists its "fields" (without "from" and "load" it is an alert area)', 'page.result.fields-missing');
    if (block.from !== undefined) {
      const problem = page.statePathProblem(block.from);
      if (problem) page.report(`${at}/from`, `"${block.from}": ${problem}`, 'state.unresolved');
    }
    if (block.load) checkLoad(block.load, `${at}/load`, page);
    (block.fields ?? []).forEach((field, k) => {
      if ((field.path === undefined) === (field.download === undefined)) page.report(`${at}/fields/${k}`, 'a result field takes exactly one of "path" (a value shown) and "download" (a file saved)', 'page.result.field-path-or-download');
      if (field.path !== undefined) page.fill(`${at}/fields/${k}/path`, field.path, undescribedContext);
      // A value reads past the state path shown: what that path holds must have it (a component's typed publication, a grid's row).
      if (field.path !== undefined && block.from !== undefined && page.statePathProblem(block.from) === undefined) {
        for (const placeholder of placeholdersOf(field.path)) {
          const problem = page.statePathProblem(`${block.from}.${placeholder.path}`);
          if (problem) page.report(`${at}/fields/${k}/path`, `{${placeholder.path}} of "${block.from}": ${problem}`, 'template.placeholder.page-state');
        }
      }
      if (field.download) checkDownload(field.download, `${at}/fields/${k}/download`, page);
      if (!field.showWhen) return;
      for (const path of conditionPaths(field.showWhen)) {
        const shown = page.statePathProblem(path);
        if (shown) page.report(`${at}/fields/${k}/showWhen`, `"${path}": ${shown}`, 'state.unresolved');
      }
    });
  },
  describe: (block) =>
    objectAt(block, 'load') ? `result loaded by ${code(stringAt(objectAt(block, 'load'), 'endpoint') ?? '?')}` : stringAt(block, 'from') === undefined ? 'alert area' : `result of ${code(stringAt(block, 'from') ?? '?')}`,
  changes: (before, after, { key, subject }, facts) => {
    push(facts, scalar('shows', before.from, after.from));
    facts.push(...loadFacts(objectAt(before, 'load'), objectAt(after, 'load')));
    if (!equal(values(before), values(after))) facts.push(`values: ${list(values(after))}`);
    return change('blocks', key, subject, [...facts, ...otherProperties(before, after, [...BLOCK_COMMON, 'from', 'load', 'fields'])]);
  },
  rawChildren: noRawChildren,
  opensForm: opensNoForm,
  validatorForms: compilesNoForm,
  showsOutcomes: true,
};
