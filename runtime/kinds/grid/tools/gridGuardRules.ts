import type { Condition, Guard, GridScreen } from '../../../generated/screen';
import { conditionPaths } from '../../../conditions/evaluateCondition.ts';
import { placeholdersOf } from '../../../templates/template.ts';
import { blankGuardProblems } from '../../../tooling/outcomeRules.ts';
import type { Problem } from '../../../tooling/templateRules.ts';

type GuardedParts = Pick<GridScreen, 'entity' | 'rowActions' | 'toolbar' | 'selection'>;

/**
 * The guards of a grid's presses (useToolbarCall.ts, useRowActionCall.ts): a row action's read the
 * row, so their paths and message placeholders name fields of the entity; a toolbar call's read
 * `selected` (the grid's selected rows: the grid needs `selection`), an item of it by its index,
 * then a field of the entity. A message of placeholders alone is refused (it could say nothing).
 */
export function gridGuardProblems(grid: GuardedParts, fields: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = [];
  const entityFile = `schemas/entities/${grid.entity}.schema.json`;
  const rowProblem = (path: string) => (fields.has(path.split('.')[0] ?? '') ? undefined : `no such field in ${entityFile} (a row action's guard reads the row)`);
  const selectedProblem = (path: string) => {
    const [head, index, field] = path.split('.');
    if (head !== 'selected') return 'a toolbar guard reads "selected" (the grid\'s selected rows)';
    if (!grid.selection) return 'the grid has no "selection": nothing is ever selected';
    if (index !== undefined && !/^\d+$/.test(index)) return `"selected" is a list: read an item by its index (selected.0.${index})`;
    return field === undefined || fields.has(field) ? undefined : `no such field in ${entityFile}`;
  };
  const check = (at: string, guards: readonly Guard[] | undefined, problemOf: (path: string) => string | undefined) => {
    guards?.forEach((guard, k) => {
      for (const path of conditionPaths(guard.holds satisfies Condition)) {
        const problem = problemOf(path);
        if (problem) problems.push([`${at}/${k}/holds`, `condition reads "${path}": ${problem}`, 'grid.condition.unknown-field']);
      }
      for (const { path } of placeholdersOf(guard.message)) {
        const problem = problemOf(path);
        if (problem) problems.push([`${at}/${k}/message`, `placeholder {${path}}: ${problem}`, 'grid.condition.unknown-field']);
      }
    });
    problems.push(...blankGuardProblems(at, guards));
  };
  grid.rowActions?.forEach((action, i) => {
    if ('endpoint' in action) check(`/rowActions/${i}/guards`, action.guards, rowProblem);
  });
  grid.toolbar?.forEach((button, i) => {
    const action = button.action;
    if (typeof action === 'object' && 'call' in action) check(`/toolbar/${i}/action/guards`, action.guards, selectedProblem);
  });
  return problems;
}
