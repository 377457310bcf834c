import type { GreetAddBody, GreetAdded } from '../../../../runtime/generated/entities';
import videoInfoSchema from '../../../../schemas/entities/greet-video-info.schema.json' with { type: 'json' };
import type { Database } from '../../../db/database';
import type { ApiApp } from '../../common';
import { jsonError } from '../../errors';
import { describeRoute, type ParameterSchema } from '../../routes';
import { validBody } from '../http';
import { findOrderByName, orderNumberOf } from '../orders/orderStore';
import { auditedWrite } from '../writes';
import { uploadAddress } from './greetAddresses';
import { attachOrder, insertPlayer, playerOfOrder } from './greetStore';

export const ADD_GREET_PATH = '/video/order/:orderNumber';
/** 002 §8: the success of Add Greet To Order, said by the service too. */
export const GREET_ADDED = 'Success: Greet has been added to the order and an email was sent to the customer.';

const ORDER_NUMBER_PARAMS: ParameterSchema = {
  type: 'object',
  properties: { orderNumber: { type: 'string', pattern: '^#?[0-9]{1,9}$', description: "The order's number, with or without '#' (sent as %23): '1001' or '#1001'." } },
  required: ['orderNumber'],
  additionalProperties: false,
};

/**
 * POST /video/order/{orderNumber} with an empty body (002 §7): adds a greet to the order — a new
 * player whose video waits for the customer's upload, the order's video record, and the upload
 * address e-mailed to the order's customer (simulated: recorded as the player's `emailed_to`).
 * 201 GreetAdded; a malformed number is 400 naming orderNumber, an unknown order 404, a cancelled
 * order or one that has a greet already 409 `{ error }`. Audited.
 */
export function registerAddGreet(app: ApiApp, db: Database): void {
  const route = describeRoute<GreetAddBody>(app, 'POST', ADD_GREET_PATH, { body: videoInfoSchema.$defs.addBody, params: ORDER_NUMBER_PARAMS });
  app.post(ADD_GREET_PATH, async (c) => {
    const body = await validBody(c, route.body, 'Add Greet To Order takes an empty body.');
    if (!body.ok) return body.response;
    const reference = c.req.param('orderNumber');
    const number = orderNumberOf(reference);
    if (number === undefined || !/^#?[0-9]{1,9}$/.test(reference)) {
      return jsonError(c, 400, 'The order number is not valid.', { orderNumber: "must be the order's number: digits, '#' in front or not" });
    }
    const staff = c.get('staff');
    return auditedWrite(c, db, async (tx) => {
      const order = await findOrderByName(tx, String(number), true);
      if (!order) return jsonError(c, 404, `There is no order #${number}.`);
      if (order.status === 'cancelled') return jsonError(c, 409, `Order ${order.name} is cancelled: a greet cannot be added to it.`);
      const existing = await playerOfOrder(tx, order.id);
      if (existing !== undefined) return jsonError(c, 409, `Order ${order.name} already has a greet (player ${existing}).`);
      const player = await insertPlayer(tx, { emailedTo: order.email, createdBy: staff.email ?? staff.sub });
      await attachOrder(tx, order.id, player.id);
      const answer: GreetAdded = {
        message: GREET_ADDED,
        orderId: order.number,
        orderName: order.name,
        playerId: player.playerId,
        videoUploadURL: uploadAddress(player.uploadKey),
        emailedTo: order.email,
      };
      return c.json(answer, 201);
    });
  });
}
