import type { Context } from 'hono';
import type { Database } from '../../../db/database';
import type { DeliverySmsTemplateCreate, DeliverySmsTemplateUpdate } from '../../../../runtime/generated/entities';
import templateSchema from '../../../../schemas/entities/delivery-sms-template.schema.json' with { type: 'json' };
import type { ApiApp } from '../../common';
import { jsonError } from '../../errors';
import { describeRoute, type ParameterSchema } from '../../routes';
import { counted, idParams, MAX_DATABASE_INTEGER, pathId, validBody } from '../http';
import { staleRow, type RowNoun } from '../versions';
import { auditedWrite } from '../writes';
import { pathsOfType, tagProblems, typeOf } from './store';

const INVALID = 'The SMS template is not valid.';
const TYPE_PATTERN = /^[A-Za-z0-9_]{1,40}$/;
export const TEMPLATE: RowNoun = { one: 'Template', many: 'Templates' };

const DELETE_PARAMS: ParameterSchema = {
  type: 'object',
  properties: {
    templateType: { type: 'string', minLength: 1, maxLength: 40, pattern: TYPE_PATTERN.source, description: 'The template\'s type, e.g. DayBefore.' },
    templateId: { type: 'integer', minimum: 1, maximum: MAX_DATABASE_INTEGER, description: 'A row id: digits only.' },
  },
  required: ['templateType', 'templateId'],
  additionalProperties: false,
};

/**
 * Template writes of 002 §7, each through `auditedWrite` (entity 'delivery-sms-template'):
 * - POST /onfleet/delivery/sms/template/save (`DeliverySmsTemplateCreate`): one template per path
 *   of `multiplePath`, each a path the type's layout makes (its language and version are read from
 *   it; `path` is not read), all created disabled (status 0, 002 §4); 201 `{ success, templateIds }`.
 *   An unknown type is a 400 naming `templateType`; a path the layout does not make one naming
 *   `multiplePath.<i>`; a text with a tag the type does not know 'Invalid Template! Please enter
 *   valid tags.' on `template` / `optout` (002 §5).
 * - PUT /onfleet/delivery/sms/template/{templateId}/update (`DeliverySmsTemplateUpdate`, `path`
 *   empty, the version loaded): the texts and purpose; the type, language, version and path stay
 *   (a different type is a 400 naming `templateType`); 404 unknown id, 409 stale; 200 `{ success }`.
 * - DELETE /onfleet/delivery/sms/template/delete/{templateType}/{templateId}/all: the template,
 *   which must be of that type (else 404); 200 `{ success }`.
 */
export function registerSmsTemplateWrites(app: ApiApp, db: Database): void {
  const create = describeRoute<DeliverySmsTemplateCreate>(app, 'POST', '/onfleet/delivery/sms/template/save', { body: templateSchema.$defs.create, success: 201 });
  app.post('/onfleet/delivery/sms/template/save', async (c) => {
    const body = await validBody(c, create.body, INVALID);
    if (!body.ok) return body.response;
    const sent = body.value;
    const type = await typeOf(db, sent.templateType);
    if (!type) return jsonError(c, 400, INVALID, { templateType: 'unknown template type: use one of GET /onfleet/delivery/sms/templatetype/all' });
    const problems = tagProblems(type, sent);
    const known = pathsOfType(type);
    sent.multiplePath.forEach((path, index) => {
      if (!known.has(path)) problems[`multiplePath.${index}`] = `is not a path of the ${type.type} layout`;
    });
    if (Object.keys(problems).length > 0) return jsonError(c, 400, INVALID, problems);
    return auditedWrite(c, db, async (tx) => {
      const templateIds: number[] = [];
      for (const path of sent.multiplePath) {
        const made = known.get(path);
        if (!made) throw new Error(`path ${path} was checked`);
        const { rows } = await tx.query<{ template_id: number }>(
          `insert into sms_template (template_type, template, optout, path, status, template_purpose, template_lang, template_version)
           values ($1, $2, $3, $4, 0, $5, $6, $7) returning template_id`,
          [type.type, sent.template, sent.optout ?? '', path, sent.templatePurpose, made.templateLang, made.templateVersion],
        );
        const id = rows[0]?.template_id;
        if (id !== undefined) templateIds.push(id);
      }
      return c.json({ success: `${counted(templateIds.length, `${type.typeName} template`)} saved (disabled until enabled).`, templateIds }, 201);
    });
  });

  const update = describeRoute<DeliverySmsTemplateUpdate>(app, 'PUT', '/onfleet/delivery/sms/template/:templateId/update', { body: templateSchema.$defs.update, params: idParams('templateId') });
  app.put('/onfleet/delivery/sms/template/:templateId/update', async (c) => {
    const id = pathId(c, 'templateId', INVALID);
    if (!id.ok) return id.response;
    const body = await validBody(c, update.body, INVALID);
    if (!body.ok) return body.response;
    const sent = body.value;
    return auditedWrite(c, db, async (tx) => {
      const { rows } = await tx.query<{ template_type: string; path: string; version: number }>(
        'select template_type, path, version from sms_template where template_id = $1 for update',
        [id.value],
      );
      const found = rows[0];
      if (!found) return missing(c, id.value);
      if (found.template_type !== sent.templateType) {
        return jsonError(c, 400, INVALID, { templateType: `is ${found.template_type}: the type of a template cannot change` });
      }
      const stale = staleRow(c, TEMPLATE, { id: id.value, label: found.path, version: sent.version }, found.version);
      if (stale) return stale;
      const type = await typeOf(tx, found.template_type);
      const problems = type ? tagProblems(type, sent) : {};
      if (Object.keys(problems).length > 0) return jsonError(c, 400, INVALID, problems);
      await tx.query(
        'update sms_template set template = $2, optout = $3, template_purpose = $4, version = version + 1 where template_id = $1',
        [id.value, sent.template, sent.optout ?? '', sent.templatePurpose],
      );
      return c.json({ success: `Template ${found.path} has been updated.` });
    });
  });

  describeRoute(app, 'DELETE', '/onfleet/delivery/sms/template/delete/:templateType/:templateId/all', { params: DELETE_PARAMS });
  app.delete('/onfleet/delivery/sms/template/delete/:templateType/:templateId/all', async (c) => {
    const id = pathId(c, 'templateId', INVALID);
    if (!id.ok) return id.response;
    const templateType = c.req.param('templateType') ?? '';
    if (!TYPE_PATTERN.test(templateType)) return jsonError(c, 400, INVALID, { templateType: 'must be a template type: 1 to 40 letters, digits or underscores' });
    return auditedWrite(c, db, async (tx) => {
      const { rows } = await tx.query<{ path: string }>('delete from sms_template where template_id = $1 and template_type = $2 returning path', [id.value, templateType]);
      const deleted = rows[0];
      if (!deleted) return missing(c, id.value, templateType);
      return c.json({ success: `Template ${deleted.path} has been deleted.` });
    });
  });
}

export function missing(c: Context, id: number, type?: string): Response {
  const what = type === undefined ? `template ${id}` : `${type} template ${id}`;
  return jsonError(c, 404, `There is no ${what}: it may have been deleted. Reload the list.`, { templateId: 'no such template' });
}
