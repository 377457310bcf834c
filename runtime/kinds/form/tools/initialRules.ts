import type { FormBlock, PageScreen } from '../../../generated/screen';
import { esc } from '../../../tooling/jsonPointer.ts';
import { fieldsContext, plainTextProblems, templateProblems, type Problem } from '../../../tooling/templateRules.ts';
import type { CheckContext } from '../../../tooling/checkContext.ts';
import { oneOfFix } from '../../../tooling/problemCodes.ts';
import { lockedTwice } from './lockedTwice.ts';

/**
 * The rules of a form block started from the navigation (`initial.from: "navigation"`): its values
 * come from the row a list carried, so the key and every field must be fields of the entity itself
 * (the row), `keep` fields too (and sent: properties of the payload), `readOnly` names fields of the
 * form, `load` is a GET endpoint of the page whose templates read only the key, `update` a POST or PUT
 * whose path and query read the values and kept fields, and the texts are shown as written.
 */
export function initialProblems(screen: PageScreen, block: FormBlock, at: string, context: CheckContext): Problem[] {
  const { entities, app } = context;
  const initial = block.initial;
  const entity = entities.get(block.entity);
  if (!initial || !entity) return [];
  const problems: Problem[] = [];
  const row = `schemas/entities/${block.entity}.schema.json`;
  const sent = block.payload === undefined ? entity.fields : entity.payloads.get(block.payload);
  if (!entity.fields.has(initial.key)) problems.push([`${at}/initial/key`, `"${initial.key}" is not a field of the row (${row})`, 'form.initial.not-row-field']);
  block.fields.forEach((field, k) => {
    if (!entity.fields.has(field.name)) problems.push([`${at}/fields/${k}/name`, `"${field.name}" is not a field of the row (${row}): a form started from the navigation takes its values from the row`, 'form.initial.not-row-field']);
  });
  initial.keep?.forEach((name, k) => {
    if (!entity.fields.has(name)) problems.push([`${at}/initial/keep/${k}`, `"${name}" is not a field of the row (${row})`, 'form.initial.not-row-field']);
    else if (sent && !sent.has(name)) problems.push([`${at}/initial/keep/${k}`, `"${name}" is never sent: no property "${name}" in $defs.${block.payload ?? ''} of ${row}`, 'form.initial.never-sent']);
  });
  const formFields = new Set(block.fields.map((field) => field.name));
  initial.readOnly?.forEach((name, k) => {
    if (!formFields.has(name)) problems.push([`${at}/initial/readOnly/${k}`, `no field "${name}" in the form`, 'form.field.unknown', oneOfFix(formFields)]);
  });
  for (const [pointer, problem] of lockedTwice(`${at}/fields`, block.fields, initial.readOnly, '"initial.readOnly"')) problems.push([pointer, problem, 'form.field.locked-twice']);
  if (initial.load !== undefined) {
    const load = screen.endpoints[initial.load];
    if (!load) problems.push([`${at}/initial/load`, `unknown endpoint "${initial.load}"`, 'endpoint.unknown', oneOfFix(Object.keys(screen.endpoints))]);
    else if (load.method !== 'GET') problems.push([`${at}/initial/load`, `endpoint "${initial.load}" is ${load.method}: the row is loaded with GET`, 'endpoint.wrong-method']);
    else {
      const key = [fieldsContext(new Set([initial.key]))];
      const where = `/endpoints/${esc(initial.load)}`;
      problems.push(...templateProblems({ pointer: `${where}/path`, template: load.path, contexts: key }, app));
      for (const [name, template] of Object.entries(load.query ?? {})) if (template !== undefined) problems.push(...templateProblems({ pointer: `${where}/query/${esc(name)}`, template, contexts: key }, app));
    }
  }
  if (initial.update !== undefined) {
    const update = screen.endpoints[initial.update];
    if (!update) problems.push([`${at}/initial/update`, `unknown endpoint "${initial.update}"`, 'endpoint.unknown', oneOfFix(Object.keys(screen.endpoints))]);
    else if (update.method !== 'POST' && update.method !== 'PUT') problems.push([`${at}/initial/update`, `endpoint "${initial.update}" is ${update.method}: an edit is sent with POST or PUT`, 'endpoint.wrong-method']);
    else {
      const values = [fieldsContext(new Set([...formFields, ...(initial.keep ?? []), initial.key]))];
      const where = `/endpoints/${esc(initial.update)}`;
      problems.push(...templateProblems({ pointer: `${where}/path`, template: update.path, contexts: values }, app));
      for (const [name, template] of Object.entries(update.query ?? {})) if (template !== undefined) problems.push(...templateProblems({ pointer: `${where}/query/${esc(name)}`, template, contexts: values }, app));
    }
  }
  for (const text of ['notFound', 'loadFailed'] as const) {
    const value = initial[text];
    if (value !== undefined) problems.push(...plainTextProblems(`${at}/initial/${text}`, value));
  }
  return problems;
}
