import type { Endpoint, GridScreen, SubTable } from '../../../generated/screen';
import type { EntityFieldSets } from '../../../tooling/entityFields.ts';
import { esc } from '../../../tooling/jsonPointer.ts';
import type { TemplateContext } from '../../../tooling/templateRules.ts';
import type { CheckContext } from '../../../tooling/checkContext.ts';
import type { Report } from '../../../tooling/toolTypes.ts';

/** The grid rules, handed in (gridRules.ts calls this file: no import cycle). */
type CheckGrid = (screen: GridScreen, context: CheckContext, report: Report, outer?: TemplateContext) => void;

/** The endpoints a sub-table calls: toolbar calls, row actions, delete, forms and their loads. */
function calledEndpoints(table: SubTable): string[] {
  const names: string[] = [];
  for (const button of table.toolbar ?? []) if (typeof button.action === 'object' && 'call' in button.action) names.push(button.action.call);
  for (const action of table.rowActions ?? []) if ('endpoint' in action) names.push(action.endpoint);
  if (table.delete) names.push(table.delete.endpoint);
  for (const form of Object.values(table.forms ?? {})) if (form) names.push(form.endpoint, ...(form.load ? [form.load.endpoint] : []));
  return names;
}

/**
 * The rules of `expand` (sub-tables under an expanded row): the first column is the row's
 * show/hide button, so it is not editable; each table's `rows` is a list of objects of the
 * entity, whose item properties are the table's fields; a sub-table's cells are not edited (its
 * forms change it); ids are unique. Each table is then checked by the grid rules as the grid it
 * is, its templates reading `{parent.<field>}` of the outer entity besides their own.
 */
export function checkExpand(screen: GridScreen, entity: EntityFieldSets, context: CheckContext, report: Report, checkGrid: CheckGrid): void {
  const { entities } = context;
  const expand = screen.expand;
  if (!expand) return;
  const first = screen.columns[0];
  if (first?.editor !== undefined) report('/columns/0/editor', `the first column is each row's show/hide button of its sub-tables: "${first.field}" cannot be editable`, 'grid.expand.first-column-editable');
  const outer: TemplateContext = { knows: (path) => path.startsWith('parent.') && entity.fields.has(path.slice('parent.'.length)) };
  const seen = new Set<string>();
  expand.tables.forEach((table, i) => {
    const at = `/expand/tables/${i}`;
    if (seen.has(table.id)) report(`${at}/id`, `sub-table "${table.id}" is named twice`, 'grid.expand.duplicate-id');
    seen.add(table.id);
    table.columns.forEach((column, k) => {
      if (column.editor !== undefined) report(`${at}/columns/${k}/editor`, `a sub-table is changed through its forms: column "${column.field}" cannot be editable`, 'grid.expand.column-editable');
    });
    const items = entity.lists.get(table.rows);
    if (!items) {
      report(`${at}/rows`, `"${table.rows}" is no list of objects in schemas/entities/${screen.entity}.schema.json`, 'grid.expand.rows-not-list');
      return;
    }
    const virtual = `${screen.entity}#${table.rows}`;
    const rowsEntity: EntityFieldSets = { fields: items, listRows: new Map(), payloads: new Map(), enums: new Map(), lists: new Map() };
    const endpoints: Record<string, Endpoint | undefined> = Object.fromEntries(calledEndpoints(table).map((name) => [name, screen.endpoints[name]]));
    const { id: _id, title, rows: _rows, messages, ...parts } = table;
    const grid = {
      ...parts,
      // The rows come with the outer list: a sub-table has no load failure of its own.
      messages: { ...messages, loadFailed: '' },
      $schema: screen.$schema,
      route: screen.route,
      title,
      kind: 'grid',
      entity: virtual,
      // The rows are the expanded row's: the sub-table makes no list call.
      endpoints: { ...endpoints, list: { method: 'GET', path: '/' } },
      lookups: screen.lookups,
      options: screen.options,
    } as GridScreen;
    const named = `schemas/entities/${virtual}.schema.json`;
    const shared = /^\/(endpoints|lookups|options)(\/|$)/;
    checkGrid(grid, { ...context, entities: new Map([...entities, [virtual, rowsEntity]]) }, (pointer, message, code, fix) => {
      const text = message.replaceAll(named, `the items of "${table.rows}" in schemas/entities/${screen.entity}.schema.json`);
      report(shared.test(pointer) ? pointer : `${at}${pointer}`, text, code, fix);
    }, outer);
  });
}

/** Pointer of a sub-table's form, for messages elsewhere. */
export const subTableFormPointer = (table: number, form: string) => `/expand/tables/${table}/forms/${esc(form)}`;
