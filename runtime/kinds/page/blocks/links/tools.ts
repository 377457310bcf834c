import { configLinkNames } from './tools/configLinkNames.ts';
import { change, otherProperties } from '../../../../tooling/diff/facts.ts';
import { equal, objectAt, objectsAt, stringAt, type JsonObject } from '../../../../tooling/diff/json.ts';
import { code, list, showText } from '../../../../tooling/diff/markdown.ts';
import type { PageChecks } from '../../tools/pageChecks.ts';
import type { LinkItem } from '../../../../generated/screen.ts';
import { canFillBlank, outcomeAlternatives } from '../../../../templates/outcomeText.ts';
import { unreachableAlternativeProblems } from '../../../../tooling/outcomeRules.ts';
import { placeholdersOf } from '../../../../templates/template.ts';
import { BLOCK_COMMON, compilesNoForm, noRawChildren, opensNoForm, type BlockTools } from '../toolParts.ts';
import { noChildren, opensNothing, publishesNothing } from '../parts.ts';
import { oneOfFix } from '../../../../tooling/problemCodes.ts';

/** One button as reviewers read it: 'Jump to Sheet Page' opens config link `upgradeSheet`; 'Download …' saves `template` as `a.xlsx`. */
const described = (item: JsonObject): string => {
  const download = objectAt(item, 'download');
  const what = download
    ? `saves ${code(stringAt(download, 'endpoint') ?? '?')} as ${code(stringAt(download, 'fileName') ?? '?')}${download.failure === undefined ? '' : ` (failure ${Array.isArray(download.failure) ? download.failure.map((text) => showText(text)).join(', else ') : showText(download.failure)})`}`
    : `opens config link ${code(stringAt(item, 'configLink') ?? '?')}${item.unavailable === undefined ? '' : ` (unavailable: ${showText(item.unavailable)})`}`;
  return `${showText(stringAt(item, 'label') ?? '?')} ${what}`;
};

/** A download calls a GET endpoint of the page whose placeholders read the page state, and its failure always says something. */
function checkDownload(download: NonNullable<LinkItem['download']>, at: string, page: PageChecks): void {
  const endpoint = page.screen.endpoints[download.endpoint];
  if (!endpoint) page.endpoint(`${at}/endpoint`, download.endpoint);
  else {
    if (endpoint.method !== 'GET') page.report(`${at}/endpoint`, `"${download.endpoint}" is a ${endpoint.method}: a download is a GET`, 'endpoint.wrong-method');
    const templates = [endpoint.path, ...Object.values(endpoint.query ?? {}).filter((value): value is string => typeof value === 'string')];
    for (const placeholder of templates.flatMap(placeholdersOf)) {
      const problem = page.statePathProblem(placeholder.path);
      if (problem) page.report(`${at}/endpoint`, `"${download.endpoint}" reads {${placeholder.path}}: ${problem}`, 'template.placeholder.page-state');
    }
  }
  if (!/\.[A-Za-z0-9]+$/.test(download.fileName)) page.report(`${at}/fileName`, `"${download.fileName}" has no extension: say the file's type, e.g. "${download.fileName}.xlsx"`, 'page.download.no-extension', `"${download.fileName}.xlsx"`);
  if (download.failure !== undefined) {
    const alternatives = outcomeAlternatives(download.failure);
    const last = alternatives[alternatives.length - 1] ?? '';
    if (canFillBlank(last)) page.report(`${at}/failure`, `failure can come out empty ("${last}" is only placeholders): end it with a text of its own`, 'outcome.blank');
    for (const problem of unreachableAlternativeProblems(`${at}/failure`, 'failure', download.failure)) page.report(...problem);
  }
}

/** A links block's rules: each config link is one the run-time config knows, each download a GET of the page, no two buttons alike. */
export const linksBlockTools: BlockTools<'links'> = {
  publishes: () => publishesNothing('links'),
  children: noChildren,
  opens: opensNothing,
  check: (block, at, page) => {
    const labels = new Map<string, number>();
    block.items.forEach((item, k) => {
      const first = labels.get(item.label);
      if (first !== undefined) page.report(`${at}/items/${k}/label`, `"${item.label}" is already the label of item ${first}: each button needs its own`, 'page.links.duplicate-label');
      else labels.set(item.label, k);
      if ((item.configLink === undefined) === (item.download === undefined)) page.report(`${at}/items/${k}`, 'a link takes exactly one of "configLink" (an address of the run-time config) and "download" (a file an endpoint answers)', 'page.links.config-or-download');
      if (item.configLink !== undefined && !configLinkNames.includes(item.configLink)) {
        page.report(`${at}/items/${k}/configLink`, `unknown config link "${item.configLink}" (the run-time config's links: ${configLinkNames.join(', ') || 'none'}; add it to schemas/config.schema.json)`, 'page.links.unknown-config-link', oneOfFix(configLinkNames));
      }
      if (item.unavailable !== undefined && item.configLink === undefined) page.report(`${at}/items/${k}/unavailable`, '"unavailable" is the note of a config link: a download has none', 'page.links.unavailable-on-download');
      if (item.download) checkDownload(item.download, `${at}/items/${k}/download`, page);
    });
  },
  describe: (block) => `links: ${objectsAt(block, 'items').length} buttons`,
  changes: (before, after, { key, subject }, facts) => {
    const [was, now] = [objectsAt(before, 'items').map(described), objectsAt(after, 'items').map(described)];
    if (!equal(was, now)) facts.push(`buttons: ${list(now)}`);
    return change('blocks', key, subject, [...facts, ...otherProperties(before, after, [...BLOCK_COMMON, 'items'])]);
  },
  rawChildren: noRawChildren,
  opensForm: opensNoForm,
  validatorForms: compilesNoForm,
};
