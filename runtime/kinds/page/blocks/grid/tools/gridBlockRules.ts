import type { Endpoint, GridBlock, GridScreen, PageScreen } from '../../../../../generated/screen';
import { placeholdersOf } from '../../../../../templates/template.ts';
import { checkGridScreen } from '../../../../grid/tools/gridRules.ts';
import { esc } from '../../../../../tooling/jsonPointer.ts';
import type { CheckContext } from '../../../../../tooling/checkContext.ts';
import { oneOfFix } from '../../../../../tooling/problemCodes.ts';
import type { Report } from '../../../../../tooling/toolTypes.ts';

/** The endpoints a grid block calls besides its list: toolbar calls and exports, row actions, update, details, delete, forms. */
function calledEndpoints(block: GridBlock): string[] {
  const names: string[] = [];
  for (const button of block.toolbar ?? []) {
    if (typeof button.action !== 'object') continue;
    if ('call' in button.action) names.push(button.action.call);
    if ('export' in button.action && button.action.export.endpoint !== undefined) names.push(button.action.export.endpoint);
  }
  for (const action of block.rowActions ?? []) {
    if (!('endpoint' in action)) continue;
    names.push(action.endpoint, ...(action.read ? [action.read.endpoint] : []));
    for (const variant of action.cases ?? []) if (variant.endpoint !== undefined) names.push(variant.endpoint);
  }
  if (block.batchUpdate) names.push(block.batchUpdate.endpoint, ...(block.batchUpdate.confirm?.details ? [block.batchUpdate.confirm.details.endpoint] : []));
  if (block.delete) names.push(block.delete.endpoint);
  for (const form of Object.values(block.forms ?? {})) if (form) names.push(form.endpoint);
  return names;
}

/**
 * A grid block is checked by the grid rules (gridRules.ts) as the grid it is: its own parts under
 * its pointer, the page's endpoints, lookups and option sets where they sit. Its list call's path
 * and query read the page state: each placeholder must name what some block publishes
 * (`statePathProblem` of the page rules).
 */
export function checkGridBlock(
  page: PageScreen,
  block: GridBlock,
  at: string,
  context: CheckContext,
  report: Report,
  statePathProblem: (path: string) => string | undefined,
): void {
  const list = page.endpoints[block.list];
  if (!list) {
    report(`${at}/list`, `unknown endpoint "${block.list}"`, 'endpoint.unknown', oneOfFix(Object.keys(page.endpoints)));
    return;
  }
  if (list.method !== 'GET') report(`${at}/list`, `endpoint "${block.list}" is ${list.method}: a grid lists with GET`, 'endpoint.wrong-method');
  const listAt = `/endpoints/${esc(block.list)}`;
  const templates: Array<[string, string]> = [[`${listAt}/path`, list.path], ...Object.entries(list.query ?? {}).flatMap(([key, template]) => (template === undefined ? [] : [[`${listAt}/query/${esc(key)}`, template] as [string, string]]))];
  for (const [pointer, template] of templates) {
    for (const { path } of placeholdersOf(template)) {
      const problem = statePathProblem(path);
      if (problem) report(pointer, `placeholder {${path}} reads the page state: ${problem}`, 'template.placeholder.page-state');
    }
  }
  // The list's own templates were checked against the page state just above.
  const bare: Endpoint = { ...list, path: '/' };
  delete bare.query;
  const endpoints: Record<string, Endpoint | undefined> = Object.fromEntries(calledEndpoints(block).map((name) => [name, page.endpoints[name]]));
  const { id: _id, block: _kind, title, when: _when, list: _list, ...parts } = block;
  const grid = {
    ...parts,
    $schema: page.$schema,
    route: page.route,
    title: title ?? page.title,
    kind: 'grid',
    endpoints: { ...endpoints, list: bare },
    lookups: page.lookups,
    options: page.options,
  } as GridScreen;
  const shared = /^\/(endpoints|lookups|options)(\/|$)/;
  // An `openForm` naming none of the block's own forms opens one of the page's modal forms (checked with the page's forms).
  const pageForms = new Set(Object.keys(page.forms ?? {}));
  checkGridScreen(grid, context, (pointer, message, code, fix) => {
    const named = /^unknown form "(.+)"$/.exec(message)?.[1];
    if (named !== undefined && pointer.endsWith('/openForm') && pageForms.has(named)) return;
    if (pointer === '/endpoints/list' || pointer.startsWith('/endpoints/list/')) report(`${at}/list`, message, code, fix);
    else report(shared.test(pointer) ? pointer : `${at}${pointer}`, message, code, fix);
  });
}
