import type { Database } from '../../../db/database';
import type { ApiApp } from '../../common';
import { jsonError } from '../../errors';
import { describeRoute, type ParameterSchema } from '../../routes';
import { bodyValidator } from '../../validate';
import { findRecord } from './checkoutRecordRow';

const SHORT_ID_PARAMS: ParameterSchema = {
  type: 'object',
  properties: { shortId: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', description: "The short link's id: the last part of its address (AbcDefG)." } },
  required: ['shortId'],
  additionalProperties: false,
};
const LONG_ID_PARAMS: ParameterSchema = {
  type: 'object',
  properties: { checkoutId: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[^/]+$', description: "The last part of the checkout URL's path (a cart's id)." } },
  required: ['checkoutId'],
  additionalProperties: false,
};

const validShortId = bodyValidator<{ shortId: string }>(SHORT_ID_PARAMS);
const validLongId = bodyValidator<{ checkoutId: string }>(LONG_ID_PARAMS);

/**
 * GET /checkout-automation/{shortId} (short-link mode) and GET /checkout-automation/long/{checkoutId}
 * (long checkout mode, the latest record whose checkout URL ends in that id) (001 §4, §7): the
 * saved checkout as checkout-record.schema.json describes it, referenceOrder and carts exactly
 * as they were sent, with id and version for PUT. 404 `{ error }` when none is saved; 400
 * naming the parameter when it is malformed.
 */
export function registerCheckoutQuery(app: ApiApp, db: Database): void {
  describeRoute(app, 'GET', '/checkout-automation/:shortId', { params: SHORT_ID_PARAMS });
  app.get('/checkout-automation/:shortId', async (c) => {
    const shortId = c.req.param('shortId');
    const checked = validShortId({ shortId });
    if (!checked.ok) return jsonError(c, 400, 'The short link id is not valid: give the last part of a short link (letters, digits, - or _).', checked.fields);
    const record = await findRecord(db, { shortId });
    return record ? c.json(record) : jsonError(c, 404, `There is no saved checkout for the short link ${shortId}.`);
  });

  describeRoute(app, 'GET', '/checkout-automation/long/:checkoutId', { params: LONG_ID_PARAMS });
  app.get('/checkout-automation/long/:checkoutId', async (c) => {
    const id = c.req.param('checkoutId');
    const checked = validLongId({ checkoutId: id });
    if (!checked.ok) return jsonError(c, 400, 'The checkout id is not valid: give the last part of a checkout URL, at most 200 characters.', checked.fields);
    const record = await findRecord(db, { longId: id });
    return record ? c.json(record) : jsonError(c, 404, `There is no saved checkout for the checkout ${id}.`);
  });
}
