import type { GridScreen } from '../../../generated/screen';
import { editableColumnProblems } from './editableColumns.ts';
import { gridTemplates } from './gridTemplates.ts';
import { esc } from '../../../tooling/jsonPointer.ts';
import { checkRuleLookups } from '../../../tooling/lookupRuleChecks.ts';
import { checkFormFields } from '../../form/tools/formFieldRules.ts';
import { gridCapabilityProblems } from './gridCapabilities.ts';
import { gridGuardProblems } from './gridGuardRules.ts';
import { checkExpand } from './expandRules.ts';
import { plainTextProblems, templateProblems, type TemplateContext } from '../../../tooling/templateRules.ts';
import { noBodyProblems } from '../../../tooling/endpointBodyRules.ts';
import { succeedsWhenProblems } from '../../../tooling/endpointAnswerRules.ts';
import { sentPayloadProblems } from '../../../tooling/sentPayloadRules.ts';
import { checkUnshownMessages } from './unshownMessages.ts';
import type { CheckContext } from '../../../tooling/checkContext.ts';
import { nearFix, oneOfFix } from '../../../tooling/problemCodes.ts';
import type { Report } from '../../../tooling/toolTypes.ts';

/**
 * The rules of a grid definition that a schema cannot say: everything a name refers to exists
 * (endpoints, lookups, forms, message keys, entity fields), every editable column is sent by
 * the update, and every template's filters exist and its placeholders name what its context
 * holds where the runtime fills it (gridTemplates.ts).
 */
