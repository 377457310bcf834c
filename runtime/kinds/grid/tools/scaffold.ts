/** `screens:new` for a grid: its questions and the definition it writes. */
import type { Column, Endpoint, Form, FormField, GridMessages, GridScreen, ToolbarButton } from '../../../generated/screen.ts';
import { scaffoldConstraintMessages } from '../../form/tools/fieldMessageRules.ts';
import { endpointOf, screenHead } from '../../../tooling/scaffold/buildParts.ts';
import { guessLabelField, guessRowKey, isReadOnly, isText, type Entity, type EntityProperty } from '../../../tooling/scaffold/entities.ts';
import { askEntity, type KindQuestions } from '../../../tooling/scaffold/questions.ts';
import { parseEndpoint, parseOtherRoute, ScaffoldError, type EndpointSpec, type GridRequest } from '../../../tooling/scaffold/request.ts';
import { singular, titleCase } from '../../../tooling/scaffold/text.ts';

export const CLIENT_PAGING = { mode: 'client', sizes: [20, 50, 100, 'All'], defaultSize: 20 } as const;
export const SERVER_PAGING = { mode: 'server', sizes: [20, 50, 100, 150, 200, 250, 'All'], defaultSize: 20, allLimit: 10000 } as const;

/**
 * The fields of the Add New form: the entity's create payload (`$defs.create`) when it has one,
 * else its properties other than the row key and read-only (joined) ones.
 */
export function addFormFields(entity: Entity, rowKey: string): EntityProperty[] {
  return entity.create?.properties ?? entity.properties.filter((property) => property.name !== rowKey && !isReadOnly(property));
}

/**
 * The Add New form in the entity's dialect: its create payload (`$defs.create`) when it has one,
 * else its own properties; each field names a property (types and limits stay the entity's) with
 * a label and, when the payload requires it, its `required` message.
 */
function addForm(entity: Entity, rowKey: string, label: string): Form {
  const properties = addFormFields(entity, rowKey);
  const required = new Set(entity.create?.required ?? entity.required);
  const schemaOf = new Map(properties.map((property) => [property.name, property.schema]));
  const fieldOf = (name: string): FormField => {
    const messages = {
      ...(required.has(name) ? { required: `${titleCase(name)} is required` } : {}),
      ...scaffoldConstraintMessages(name, titleCase(name), schemaOf.get(name)),
    };
    return { name, label: titleCase(name), ...(Object.keys(messages).length > 0 ? { messages } : {}) };
  };
  const [first = rowKey, ...rest] = properties.map((property) => property.name);
  return {
    title: `Add ${singular(label)}`,
    endpoint: 'create',
    entity: entity.name,
    ...(entity.create ? { payload: 'create' } : {}),
    fields: [fieldOf(first), ...rest.map(fieldOf)],
    failedMessage: 'createFailed',
  };
}

/**
 * A grid over the entity: a column per property (the row key first, read-only; text columns
 * editable when there is an update call), a search over the first text column, client paging
 * (server paging when the list is paged), and for each call given its toolbar button, form,
 * batch update or delete link, with their messages.
 */
export function buildGrid(request: GridRequest, entity: Entity): GridScreen {
  const { rowKey, label } = request;
  const keyProperty = entity.properties.find((property) => property.name === rowKey);
  // A list of objects is shown as a sub-table under the row, not as a column.
  const listed = new Set(entity.lists.map((list) => list.name));
  const others = entity.properties.filter((property) => property.name !== rowKey && !listed.has(property.name));
  const editable = (property: EntityProperty) => request.update !== undefined && isText(property) && !isReadOnly(property);
  const columnOf = (property: EntityProperty, readOnly: boolean): Column => ({
    field: property.name,
    header: titleCase(property.name),
    ...(!readOnly && editable(property) ? { editor: 'text' as const } : {}),
  });
  const first = keyProperty ? columnOf(keyProperty, true) : { field: rowKey, header: titleCase(rowKey) };
  const columns: [Column, ...Column[]] = [first, ...others.map((property) => columnOf(property, false))];
  const searched = others.find(isText) ?? (keyProperty && isText(keyProperty) ? keyProperty : undefined);

  const endpoints: Record<string, Endpoint> = {
    list: { ...endpointOf(request.list), ...(request.paged ? { rows: 'result', total: 'meta.0.totalrows' } : {}) },
  };
  const toolbar: ToolbarButton[] = [];
  const messages: GridMessages = { loadFailed: 'Error on table data initialization' };
  const screen: GridScreen = {
    ...screenHead(request),
    kind: 'grid',
    entity: entity.name,
    rowKey,
    endpoints,
    paging: request.paged ? { ...SERVER_PAGING, sizes: [...SERVER_PAGING.sizes] } : { ...CLIENT_PAGING, sizes: [...CLIENT_PAGING.sizes] },
    columns,
    ...(searched ? { search: { label: 'Search', filterOn: [{ field: searched.name, label: titleCase(searched.name) }] } } : {}),
    toolbar,
    messages,
  };
  if (request.create) {
    endpoints.create = endpointOf(request.create);
    toolbar.push({ label: 'Add New', action: { openForm: 'add' } });
    screen.forms = { add: addForm(entity, rowKey, label) };
    messages.createFailed = `${label} saving process failed.`;
  }
  if (request.update) {
    endpoints.update = endpointOf(request.update);
    toolbar.push({ label: 'Update All Changes', action: 'batchUpdate' });
    screen.batchUpdate = { endpoint: 'update', mode: 'perRow', confirm: { title: 'Update All Changes' } };
    messages.noChanges = 'Alert! There is no available changes for update';
    messages.updateFailed = `${label} update process failed.`;
  }
  if (request.delete) {
    endpoints.delete = endpointOf(request.delete);
    screen.delete = {
      endpoint: 'delete',
      confirm: `Please confirm that you want to delete this ${singular(request.title)} {${guessLabelField(entity, rowKey)}}.`,
      style: 'modal',
    };
    messages.deleteFailed = `${label} delete process failed.`;
  }
  if (entity.lists.length > 0) screen.expand = { tables: subTables(entity) };
  if (request.export) toolbar.push({ label: 'Export CSV', action: { export: { fileName: `${request.route.split('/').filter(Boolean).pop() ?? 'rows'}.csv`, bom: true } } });
  if (request.selection) screen.selection = request.selection;
  if (request.formRoute) {
    toolbar.unshift({ label: `New ${singular(label)}`, action: { navigate: request.formRoute } });
    screen.rowActions = [{ label: 'Update', navigate: request.formRoute, carry: [rowKey] }];
  }
  toolbar.push({ label: 'Refresh', action: 'refresh' });
  return screen;
}

