import type { Database } from '../../../db/database';
import type { ApiApp } from '../../common';
import { jsonError } from '../../errors';
import { describeRoute, type ParameterSchema } from '../../routes';
import { videoInfoOfOrder } from './greetStore';

export const VIDEO_INFO_PATH = '/greet/videoinfo/:orderId/all';

const ORDER_ID_PARAMS: ParameterSchema = {
  type: 'object',
  properties: { orderId: { type: 'integer', minimum: 1, maximum: 999_999_999, description: "The order's number: digits only." } },
  required: ['orderId'],
  additionalProperties: false,
};

/**
 * GET /greet/videoinfo/{orderId}/all (002 §7): 200 with a list whose first (and only) item is the
 * greet video info of the order of that number (GreetVideoInfo); an order without a greet, or no
 * such order, is 404 `{ error }` (the console says 'Greet Info Not Found!'); a number that is not
 * digits is 400 naming orderId.
 */
export function registerVideoInfo(app: ApiApp, db: Database): void {
  describeRoute(app, 'GET', VIDEO_INFO_PATH, { params: ORDER_ID_PARAMS });
  app.get(VIDEO_INFO_PATH, async (c) => {
    const raw = c.req.param('orderId');
    const number = /^[0-9]{1,9}$/.test(raw) ? Number(raw) : 0;
    if (number < 1) return jsonError(c, 400, 'The order ID is not valid.', { orderId: "must be the order's number: digits only, from 1 to 999999999" });
    const info = await videoInfoOfOrder(db, number);
    if (!info) return jsonError(c, 404, `Order #${number} has no greet.`);
    return c.json([info], 200);
  });
}
