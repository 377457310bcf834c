import { dirname, posix } from 'node:path';
import { scaffoldConstraintMessages } from '../../../runtime/kinds/form/tools/fieldMessageRules.ts';
import type { CatalogueScreen, Column, DashboardScreen, Endpoint, Form, FormField, GridMessages, GridScreen, MenuEntry, PageScreen, ToolbarButton } from '../../../runtime/generated/screen.ts';
import { guessLabelField, isReadOnly, isText, type Entity, type EntityProperty } from '../../../runtime/tooling/scaffold/entities.ts';
import type { CatalogueRequest, DashboardRequest, EndpointSpec, GridRequest, PageRequest, ScaffoldRequest } from './request.ts';
import { formBlockTools } from '../../../runtime/kinds/page/blocks/form/tools.ts';
import { singular, titleCase } from '../../../runtime/tooling/scaffold/text.ts';

export const CLIENT_PAGING = { mode: 'client', sizes: [20, 50, 100, 'All'], defaultSize: 20 } as const;
export const SERVER_PAGING = { mode: 'server', sizes: [20, 50, 100, 150, 200, 250, 'All'], defaultSize: 20, allLimit: 10000 } as const;

/** `$schema` of a definition at `file` (relative to the root): the meta-schema relative to the file's folder. */
export function schemaPointer(file: string): string {
  return posix.relative(dirname(file), 'schemas/screen.schema.json');
}

function menuOf(request: ScaffoldRequest): MenuEntry {
  return { ...(request.group ? { group: request.group } : {}), label: request.label };
}

/** A minimal dashboard: one card of links, to be filled. */
export function buildDashboard(request: DashboardRequest): DashboardScreen {
  return {
    $schema: schemaPointer(request.file),
    route: request.route,
    title: request.title,
    ...(request.description ? { description: request.description } : {}),
    menu: menuOf(request),
    kind: 'dashboard',
    cards: [{ title: 'Links', links: [{ label: 'Dashboard', route: '/secure/{userId}/dashboard' }] }],
  };
}

/** A screen catalogue: every definition, searchable (the kind needs nothing more). */
export function buildCatalogue(request: CatalogueRequest): CatalogueScreen {
  return {
    $schema: schemaPointer(request.file),
    route: request.route,
    title: request.title,
    ...(request.description ? { description: request.description } : {}),
    menu: menuOf(request),
    kind: 'catalogue',
  };
}

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

const endpointOf = (spec: EndpointSpec): Endpoint => ({ method: spec.method, path: spec.path });

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
    $schema: schemaPointer(request.file),
    route: request.route,
    title: request.title,
    ...(request.description ? { description: request.description } : {}),
    menu: menuOf(request),
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


/** A page of one block over the entity, the one `screens:new` starts every page with: the form block's scaffold (its tools.ts). */
export function buildPage(request: PageRequest, entity: Entity): PageScreen {
  return {
    $schema: schemaPointer(request.file),
    route: request.route,
    title: request.title,
    ...(request.description ? { description: request.description } : {}),
    menu: menuOf(request),
    kind: 'page',
    endpoints: { submit: endpointOf(request.submit) },
    blocks: [formBlockTools.scaffold({ id: 'form', entity, submitEndpoint: 'submit', label: request.label, fromList: request.fromList })],
  };
}