/** A read-only sub-table per list of objects of the entity (its `id` as row key when it has one), to give forms to. */
function subTables(entity: Entity): NonNullable<GridScreen['expand']>['tables'] {
  const tables = entity.lists.flatMap((list) => {
    const [first, ...rest] = list.items.filter((item) => item.name !== 'version').map((item): Column => ({ field: item.name, header: titleCase(item.name) }));
    if (!first) return [];
    const rowKey = list.items.find((item) => item.name === 'id')?.name ?? first.field;
    return [{ id: list.name.replace(/[^A-Za-z0-9]/g, ''), title: titleCase(list.name), rows: list.name, rowKey, paging: { mode: 'client' as const, sizes: [10, 'All'] as [10, 'All'], defaultSize: 10 }, columns: [first, ...rest] as [Column, ...Column[]], messages: {} }];
  });
  const [first, ...rest] = tables;
  if (!first) throw new Error(`entity ${entity.name} lists nothing a sub-table can show`);
  return [first, ...rest];
}

/** The questions of a grid: its entity, row key and calls, and the switches not asked (selection, export, form route). */
export async function askGrid({ flags, context, common, need, obtain, yesNo }: KindQuestions): Promise<{ request: GridRequest; entity: Entity }> {
  const { name: entityName, entity } = await askEntity({ context, need });
  const fieldNames = new Set(entity.properties.map((property) => property.name));
  if (fieldNames.size === 0) throw new ScaffoldError(`--entity ${JSON.stringify(entityName)} has no properties to show as columns`);
  const rowKey = await need({
    flag: 'row-key',
    question: 'Row key (field identifying a row)',
    fallback: guessRowKey(entity),
    parse: (text) => {
      if (!fieldNames.has(text.trim())) throw new ScaffoldError(`--row-key ${JSON.stringify(text)} is not a field of entity ${entityName} (${[...fieldNames].join(', ')})`);
      return text.trim();
    },
  });
  const rowFields = { names: fieldNames, what: `a field of entity ${entityName}` };
  const formFields = { names: new Set(addFormFields(entity, rowKey).map((property) => property.name)), what: 'a field of the Add New form' };
  const endpoint = (flag: string, example: string, optional: boolean, fields?: typeof rowFields) =>
    obtain<EndpointSpec>({
      flag,
      question: `${flag === 'list' ? 'List' : flag.charAt(0).toUpperCase() + flag.slice(1)} call, e.g. ${example}${optional ? ' (empty for none)' : ''}`,
      example: `--${flag} "${example}"`,
      optional,
      parse: (text) => parseEndpoint(flag, text, fields),
    });
  const list = await endpoint('list', `GET /${entityName}`, false);
  if (!list) throw new ScaffoldError('missing --list');
  const paged = await yesNo('paged', 'Does the list answer one page { result, meta: [{ totalrows }] } (server paging)?');
  const create = await endpoint('create', `POST /${entityName}`, true, formFields);
  const update = await endpoint('update', `PUT /${entityName}/{${rowKey}}`, true, rowFields);
  const remove = await endpoint('delete', `DELETE /${entityName}/{${rowKey}}`, true, rowFields);
  const selection = flags.get('selection');
  if (selection !== undefined && selection !== 'single' && selection !== 'multi') throw new ScaffoldError('--selection must be single or multi');
  const request: GridRequest = {
    ...common,
    kind: 'grid',
    file: '',
    entity: entityName,
    rowKey,
    list,
    paged,
    ...(selection !== undefined ? { selection } : {}),
    ...(flags.has('export') ? { export: true } : {}),
    ...(typeof flags.get('form-route') === 'string' ? { formRoute: parseOtherRoute('form-route', String(flags.get('form-route'))) } : {}),
    ...(create ? { create } : {}),
    ...(update ? { update } : {}),
    ...(remove ? { delete: remove } : {}),
  };
  return { request, entity };
}
