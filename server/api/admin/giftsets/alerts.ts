import type { Context } from 'hono';
import type { Database } from '../../../db/database';
import type { GiftsetAlert } from '../../../../runtime/generated/entities';
import alertSchema from '../../../../schemas/entities/giftset-alert.schema.json' with { type: 'json' };
import type { ApiApp } from '../../common';
import { jsonError } from '../../errors';
import { describeRoute, NO_INPUT, type ParameterSchema } from '../../routes';
import { textProblem } from '../../validate';
import { sqlState, UNIQUE_VIOLATION, type Step } from '../http';
import { auditedWrite } from '../writes';

export const ALERT_PATH = '/ops/giftset-alert/';
const MAX_TITLE = alertSchema.properties.id.maxLength;
const ID_PARAMS: ParameterSchema = {
  type: 'object',
  properties: { id: { type: 'string', minLength: 1, maxLength: MAX_TITLE, description: 'The alert title, URL-encoded.' } },
  required: ['id'],
  additionalProperties: false,
};

/** The title of the path (decoded, trimmed), or 400 naming `id`. */
function titleOf(c: Context): Step<string> {
  const title = c.req.param('id')?.trim() ?? '';
  const problem = title === '' ? 'is required' : textProblem(title, MAX_TITLE);
  return problem ? { ok: false, response: jsonError(c, 400, 'The gift-set alert title is not valid.', { id: problem }) } : { ok: true, value: title };
}

/**
 * Gift-set alert title calls of 002 §7, for the alert titles screen (and the order tools' list):
 * - GET /ops/giftset-alert/: the titles by title, `GiftsetAlert[]` (`{ id }`: the id is the title).
 * - PUT /ops/giftset-alert/{id}: adds the title (URL-encoded in the path, trimmed, 1 to 100
 *   characters); 201 `{ message }`; 409 `{ error, fields: { id } }` when it exists (any case), so
 *   a rename (delete the old, add the new: 002 §4) can put the old one back when the add fails.
 * - DELETE /ops/giftset-alert/{id}: 200 `{ message }`; 404 unknown.
 */
export function registerGiftsetAlerts(app: ApiApp, db: Database): void {
  describeRoute(app, 'GET', ALERT_PATH, NO_INPUT);
  app.get(ALERT_PATH, async (c) => {
    const { rows } = await db.query<GiftsetAlert>('select title as id from giftset_alert order by lower(title) collate "C", id');
    return c.json(rows);
  });

  describeRoute(app, 'PUT', `${ALERT_PATH}:id`, { params: ID_PARAMS, success: 201 });
  app.put(`${ALERT_PATH}:id`, async (c) => {
    const path = titleOf(c);
    if (!path.ok) return path.response;
    const title = path.value;
    const duplicate = (stored: string) => jsonError(c, 409, `The gift-set alert ${stored} already exists.`, { id: 'already exists' });
    try {
      return await auditedWrite(c, db, async (tx) => {
        const taken = await tx.query<{ title: string }>('select title from giftset_alert where lower(title) = lower($1)', [title]);
        if (taken.rows[0]) return duplicate(taken.rows[0].title);
        await tx.query('insert into giftset_alert (title) values ($1)', [title]);
        return c.json({ message: `Gift-set alert ${title} has been added.` }, 201);
      });
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) return duplicate(title);
      throw error;
    }
  });

  describeRoute(app, 'DELETE', `${ALERT_PATH}:id`, { params: ID_PARAMS });
  app.delete(`${ALERT_PATH}:id`, async (c) => {
    const path = titleOf(c);
    if (!path.ok) return path.response;
    return auditedWrite(c, db, async (tx) => {
      const { rows } = await tx.query<{ title: string }>('delete from giftset_alert where lower(title) = lower($1) returning title', [path.value]);
      const deleted = rows[0];
      if (!deleted) return jsonError(c, 404, `There is no gift-set alert ${path.value}.`, { id: 'no such alert' });
      return c.json({ message: `Gift-set alert ${deleted.title} has been deleted.` });
    });
  });
}
