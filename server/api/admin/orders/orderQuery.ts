import { PREPARED, type Database } from '../../../db/database';
import type { ApiApp } from '../../common';
import { jsonError } from '../../errors';
import { describeRoute, type ParameterSchema } from '../../routes';
import { bodyValidator } from '../../validate';
import { orderAnswer, type FulfilmentFacts } from './orderAnswer';
import { findOrderByName } from './orderStore';

export const ORDER_NAME_PARAMS: ParameterSchema = {
  type: 'object',
  properties: {
    orderName: { type: 'string', minLength: 1, maxLength: 11, pattern: '^#?[0-9]{1,9}$', description: "The order's name: 1001, #1001 (sent as %231001)." },
  },
  required: ['orderName'],
  additionalProperties: false,
};
const validName = bodyValidator<{ orderName: string }>(ORDER_NAME_PARAMS);

/**
 * GET /pull-automation/order/{orderName} (001 §7): the order as schemas/entities/order.schema.json
 * describes it, with its latest fulfilment once fulfilled; 404 `{ error }` for an unknown order,
 * 400 naming orderName when the name is not digits with or without '#'.
 */
export function registerOrderQuery(app: ApiApp, db: Database): void {
  describeRoute(app, 'GET', '/pull-automation/order/:orderName', { params: ORDER_NAME_PARAMS });
  app.get('/pull-automation/order/:orderName', async (c) => {
    const typed = c.req.param('orderName');
    const checked = validName({ orderName: typed });
    if (!checked.ok) return jsonError(c, 400, 'The order name is not valid: give digits, with or without #, such as #1001.', checked.fields);
    const order = await findOrderByName(db, typed);
    if (!order) return jsonError(c, 404, `There is no order ${typed.startsWith('#') ? typed : `#${typed}`}.`);
    const { rows } = await db.query<FulfilmentFacts>(
      `select to_char(delivered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "deliveredAt", note, image_url as "imageUrl",
              driver_initials as "driverInitials"
         from order_fulfilment where order_id = $1 order by delivered_at desc, id desc limit 1`,
      [order.id],
      PREPARED,
    );
    return c.json(orderAnswer(order, order.fulfillmentStatus === 'fulfilled' ? rows[0] : undefined));
  });
}
