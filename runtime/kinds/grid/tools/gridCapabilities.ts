import type { Condition, GridScreen } from '../../../generated/screen';
import { conditionPaths } from '../../../conditions/evaluateCondition.ts';
import { widgetPartsOf } from '../../form/widgets/registry.ts';
import type { AppRegistries } from '../../../tooling/checkContext.ts';
import { esc } from '../../../tooling/jsonPointer.ts';
import { nearFix, oneOfFix } from '../../../tooling/problemCodes.ts';
import type { Problem } from '../../../tooling/templateRules.ts';
import { conditionValueProblems } from '../../../tooling/conditionValueRules.ts';

type GridParts = Pick<GridScreen, 'columns' | 'forms' | 'rowActions' | 'toolbar' | 'paging' | 'selection' | 'selectableWhen' | 'options' | 'entity'>;

/**
 * The rules of the grid capabilities a schema cannot say: option sets named exist; row conditions
 * (`visibleWhen`, `selectableWhen`) and carried fields name fields of the entity, and the values a
 * row condition compares a field with are its values (conditionValueRules.ts); `selectableWhen`
 * needs `selection`; exported columns are columns; `sortable` needs client paging, or server
 * paging that sends the sort (`paging.sort`: the server orders its pages).
 */
export function gridCapabilityProblems(grid: GridParts, fields: ReadonlySet<string>, app: AppRegistries, enums?: ReadonlyMap<string, readonly unknown[]>): Problem[] {
  const problems: Problem[] = [];
  const sets = new Set(Object.keys(grid.options ?? {}));
  const optionSet = (pointer: string, name: string) => {
    if (!sets.has(name)) problems.push([pointer, `unknown option set "${name}"${sets.size > 0 ? ` (known: ${[...sets].join(', ')})` : ' (the definition has no "options")'}`, 'options.unknown-set', oneOfFix(sets)]);
  };
  const unknownField = (path: string) => !fields.has(path.split('.')[0] ?? '');
  const rowCondition = (pointer: string, condition: Condition | undefined) => {
    for (const path of condition ? conditionPaths(condition) : []) {
      if (unknownField(path)) problems.push([pointer, `condition reads "${path}": no such field in schemas/entities/${grid.entity}.schema.json (a row condition reads the row)`, 'grid.condition.unknown-field']);
    }
    // The values it compares a row field with are values the field may take.
    problems.push(...conditionValueProblems(condition, pointer, enums));
  };

  grid.columns.forEach((column, i) => {
    const editor = column.editor;
    if (typeof editor === 'object' && 'options' in editor && typeof editor.options === 'string') optionSet(`/columns/${i}/editor/options`, editor.options);
    if (typeof column.format === 'object' && 'labels' in column.format) optionSet(`/columns/${i}/format/labels`, column.format.labels);
    if (column.sortable && grid.paging.mode === 'server' && !grid.paging.sort) {
      problems.push([`/columns/${i}/sortable`, 'sortable needs client paging, or "sort" in the server paging (the server orders the rows: the list call must be sent the sort)', 'grid.column.sortable-server']);
    }
    if (typeof column.format === 'object' && 'secret' in column.format) {
      const reveal = column.format.secret.reveal;
      if (reveal !== undefined && !Object.hasOwn(app.domainRules.templateFilters, reveal)) problems.push([`/columns/${i}/format/secret/reveal`, `unknown filter "${reveal}"`, 'template.filter.unknown']);
      if (column.sortable) problems.push([`/columns/${i}/sortable`, 'a secret column cannot be sorted: the order would tell its values', 'grid.column.secret-sortable']);
      if (column.editor !== undefined) problems.push([`/columns/${i}/editor`, 'a secret column is read-only: it changes through a form', 'grid.column.secret-editable']);
    }
  });
  for (const [name, form] of Object.entries(grid.forms ?? {})) {
    (form?.fields ?? []).forEach((field, k) => {
      const set = field.ui && widgetPartsOf(field.ui.widget).optionSet(field.ui);
      if (set !== undefined) optionSet(`/forms/${esc(name)}/fields/${k}/ui/options`, set);
    });
  }
  grid.rowActions?.forEach((action, i) => {
    rowCondition(`/rowActions/${i}/visibleWhen`, action.visibleWhen);
    if ('navigate' in action) {
      (action.carry ?? []).forEach((field, k) => {
        if (unknownField(field)) problems.push([`/rowActions/${i}/carry/${k}`, `unknown field "${field}" (not in schemas/entities/${grid.entity}.schema.json)`, 'entity.unknown-field', nearFix(field, fields)]);
      });
    }
  });
  if (grid.selectableWhen && !grid.selection) problems.push(['/selectableWhen', 'selectableWhen needs "selection" (single or multi)', 'grid.selectable-without-selection']);
  rowCondition('/selectableWhen', grid.selectableWhen);
  const columnFields = new Set(grid.columns.map((column) => column.field));
  grid.toolbar?.forEach((button, i) => {
    const action = button.action;
    if (typeof action !== 'object' || !('export' in action)) return;
    (action.export.columns ?? []).forEach((field, k) => {
      if (!columnFields.has(field)) problems.push([`/toolbar/${i}/action/export/columns/${k}`, `"${field}" is not a column of the grid`, 'grid.export.unknown-column', oneOfFix(columnFields)]);
    });
  });
  return problems;
}
