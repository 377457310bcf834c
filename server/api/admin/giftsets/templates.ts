import type { Context } from 'hono';
import type { Database } from '../../../db/database';
import type { GiftsetAlertTemplate } from '../../../../runtime/generated/entities';
import templateSchema from '../../../../schemas/entities/giftset-alert-template.schema.json' with { type: 'json' };
import type { ApiApp } from '../../common';
import { jsonError } from '../../errors';
import { describeRoute, type ParameterSchema } from '../../routes';
import { sqlState, UNIQUE_VIOLATION } from '../http';
import { staleRow, type RowNoun } from '../versions';
import { auditedWrite } from '../writes';
import { positiveInteger, queryTexts } from './queryValues';

/** 002 §5, verbatim: the template form's messages, by query parameter. */
export const TEMPLATE_MESSAGES = { title: 'Name is required', alertHeader: 'Header Required', alertBody: 'Body Required' } as const;

export const TEMPLATE_PATH = '/ops/giftset-alert-template';
const write = templateSchema.$defs.write.properties;
const LIMITS = { title: write.title.maxLength, alertHeader: write.alertHeader.maxLength, alertBody: write.alertBody.maxLength };
const INVALID = 'The gift-set alert template is not valid.';
const TEMPLATE: RowNoun = { one: 'Gift-set alert template', many: 'Gift-set alert templates' };

const textParam = (maxLength: number, description: string) => ({ type: 'string', maxLength, description });
const TITLE_QUERY: ParameterSchema = { type: 'object', properties: { title: textParam(LIMITS.title, 'A template name (case-insensitive); empty: every template.') }, additionalProperties: false };
const ADD_QUERY: ParameterSchema = {
  type: 'object',
  properties: { title: textParam(LIMITS.title, write.title.description), alertHeader: textParam(LIMITS.alertHeader, write.alertHeader.description), alertBody: textParam(LIMITS.alertBody, write.alertBody.description) },
  additionalProperties: false,
};
const EDIT_QUERY: ParameterSchema = { ...ADD_QUERY, properties: { ...ADD_QUERY.properties, version: write.version } };

const SELECT = 'select name, alert_header as "alertHeader", alert_body as "alertBody", version from giftset_alert_template';

/** The template's values from the query, or 400 naming each missing or bad one with the form's messages. */
function templateValues(c: Context, withVersion: boolean): { ok: true; title: string; alertHeader: string; alertBody: string; version: number } | { ok: false; response: Response } {
  const { values, problems } = queryTexts(c, withVersion ? { ...LIMITS, version: 10 } : LIMITS);
  for (const [name, message] of Object.entries(TEMPLATE_MESSAGES)) if (values[name] === undefined && problems[name] === undefined) problems[name] = message;
  const version = positiveInteger(values.version);
  if (withVersion && version === undefined && problems.version === undefined) problems.version = values.version === undefined ? 'is required' : 'must be a whole number from 1 to 2147483647';
  const { title, alertHeader, alertBody } = values;
  if (Object.keys(problems).length > 0 || title === undefined || alertHeader === undefined || alertBody === undefined) return { ok: false, response: jsonError(c, 400, INVALID, problems) };
  return { ok: true, title, alertHeader, alertBody, version: version ?? 0 };
}

/**
 * Gift-set alert template calls of 002 §7, the values as query parameters and the verbs as
 * documented (inverted: PUT adds, POST edits), for the templates screen:
 * - GET /ops/giftset-alert-template[?title=]: the templates by name, `GiftsetAlertTemplate[]`
 *   (paging is the client's); with a title, only the template of that name (case-insensitive).
 * - PUT ?title&alertHeader&alertBody: adds; 201 `{ message }`; 409 `{ error, fields: { title } }`
 *   for a name already used. Missing values: 400 `{ error, fields }` with 'Name is required',
 *   'Header Required', 'Body Required' (002 §5).
 * - POST ?title&alertHeader&alertBody&version: edits the header and body of the template named
 *   title (the name is locked); 200 `{ message }`; 404 unknown, 409 stale version.
 * - DELETE ?title: 200 `{ message }`; 404 unknown.
 */
