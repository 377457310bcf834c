import { describeCondition } from '../../../../tooling/diff/conditions.ts';
import { change, otherProperties, push, scalar } from '../../../../tooling/diff/facts.ts';
import { equal, objectAt, objectsAt, stringAt, type JsonObject } from '../../../../tooling/diff/json.ts';
import { code, list, showText, value } from '../../../../tooling/diff/markdown.ts';
import { BLOCK_COMMON, compilesNoForm, noRawChildren, opensNoForm, type BlockTools } from '../toolParts.ts';
import type { AppRegistries } from '../../../../tooling/checkContext.ts';
import { placeholdersOf } from '../../../../templates/template.ts';
import { noChildren, opensNothing, publishesNothing } from '../parts.ts';
import { oneOfFix } from '../../../../tooling/problemCodes.ts';
import { textOf } from '../../../../../shared/textOf.ts';

/** A status block's source. */
function statusSource(block: JsonObject): string {
  const source = objectAt(block, 'source');
  return source?.endpoint !== undefined ? `endpoint ${value(source.endpoint)}` : `state ${code(stringAt(source ?? {}, 'state') ?? '?')}`;
}

function statusItems(block: JsonObject): string[] {
  return objectsAt(block, 'items').map((item) => {
    const tones = objectsAt(item, 'tone').map((rule) => `${value(rule.tone)} when ${describeCondition(rule.when)}`);
    const labels = objectAt(item, 'labels');
    const named = labels === undefined ? '' : ` shown as ${Object.entries(labels).map(([shown, text]) => `${code(shown)} ${showText(text)}`).join(', ')}`;
    return `${showText(item.label)}: ${code(stringAt(item, 'path') ?? '?')}${item.format === undefined ? '' : `|${textOf(item.format)}`}${named}${tones.length > 0 ? ` (${tones.join('; ')})` : ''}`;
  });
}

/** A grouped status's groups: 'each `{clusterName}` listing `services`'. */
function statusGroupsOf(block: JsonObject): string | undefined {
  const groups = objectAt(block, 'groups');
  return groups === undefined ? undefined : `each ${code(stringAt(groups, 'title') ?? '?')} listing ${code(stringAt(groups, 'entries') ?? '?')}${groups.empty === undefined ? '' : `, empty ${showText(groups.empty)}`}`;
}

/** Whether the app registers a template filter of this name (a status item's `format`, `{rate|wholeDollars}`). */
const isFilter = (name: string, app: AppRegistries): boolean => Object.hasOwn(app.domainRules.templateFilters, name);

/** The unknown filters of a template, each as the checker says it. */
function unknownFilters(template: string, app: AppRegistries): string[] {
  return placeholdersOf(template).flatMap((placeholder) => placeholder.filters.filter((name) => !isFilter(name, app)).map((name) => `unknown filter "${name}"`));
}

/** A status block's rules: its source (a GET endpoint, or a state path some block publishes), its items' formats. */
export const statusBlockTools: BlockTools<'status'> = {
  publishes: () => publishesNothing('status'),
  children: noChildren,
  opens: opensNothing,
  check: (block, at, page) => {
    const source = block.source;
    if ('endpoint' in source) {
      page.endpoint(`${at}/source/endpoint`, source.endpoint);
      const called = page.screen.endpoints[source.endpoint];
      if (called && called.method !== 'GET') page.report(`${at}/source/endpoint`, `endpoint "${source.endpoint}" is ${called.method}: a status block loads with GET`, 'endpoint.wrong-method');
      page.endpointTemplates(source.endpoint, { knows: () => false, empty: `endpoint "${source.endpoint}" loads the status with no row or form` });
    } else {
      const problem = page.statePathProblem(source.state);
      if (problem) page.report(`${at}/source/state`, `"${source.state}": ${problem}`, 'state.unresolved');
      if (block.refreshEvery !== undefined) page.report(`${at}/refreshEvery`, 'only a status loaded from an endpoint is refreshed', 'page.status.endpoint-only');
      if (block.loadFailed !== undefined) page.report(`${at}/loadFailed`, 'only a status loaded from an endpoint can fail to load', 'page.status.endpoint-only');
    }
    const groups = block.groups;
    if (groups) {
      for (const problem of unknownFilters(groups.title, page.app)) page.report(`${at}/groups/title`, problem, 'template.filter.unknown');
      if (block.cardTone !== undefined) page.report(`${at}/cardTone`, 'a grouped status has an item per entry: no one item can colour the card', 'page.status.card-tone-grouped');
    }
    const cardTone = block.cardTone;
    if (cardTone !== undefined && !block.items.some((item) => item.path === cardTone)) {
      page.report(`${at}/cardTone`, `no item has the path "${cardTone}" (items: ${block.items.map((item) => item.path).join(', ')})`, 'page.status.card-tone-unknown-item', oneOfFix(block.items.map((item) => item.path)));
    }
    block.items.forEach((item, k) => {
      if (item.format !== undefined && !isFilter(item.format, page.app)) page.report(`${at}/items/${k}/format`, `unknown filter "${item.format}"`, 'template.filter.unknown');
      if (groups) for (const problem of unknownFilters(item.label, page.app)) page.report(`${at}/items/${k}/label`, problem, 'template.filter.unknown');
      else if (placeholdersOf(item.label).length > 0) page.report(`${at}/items/${k}/label`, `the label is shown as written: it is a template over the entry only in a status with "groups"`, 'page.status.label-template');
      // Tone conditions read the item's `value` and the source, which no schema describes: any path may resolve.
    });
  },
  describe: (block) => `status of ${statusSource(block)}${statusGroupsOf(block) === undefined ? '' : ` in groups (${statusGroupsOf(block) ?? ''})`}${block.refreshEvery === undefined ? '' : `, every ${textOf(block.refreshEvery)} s`}`,
  changes: (before, after, { key, subject }, facts) => {
    push(
      facts,
      scalar('source', statusSource(before), statusSource(after), { show: String }),
      scalar('refresh every (s)', before.refreshEvery, after.refreshEvery),
      scalar('groups', statusGroupsOf(before), statusGroupsOf(after), { show: String }),
      scalar('load failure text', before.loadFailed, after.loadFailed, { show: showText }),
    );
    if (!equal(statusItems(before), statusItems(after))) facts.push(`values: ${list(statusItems(after))}`);
    return change('blocks', key, subject, [...facts, ...otherProperties(before, after, [...BLOCK_COMMON, 'source', 'items', 'refreshEvery', 'groups', 'loadFailed'])]);
  },
  rawChildren: noRawChildren,
  opensForm: opensNoForm,
  validatorForms: compilesNoForm,
  reloadable: (block) => 'endpoint' in block.source,
};
