import type { Endpoint, GridScreen } from '../../../generated/screen';
import type { EntityFields, EntityFieldSets } from '../../../tooling/entityFields.ts';
import { isRuleLookup } from '../../../lookups/ruleLookup.ts';
import { formContexts, lookupRowContext } from '../../form/tools/formContexts.ts';
import { esc } from '../../../tooling/jsonPointer.ts';
import { eitherContext, emptyContext, fieldsContext, undescribedContext, type TemplateContext, type TemplateSite } from '../../../tooling/templateRules.ts';
import { computedFields } from '../../form/tools/formFieldRules.ts';
import { effectTemplates } from '../../form/tools/fieldEffectRules.ts';

/** Every template of a grid with the contexts the runtime fills it from, and the texts it shows as written. */
export interface GridTemplates {
  sites: TemplateSite[];
  texts: Array<{ pointer: string; text: string }>;
}

/**
 * Where each template of a grid is filled, as the runtime does it (runtime/kinds/grid, form,
 * lookups; runtime/api/callEndpoint.ts): per-row updates and the delete read the row; forms
 * read their values, computed fields, chosen lookup rows and, when opened from a row action,
 * the row; the details item reads a row of the details answer; lookup labels a lookup row;
 * the update's `body` the confirm checkbox. The list, lookups, toolbar calls and the path of an
 * arrays update or details call are called with nothing to read. Toasts (`messages`), form
 * messages and the confirm dialog's texts are shown as written, except a form's `failedMessage`,
 * filled like the form's body, and `messages.loadFailedAnswer`, filled from the failed list answer. `outer` is what a sub-table's row calls and forms read besides
 * their own (`{parent.<field>}`); a form with `load` reads the answer it loaded, which no schema
 * describes.
 */