export function registerGiftsetTemplates(app: ApiApp, db: Database): void {
  describeRoute(app, 'GET', TEMPLATE_PATH, { query: TITLE_QUERY });
  app.get(TEMPLATE_PATH, async (c) => {
    const { values, problems } = queryTexts(c, { title: LIMITS.title });
    if (Object.keys(problems).length > 0) return jsonError(c, 400, 'The template name is not valid.', problems);
    const { rows } =
      values.title === undefined
        ? await db.query<GiftsetAlertTemplate>(`${SELECT} order by lower(name) collate "C", id`)
        : await db.query<GiftsetAlertTemplate>(`${SELECT} where lower(name) = lower($1)`, [values.title]);
    return c.json(rows);
  });

  describeRoute(app, 'PUT', TEMPLATE_PATH, { query: ADD_QUERY, success: 201 });
  app.put(TEMPLATE_PATH, async (c) => {
    const sent = templateValues(c, false);
    if (!sent.ok) return sent.response;
    const duplicate = (name: string) => jsonError(c, 409, `A gift-set alert template named ${name} already exists: edit it, or choose another name.`, { title: 'already exists' });
    try {
      return await auditedWrite(c, db, async (tx) => {
        const taken = await tx.query<{ name: string }>('select name from giftset_alert_template where lower(name) = lower($1)', [sent.title]);
        if (taken.rows[0]) return duplicate(taken.rows[0].name);
        await tx.query('insert into giftset_alert_template (name, alert_header, alert_body) values ($1, $2, $3)', [sent.title, sent.alertHeader, sent.alertBody]);
        return c.json({ message: `Gift-set alert template ${sent.title} has been added.` }, 201);
      });
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) return duplicate(sent.title);
      throw error;
    }
  });

  describeRoute(app, 'POST', TEMPLATE_PATH, { query: EDIT_QUERY, success: 200 });
  app.post(TEMPLATE_PATH, async (c) => {
    const sent = templateValues(c, true);
    if (!sent.ok) return sent.response;
    return auditedWrite(c, db, async (tx) => {
      const { rows } = await tx.query<{ id: number; name: string; version: number }>('select id, name, version from giftset_alert_template where lower(name) = lower($1) for update', [sent.title]);
      const found = rows[0];
      if (!found) return jsonError(c, 404, `There is no gift-set alert template named ${sent.title}.`, { title: 'no such template' });
      const stale = staleRow(c, TEMPLATE, { id: found.id, label: found.name, version: sent.version }, found.version);
      if (stale) return stale;
      await tx.query('update giftset_alert_template set alert_header = $2, alert_body = $3, version = version + 1 where id = $1', [found.id, sent.alertHeader, sent.alertBody]);
      return c.json({ message: `Gift-set alert template ${found.name} has been updated.` }, 200);
    });
  });

  describeRoute(app, 'DELETE', TEMPLATE_PATH, { query: { ...TITLE_QUERY, properties: { title: textParam(LIMITS.title, 'The name of the template to delete.') }, required: ['title'] } });
  app.delete(TEMPLATE_PATH, async (c) => {
    const { values, problems } = queryTexts(c, { title: LIMITS.title });
    if (values.title === undefined && problems.title === undefined) problems.title = TEMPLATE_MESSAGES.title;
    if (Object.keys(problems).length > 0 || values.title === undefined) return jsonError(c, 400, 'The template name is not valid.', problems);
    const title = values.title;
    return auditedWrite(c, db, async (tx) => {
      const { rows } = await tx.query<{ name: string }>('delete from giftset_alert_template where lower(name) = lower($1) returning name', [title]);
      const deleted = rows[0];
      if (!deleted) return jsonError(c, 404, `There is no gift-set alert template named ${title}.`, { title: 'no such template' });
      return c.json({ message: `Gift-set alert template ${deleted.name} has been deleted.` });
    });
  });
}
