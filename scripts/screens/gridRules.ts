import type { Endpoint, GridScreen } from '../../runtime/generated/screen';
import { isTemplateFilter, placeholdersOf } from '../../runtime/templates/template.ts';

/** Property names of each entity schema, by entity name (`town` → town_id, town_name, …). */
export type EntityFields = ReadonlyMap<string, ReadonlySet<string>>;

type Report = (pointer: string, message: string) => void;

const esc = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The rules of a grid definition that a schema cannot say: everything a name refers to exists
 * (endpoints, lookups, forms, message keys, entity fields), and every template placeholder
 * names a field its context has.
 */
export function checkGridScreen(screen: GridScreen, entities: EntityFields, report: Report): void {
  const fields = entities.get(screen.entity);
  if (!fields) {
    report('/entity', `unknown entity "${screen.entity}" (no schemas/entities/${screen.entity}.schema.json)`);
    return;
  }
  const endpointNames = new Set(Object.keys(screen.endpoints));
  const lookupNames = new Set(Object.keys(screen.lookups ?? {}));
  const formNames = new Set(Object.keys(screen.forms ?? {}));
  const messageKeys = new Set(Object.keys(screen.messages));
  const field = (pointer: string, name: string, what = 'field') => {
    if (!fields.has(name)) report(pointer, `unknown ${what} "${name}" (not in schemas/entities/${screen.entity}.schema.json)`);
  };
  const endpoint = (pointer: string, name: string) => {
    if (!endpointNames.has(name)) report(pointer, `unknown endpoint "${name}"`);
  };
  const message = (pointer: string, key: string, why: string) => {
    if (!messageKeys.has(key)) report('/messages', `missing message "${key}" (${why}, used at ${pointer})`);
  };
  const rowTemplate = (pointer: string, template: string, extra: ReadonlySet<string> = new Set()) =>
    checkTemplate(pointer, template, (path) => fields.has(path) || extra.has(path), report);

  if (!endpointNames.has('list')) report('/endpoints', 'missing endpoint "list" (it loads the rows)');
  field('/rowKey', screen.rowKey);
  if (screen.paging.sizes.every((size) => size !== screen.paging.defaultSize)) {
    report('/paging/defaultSize', `default size ${JSON.stringify(screen.paging.defaultSize)} is not one of the sizes`);
  }
  if (screen.paging.mode === 'server' && !screen.endpoints.list?.total) {
    report('/endpoints/list', 'server paging needs "total" (where the answer holds the row count)');
  }

  screen.columns.forEach((column, i) => {
    field(`/columns/${i}/field`, column.field);
    if (column.display) field(`/columns/${i}/display`, column.display);
    if (column.labels && !lookupNames.has(column.labels)) report(`/columns/${i}/labels`, `unknown lookup "${column.labels}"`);
    if (typeof column.editor === 'object' && 'lookup' in column.editor && !lookupNames.has(column.editor.lookup)) {
      report(`/columns/${i}/editor`, `unknown lookup "${column.editor.lookup}"`);
    }
  });
  screen.search?.filterOn.forEach((filter, i) => field(`/search/filterOn/${i}/field`, filter.field));

  screen.toolbar?.forEach((button, i) => {
    const action = button.action;
    if (typeof action === 'string') {
      if (action === 'batchUpdate' && !screen.batchUpdate) report(`/toolbar/${i}/action`, 'batchUpdate needs "batchUpdate" in the definition');
      if (action === 'batchUpdate') message(`/toolbar/${i}`, 'noChanges', 'Update All Changes without edits');
    } else if ('openForm' in action) {
      if (!formNames.has(action.openForm)) report(`/toolbar/${i}/action/openForm`, `unknown form "${action.openForm}"`);
    } else {
      endpoint(`/toolbar/${i}/action/call`, action.call);
      if (action.failedMessage) message(`/toolbar/${i}/action/failedMessage`, action.failedMessage, 'named by the button');
    }
  });
  screen.rowActions?.forEach((action, i) => {
    if (!formNames.has(action.openForm)) report(`/rowActions/${i}/openForm`, `unknown form "${action.openForm}"`);
  });

  const batch = screen.batchUpdate;
  if (batch) {
    endpoint('/batchUpdate/endpoint', batch.endpoint);
    message('/batchUpdate', 'updateFailed', 'a failed update');
    if (batch.mode === 'arrays' && !batch.arrays) report('/batchUpdate', 'mode "arrays" needs "arrays" (body key → row field)');
    for (const [key, name] of Object.entries(batch.arrays ?? {})) if (name !== undefined) field(`/batchUpdate/arrays/${esc(key)}`, name);
    const confirmNames = new Set(batch.confirm.checkbox ? [`confirm.${batch.confirm.checkbox.name}`] : []);
    for (const [key, template] of Object.entries(batch.body ?? {})) {
      if (template !== undefined) checkTemplate(`/batchUpdate/body/${esc(key)}`, template, (path) => confirmNames.has(path), report);
    }
    if (batch.confirm.details) endpoint('/batchUpdate/confirm/details/endpoint', batch.confirm.details.endpoint);
    if (batch.mode === 'perRow') checkEndpointTemplates(`/endpoints/${esc(batch.endpoint)}`, screen.endpoints[batch.endpoint], rowTemplate);
  }

  if (screen.delete) {
    endpoint('/delete/endpoint', screen.delete.endpoint);
    message('/delete', 'deleteFailed', 'a failed delete');
    rowTemplate('/delete/confirm', screen.delete.confirm);
    checkEndpointTemplates(`/endpoints/${esc(screen.delete.endpoint)}`, screen.endpoints[screen.delete.endpoint], rowTemplate);
  }

  for (const [name, form] of Object.entries(screen.forms ?? {})) {
    if (!form) continue;
    const at = `/forms/${esc(name)}`;
    endpoint(`${at}/endpoint`, form.endpoint);
    if (form.failedMessage) message(`${at}/failedMessage`, form.failedMessage, 'a failed submit');
    const properties = new Set(Object.keys((form.schema as { properties?: object }).properties ?? {}));
    const computed = new Set(Object.keys(form.computed ?? {}));
    const lookupFields = new Set<string>();
    for (const [fieldName, widget] of Object.entries(form.ui ?? {})) {
      if (!widget) continue;
      if (!properties.has(fieldName)) report(`${at}/ui/${esc(fieldName)}`, `no field "${fieldName}" in the form schema`);
      if (widget.widget === 'lookupSelect') {
        lookupFields.add(fieldName);
        if (!lookupNames.has(widget.lookup)) report(`${at}/ui/${esc(fieldName)}/lookup`, `unknown lookup "${widget.lookup}"`);
        if (widget.parent && !properties.has(widget.parent)) report(`${at}/ui/${esc(fieldName)}/parent`, `no field "${widget.parent}" in the form schema`);
        if (widget.parent && !widget.parentKey) report(`${at}/ui/${esc(fieldName)}`, 'a cascading select needs "parentKey"');
      }
    }
    for (const fieldName of form.order ?? []) {
      if (!properties.has(fieldName)) report(`${at}/order`, `no field "${fieldName}" in the form schema`);
    }
    for (const [fieldName, rules] of Object.entries(form.messages ?? {})) {
      if (!properties.has(fieldName)) report(`${at}/messages/${esc(fieldName)}`, `no field "${fieldName}" in the form schema`);
      void rules;
    }
    // Form templates read the values, computed fields and, for selects, the chosen lookup row.
    const known = (path: string) => {
      const [head, ...rest] = path.split('.');
      if (!head) return false;
      if (rest.length === 0) return properties.has(head) || computed.has(head);
      return lookupFields.has(head);
    };
    for (const [fieldName, template] of Object.entries(form.computed ?? {})) {
      if (template !== undefined) checkTemplate(`${at}/computed/${esc(fieldName)}`, template, known, report);
    }
    checkEndpointTemplates(`/endpoints/${esc(form.endpoint)}`, screen.endpoints[form.endpoint], (pointer, template) =>
      checkTemplate(pointer, template, (path) => known(path) || (form.initial === 'row' && fields.has(path)), report),
    );
  }
}

function checkEndpointTemplates(
  pointer: string,
  endpoint: Endpoint | undefined,
  check: (pointer: string, template: string) => void,
): void {
  if (!endpoint) return;
  check(`${pointer}/path`, endpoint.path);
  for (const [key, template] of Object.entries(endpoint.body ?? {})) if (template !== undefined) check(`${pointer}/body/${esc(key)}`, template);
}

function checkTemplate(pointer: string, template: string, known: (path: string) => boolean, report: Report): void {
  for (const placeholder of placeholdersOf(template)) {
    if (!known(placeholder.path)) report(pointer, `placeholder {${placeholder.path}} names no known field`);
    for (const filter of placeholder.filters) {
      if (!isTemplateFilter(filter)) report(pointer, `unknown filter "${filter}" in {${placeholder.path}|${filter}}`);
    }
  }
}