export function checkGridScreen(screen: GridScreen, context: CheckContext, report: Report, outer?: TemplateContext): void {
  const { entities, app } = context;
  const entity = entities.get(screen.entity);
  if (!entity) {
    report('/entity', `unknown entity "${screen.entity}" (no schemas/entities/${screen.entity}.schema.json)`, 'entity.unknown', nearFix(screen.entity, entities.keys()));
    return;
  }
  const fields = entity.fields;
  const endpointNames = new Set(Object.keys(screen.endpoints));
  const lookupNames = new Set(Object.keys(screen.lookups ?? {}));
  checkRuleLookups(screen.lookups, app, report);
  const formNames = new Set(Object.keys(screen.forms ?? {}));
  const messageKeys = new Set(Object.keys(screen.messages));
  const field = (pointer: string, name: string, what = 'field') => {
    if (!fields.has(name)) report(pointer, `unknown ${what} "${name}" (not in schemas/entities/${screen.entity}.schema.json)`, 'entity.unknown-field', nearFix(name, fields));
  };
  const endpoint = (pointer: string, name: string) => {
    if (!endpointNames.has(name)) report(pointer, `unknown endpoint "${name}"`, 'endpoint.unknown', oneOfFix(endpointNames));
  };
  const message = (pointer: string, key: string, why: string) => {
    if (!messageKeys.has(key)) report('/messages', `missing message "${key}" (${why}, used at ${pointer})`, 'message.missing', `add "${key}" to "messages"`);
  };
  if (!endpointNames.has('list')) report('/endpoints', 'missing endpoint "list" (it loads the rows)', 'grid.endpoint.list-missing');
  checkUnshownMessages(screen, report);
  for (const problem of noBodyProblems(screen.endpoints)) report(...problem);
  for (const problem of succeedsWhenProblems(screen.endpoints)) report(...problem);
  for (const problem of sentPayloadProblems(screen.endpoints, [], entities)) report(...problem);
  field('/rowKey', screen.rowKey);
  if (screen.paging.sizes.every((size) => size !== screen.paging.defaultSize)) {
    report('/paging/defaultSize', `default size ${JSON.stringify(screen.paging.defaultSize)} is not one of the sizes`, 'grid.paging.default-size', oneOfFix(screen.paging.sizes.map(String)));
  }
  if (screen.paging.mode === 'server' && !screen.endpoints.list?.total) {
    report('/endpoints/list', 'server paging needs "total" (where the answer holds the row count)', 'grid.paging.total-missing');
  }

  screen.columns.forEach((column, i) => {
    field(`/columns/${i}/field`, column.field);
    if (column.display) field(`/columns/${i}/display`, column.display);
    if (column.labels && !lookupNames.has(column.labels)) report(`/columns/${i}/labels`, `unknown lookup "${column.labels}"`, 'lookup.unknown', oneOfFix(lookupNames));
    if (typeof column.editor === 'object' && 'lookup' in column.editor) {
      if (!lookupNames.has(column.editor.lookup)) report(`/columns/${i}/editor`, `unknown lookup "${column.editor.lookup}"`, 'lookup.unknown', oneOfFix(lookupNames));
      if (column.editor.parent) field(`/columns/${i}/editor/parent`, column.editor.parent);
    }
    const derived = column.derived;
    if (derived) {
      if (!lookupNames.has(derived.lookup)) report(`/columns/${i}/derived/lookup`, `unknown lookup "${derived.lookup}"`, 'lookup.unknown', oneOfFix(lookupNames));
      if (column.editor !== undefined) report(`/columns/${i}/derived`, `column "${column.field}" is editable: a derived column only follows another one`, 'grid.derived.editable');
      const source = screen.columns.find((other) => other.field === derived.from);
      if (!source?.editor) report(`/columns/${i}/derived/from`, `"${derived.from}" is not an editable column: the derived value would never change`, 'grid.derived.source-not-editable');
    }
  });
  // A search the list call makes (`server`) names the call's fields, which the rows need not show.
  if (!screen.search?.server) screen.search?.filterOn.forEach((filter, i) => field(`/search/filterOn/${i}/field`, filter.field));
  if (screen.search?.server && screen.paging.mode === 'server') report('/search/server', 'server paging already searches through the list call: "server" is for client paging', 'grid.search.server-with-server-paging');
  if (screen.paging.sort && screen.paging.mode !== 'server') report('/paging/sort', 'client paging sorts the loaded rows: "sort" is for server paging (the list call sorts)', 'grid.paging.sort-client');
  for (const choice of Object.keys(screen.paging.labels ?? {})) {
    if (!screen.paging.sizes.some((size) => String(size) === choice)) report(`/paging/labels/${esc(choice)}`, `label for ${JSON.stringify(choice)}, which is not one of the sizes`, 'grid.paging.label-unknown-size', oneOfFix(screen.paging.sizes.map(String)));
  }

  screen.toolbar?.forEach((button, i) => {
    const action = button.action;
    if (typeof action === 'string') {
      if (action === 'batchUpdate' && !screen.batchUpdate) report(`/toolbar/${i}/action`, 'batchUpdate needs "batchUpdate" in the definition', 'grid.toolbar.batch-update-missing');
      if (action === 'batchUpdate') message(`/toolbar/${i}`, 'noChanges', 'Update All Changes without edits');
    } else if ('openForm' in action) {
      if (!formNames.has(action.openForm)) report(`/toolbar/${i}/action/openForm`, `unknown form "${action.openForm}"`, 'form.unknown', oneOfFix(formNames));
    } else if ('export' in action && action.export.endpoint !== undefined) {
      const name = action.export.endpoint;
      endpoint(`/toolbar/${i}/action/export/endpoint`, name);
      const method = screen.endpoints[name]?.method;
      if (method !== undefined && method !== 'GET') report(`/toolbar/${i}/action/export/endpoint`, `endpoint "${name}" is ${method}: an export reads the list with a GET`, 'endpoint.wrong-method');
    } else if ('call' in action) {
      endpoint(`/toolbar/${i}/action/call`, action.call);
      if (action.failedMessage) message(`/toolbar/${i}/action/failedMessage`, action.failedMessage, 'named by the button');
    }
  });
  screen.rowActions?.forEach((action, i) => {
    if ('openForm' in action && !formNames.has(action.openForm)) report(`/rowActions/${i}/openForm`, `unknown form "${action.openForm}"`, 'form.unknown', oneOfFix(formNames));
    if (!('endpoint' in action)) return;
    endpoint(`/rowActions/${i}/endpoint`, action.endpoint);
    if (action.read) {
      endpoint(`/rowActions/${i}/read/endpoint`, action.read.endpoint);
      const method = screen.endpoints[action.read.endpoint]?.method;
      if (method !== undefined && method !== 'GET') report(`/rowActions/${i}/read/endpoint`, `endpoint "${action.read.endpoint}" is ${method}: a read is a GET`, 'endpoint.wrong-method');
    }
    action.cases?.forEach((variant, k) => {
      if (variant.endpoint !== undefined) endpoint(`/rowActions/${i}/cases/${k}/endpoint`, variant.endpoint);
    });
    // Without a question of its own, every case must ask one (an action with no cases asks none).
    const everyCaseAsks = (action.cases ?? []).length > 0 && (action.cases ?? []).every((variant) => variant.confirm !== undefined);
    if (action.choices && action.confirm === undefined && !everyCaseAsks) {
      report(`/rowActions/${i}/choices`, 'choices are the answers of a question: give the action a "confirm"', 'grid.row-action.choices-without-confirm');
    }
    if (action.confirmLabel !== undefined && action.choices) report(`/rowActions/${i}/confirmLabel`, 'the choices\' labels are the question\'s buttons: drop "confirmLabel"', 'grid.row-action.confirm-label-with-choices');
    else if (action.confirmLabel !== undefined && action.confirm === undefined && !(action.cases ?? []).some((variant) => variant.confirm !== undefined)) {
      report(`/rowActions/${i}/confirmLabel`, 'a confirmLabel names the button of a question: give the action a "confirm"', 'grid.row-action.confirm-label-without-confirm');
    }
    action.cases?.forEach((variant, k) => {
      if (variant.confirmLabel !== undefined && variant.confirm === undefined && action.confirm === undefined) {
        report(`/rowActions/${i}/cases/${k}/confirmLabel`, 'a confirmLabel names the button of a question: give the case or the action a "confirm"', 'grid.row-action.confirm-label-without-confirm');
      }
    });
  });
  for (const problem of gridCapabilityProblems(screen, fields, app, entity.enums.get(''))) report(...problem);
  for (const problem of gridGuardProblems(screen, fields)) report(...problem);

  const batch = screen.batchUpdate;
  if (batch) {
    endpoint('/batchUpdate/endpoint', batch.endpoint);
    message('/batchUpdate', 'updateFailed', 'a failed update');
    if (batch.mode === 'arrays' && !batch.arrays) report('/batchUpdate', 'mode "arrays" needs "arrays" (body key → row field)', 'grid.batch.arrays-missing');
    for (const [key, name] of Object.entries(batch.arrays ?? {})) if (name !== undefined) field(`/batchUpdate/arrays/${esc(key)}`, name);
    if (batch.confirm?.details) endpoint('/batchUpdate/confirm/details/endpoint', batch.confirm.details.endpoint);
    if (batch.saveOn === 'edit' && batch.mode !== 'perRow') report('/batchUpdate/saveOn', 'saving on each edit sends one row at a time: it needs mode "perRow"', 'grid.batch.save-on-edit-mode');
    if (batch.saveOn === 'edit' && batch.confirm) report('/batchUpdate/confirm', 'saving on each edit asks nothing: a confirm dialog is never shown', 'grid.batch.save-on-edit-confirm');
    if (batch.saveOn !== 'edit' && !batch.confirm) report('/batchUpdate', 'Update All Changes needs its "confirm" dialog (or saveOn "edit")', 'grid.batch.confirm-missing');
    if (batch.saveOn === 'edit' && (screen.toolbar ?? []).some((button) => button.action === 'batchUpdate')) report('/batchUpdate/saveOn', 'each edit is saved at once: an Update All Changes button has nothing to send', 'grid.batch.save-on-edit-button');
  }
  for (const problem of editableColumnProblems(screen)) report(...problem);

  if (screen.delete) {
    endpoint('/delete/endpoint', screen.delete.endpoint);
    message('/delete', 'deleteFailed', 'a failed delete');
  }

  for (const [name, form] of Object.entries(screen.forms ?? {})) {
    if (!form) continue;
    const at = `/forms/${esc(name)}`;
    endpoint(`${at}/endpoint`, form.endpoint);
    if (form.failedMessage) message(`${at}/failedMessage`, form.failedMessage, 'a failed submit');
    if (form.load) {
      const load = screen.endpoints[form.load.endpoint];
      endpoint(`${at}/load/endpoint`, form.load.endpoint);
      if (load && load.method !== 'GET') report(`${at}/load/endpoint`, `endpoint "${form.load.endpoint}" is ${load.method}: a form loads its values with GET`, 'endpoint.wrong-method');
      message(`${at}/load/failed`, form.load.failed, 'the values cannot be read');
    }
    checkFormFields(at, form, entities.get(form.entity), lookupNames, screen.options, app, report);
  }

  checkExpand(screen, entity, context, report, checkGridScreen);
  const { sites, texts } = gridTemplates(screen, entity, entities, outer);
  for (const problem of sites.flatMap((site) => templateProblems(site, app))) report(...problem);
  for (const problem of texts.flatMap(({ pointer: at, text }) => plainTextProblems(at, text))) report(...problem);
}