export function gridTemplates(screen: GridScreen, entity: EntityFieldSets, entities: EntityFields, outer?: TemplateContext): GridTemplates {
  const sites = new Map<string, TemplateSite>();
  const site = (pointer: string, template: string | undefined) => {
    if (template !== undefined) sites.set(pointer, { pointer, template, contexts: [] });
  };
  const fill = (pointer: string, context: TemplateContext) => sites.get(pointer)?.contexts.push(context);

  // Every template first, in definition order, so one that nothing fills still has its filters checked.
  const endpointSites = (at: string, endpoint: Endpoint) => {
    site(`${at}/path`, endpoint.path);
    for (const [key, template] of Object.entries(endpoint.query ?? {})) site(`${at}/query/${esc(key)}`, template);
    for (const [key, template] of Object.entries(endpoint.body ?? {})) site(`${at}/body/${esc(key)}`, template);
  };
  for (const [name, endpoint] of Object.entries(screen.endpoints)) if (endpoint) endpointSites(`/endpoints/${esc(name)}`, endpoint);
  for (const [name, lookup] of Object.entries(screen.lookups ?? {})) {
    // A rule lookup makes no call and has no label template.
    if (!lookup || isRuleLookup(lookup)) continue;
    endpointSites(`/lookups/${esc(name)}/endpoint`, lookup.endpoint);
    // A label without braces names a field (useLookup.ts), it is no template.
    if (lookup.label.includes('{')) site(`/lookups/${esc(name)}/label`, lookup.label);
  }
  const batch = screen.batchUpdate;
  for (const [key, template] of Object.entries(batch?.body ?? {})) site(`/batchUpdate/body/${esc(key)}`, template);
  site('/batchUpdate/confirm/details/item', batch?.confirm?.details?.item);
  site('/delete/confirm', screen.delete?.confirm);
  screen.columns.forEach((column, i) => site(`/columns/${i}/detail`, column.detail));
  screen.columns.forEach((column, i) => typeof column.format === 'object' && 'secret' in column.format && site(`/columns/${i}/format/secret/name`, column.format.secret.name));
  (screen.rowActions ?? []).forEach((action, i) => {
    if (!('endpoint' in action)) return;
    for (const key of ['confirm', 'success', 'failure'] as const) site(`/rowActions/${i}/${key}`, action[key]);
    site(`/rowActions/${i}/read/failure`, action.read?.failure);
    action.cases?.forEach((variant, k) => {
      for (const key of ['confirm', 'success', 'failure'] as const) site(`/rowActions/${i}/cases/${k}/${key}`, variant[key]);
    });
  });
  for (const [name, form] of Object.entries(screen.forms ?? {})) {
    if (form) for (const field of [...computedFields(`/forms/${esc(name)}`, form), ...effectTemplates(`/forms/${esc(name)}`, form.fields)]) site(field.pointer, field.template);
  }
  const failedMessages = new Set(Object.values(screen.forms ?? {}).flatMap((form) => (form?.failedMessage ? [form.failedMessage] : [])));
  for (const key of failedMessages) site(`/messages/${esc(key)}`, screen.messages[key]);
  // `loadFailedAnswer` reads the failed list answer's body, which no schema describes.
  site('/messages/loadFailedAnswer', screen.messages.loadFailedAnswer);
  fill('/messages/loadFailedAnswer', undescribedContext);

  /** A call of endpoint `at`: path and query read `context` (or `query`); the body too unless the runtime builds it. */
  const called = (at: string, endpoint: Endpoint | undefined, context: TemplateContext, options: { body?: boolean; query?: TemplateContext } = {}) => {
    if (!endpoint) return;
    fill(`${at}/path`, context);
    for (const key of Object.keys(endpoint.query ?? {})) fill(`${at}/query/${esc(key)}`, options.query ?? context);
    // GET sends no body (callEndpoint.ts).
    if (options.body !== false && endpoint.method !== 'GET') for (const key of Object.keys(endpoint.body ?? {})) fill(`${at}/body/${esc(key)}`, context);
  };
  const call = (name: string, context: TemplateContext, options?: { body?: boolean; query?: TemplateContext }) =>
    called(`/endpoints/${esc(name)}`, screen.endpoints[name], context, options);
  const nothingFor = (name: string, why: string) => emptyContext(`endpoint "${name}" is called with no row or form (${why})`);
  const row = eitherContext(fieldsContext(entity.fields), outer);

  call('list', nothingFor('list', 'it loads the rows'));
  for (const [name, lookup] of Object.entries(screen.lookups ?? {})) {
    if (!lookup || isRuleLookup(lookup)) continue;
    called(`/lookups/${esc(name)}/endpoint`, lookup.endpoint, emptyContext(`lookup "${name}" is loaded with no row or form`));
    fill(`/lookups/${esc(name)}/label`, lookupRowContext(lookup, entities));
  }
  for (const button of screen.toolbar ?? []) {
    const action = button.action;
    if (typeof action === 'object' && 'call' in action) call(action.call, nothingFor(action.call, `toolbar button "${button.label}"`));
  }
  if (batch) {
    const details = batch.confirm?.details;
    if (details) {
      // The details call's body is the arrays of the changes; its rows fill the item.
      call(details.endpoint, nothingFor(details.endpoint, 'the details of Update All Changes'), { body: false });
      const listed = entity.listRows.get(screen.endpoints[details.endpoint]?.rows ?? '') ?? new Set();
      fill('/batchUpdate/confirm/details/item', fieldsContext(new Set([...entity.fields, ...listed])));
    }
    if (batch.mode === 'perRow') {
      call(batch.endpoint, row);
    } else {
      call(batch.endpoint, nothingFor(batch.endpoint, 'Update All Changes sends arrays'), { body: false });
      const box = batch.confirm?.checkbox;
      const confirm = new Set(box ? [`confirm.${box.name}`] : []);
      for (const key of Object.keys(batch.body ?? {})) fill(`/batchUpdate/body/${esc(key)}`, fieldsContext(confirm));
    }
  }
  (screen.rowActions ?? []).forEach((action, i) => {
    if (!('endpoint' in action)) return;
    // A row action's call and its texts read the row (useRowActionCall.ts), and a read's answer under its endpoint's name.
    const read = action.read?.endpoint;
    const readRow = read === undefined ? row : eitherContext(row, { knows: (path) => path === read || path.startsWith(`${read}.`) });
    if (read !== undefined) call(read, row);
    fill(`/rowActions/${i}/read/failure`, row);
    call(action.endpoint, readRow);
    for (const key of ['confirm', 'success', 'failure'] as const) fill(`/rowActions/${i}/${key}`, readRow);
    action.cases?.forEach((variant, k) => {
      if (variant.endpoint !== undefined) call(variant.endpoint, readRow);
      for (const key of ['confirm', 'success', 'failure'] as const) fill(`/rowActions/${i}/cases/${k}/${key}`, readRow);
    });
  });
  if (screen.delete) {
    call(screen.delete.endpoint, row);
    fill('/delete/confirm', row);
  }
  // A column's `detail` is filled over the row it shows (BadgeCell.ts).
  screen.columns.forEach((_column, i) => fill(`/columns/${i}/detail`, row));
  // A secret's button is named over the row it reveals (SecretCell.ts).
  screen.columns.forEach((_column, i) => fill(`/columns/${i}/format/secret/name`, row));
  for (const [name, form] of Object.entries(screen.forms ?? {})) {
    if (!form) continue;
    const contexts = formContexts(screen, name, form, entity, entities);
    const loaded = form.load ? undescribedContext : undefined;
    const values = eitherContext(eitherContext(contexts.values, outer), loaded);
    const flat = eitherContext(eitherContext(contexts.flat, outer), loaded);
    // The path's and body's `{select.column}` read the chosen row (formTemplates.ts); the query's do not.
    call(form.endpoint, values, { query: flat });
    for (const field of [...computedFields(`/forms/${esc(name)}`, form), ...effectTemplates(`/forms/${esc(name)}`, form.fields)]) fill(field.pointer, values);
    if (form.failedMessage) fill(`/messages/${esc(form.failedMessage)}`, flat);
    if (form.load) call(form.load.endpoint, row, { body: false });
  }

  return { sites: [...sites.values()], texts: shownAsWritten(screen, new Set([...failedMessages, 'loadFailedAnswer'])) };
}

/** The texts a grid shows as written: toasts, form messages, the confirm dialog's title and labels. */
function shownAsWritten(screen: GridScreen, filled: ReadonlySet<string>): GridTemplates['texts'] {
  const texts: GridTemplates['texts'] = [];
  const text = (pointer: string, value: string | undefined) => {
    if (value !== undefined) texts.push({ pointer, text: value });
  };
  const confirm = screen.batchUpdate?.confirm;
  text('/batchUpdate/confirm/title', confirm?.title);
  text('/batchUpdate/confirm/details/heading', confirm?.details?.heading);
  text('/batchUpdate/confirm/checkbox/label', confirm?.checkbox?.label);
  text('/batchUpdate/confirm/confirmLabel', confirm?.confirmLabel);
  for (const [name, form] of Object.entries(screen.forms ?? {})) {
    (form?.fields ?? []).forEach((field, k) => {
      for (const [keyword, value] of Object.entries(field.messages ?? {})) text(`/forms/${esc(name)}/fields/${k}/messages/${esc(keyword)}`, value);
    });
  }
  for (const [key, value] of Object.entries(screen.messages)) if (!filled.has(key)) text(`/messages/${esc(key)}`, value);
  return texts;
}
