import { checkGridBlock } from './tools/gridBlockRules.ts';
import { change, otherProperties, push, scalar } from '../../../../tooling/diff/facts.ts';
import { stringAt } from '../../../../tooling/diff/json.ts';
import { code, value } from '../../../../tooling/diff/markdown.ts';
import { gridBlockChanges } from './tools/diff.ts';
import { BLOCK_COMMON, noRawChildren, type BlockTools } from '../toolParts.ts';
import { gridTargets } from '../../../grid/gridTargets.ts';
import { noChildren } from '../parts.ts';
import { gridPublishes } from './published.ts';
import { textOf } from '../../../../../shared/textOf.ts';

/** Read by gridBlock.ts (the grid areas) for grid blocks. */
const GRID_BLOCK_KNOWN = ['list', 'entity', 'rowKey', 'paging', 'columns', 'search', 'toolbar', 'rowActions', 'batchUpdate', 'delete', 'forms', 'messages', 'selection', 'selectableWhen', 'expand'];

/** A grid block's rules: the grid rules under its pointer, its list templates reading the page state. */
export const gridBlockTools: BlockTools<'grid'> = {
  publishes: gridPublishes,
  children: noChildren,
  opens: (block) => gridTargets(block, ''),
  check: (block, at, page) => checkGridBlock(page.screen, block, at, { entities: page.entities, app: page.app }, page.report, page.statePathProblem),
  describe: (block) => `grid of ${value(block.list)} on ${code(stringAt(block, 'entity') ?? '?')}${block.selection === undefined ? '' : `, ${textOf(block.selection)} selection`}`,
  changes: (before, after, { key, subject }, facts) => {
    push(facts, scalar('list', before.list, after.list), scalar('entity', before.entity, after.entity), scalar('row key', before.rowKey, after.rowKey));
    facts.push(...otherProperties(before, after, [...BLOCK_COMMON, ...GRID_BLOCK_KNOWN]));
    return [...change('blocks', key, subject, facts), ...gridBlockChanges(key, subject, before, after)];
  },
  rawChildren: noRawChildren,
  // A page's modal form (not one of the grid's own): its toolbar opens it with no row, its row actions for a row.
  opensForm: (block, name) => {
    if (block.forms?.[name] !== undefined) return [];
    const toolbar = (block.toolbar ?? []).filter((button) => typeof button.action === 'object' && 'openForm' in button.action && button.action.openForm === name);
    const rows = (block.rowActions ?? []).filter((action) => 'openForm' in action && action.openForm === name);
    return [...toolbar.map(() => ({ row: false, entity: block.entity })), ...rows.map(() => ({ row: true, entity: block.entity }))];
  },
  validatorForms: (block, sink) => sink.gridForms(block),
  reloadable: () => true,
};
