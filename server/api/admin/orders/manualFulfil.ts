import type { ManualFulfilmentRequest } from '../../../../runtime/generated/entities';
import manualFulfilmentSchema from '../../../../schemas/entities/manual-fulfilment.schema.json' with { type: 'json' };
import { provinceInstant } from '../../../../shared/provinceInstant.ts';
import type { Database } from '../../../db/database';
import type { ApiApp } from '../../common';
import { jsonError } from '../../errors';
import { describeRoute } from '../../routes';
import { isCalendarDate } from '../clock';
import { namedList, trimFields, validBody } from '../http';
import { isWebAddress } from '../opsLinks';
import { auditedWrite } from '../writes';
import { orderIdsProblem, readOrderIds } from './orderIdList';
import { findOrderIds } from './orderStore';

const INVALID = 'The orders were not fulfilled.';

/** The form's province names by the call's spelling: 'britishcolumbia' → 'British Columbia'. */
const PROVINCE_NAMES: ReadonlyMap<string, string> = new Map(
  manualFulfilmentSchema.$defs.form.properties.province.enum.map((name) => [name.toLowerCase().replace(/\s+/g, ''), name]),
);

/**
 * POST /order/fulfilltask/manual (001 §7): marks each order fulfilled (status and fulfillment
 * status 'fulfilled') and records its fulfilment (delivered at `delivery`, the note, the image
 * address, the driver's initials, province, date and time), in one audited transaction; answers
 * 200 `{ message }`. 400 `{ error, fields }` and nothing written when: a field is bad (`url` must
 * be an http or https address or null; `date` a calendar date), `delivery` is not the instant of
 * date and time on the province's clock (shared/provinceInstant.ts, as the console computes
 * it), an order id names no stored order, or an order is cancelled (it cannot be delivered).
 * Fulfilling a fulfilled order again records one more fulfilment.
 */
export function registerManualFulfil(app: ApiApp, db: Database): void {
  const route = describeRoute<ManualFulfilmentRequest>(app, 'POST', '/order/fulfilltask/manual', { body: manualFulfilmentSchema.$defs.request, success: 200 });
  app.post('/order/fulfilltask/manual', async (c) => {
    const body = await validBody(c, route.body, INVALID, (raw) => trimFields(raw, ['pod', 'order', 'url', 'time', 'date', 'driverInitials', 'province']));
    if (!body.ok) return body.response;
    const request = body.value;
    const problems: Record<string, string> = {};
    const url = request.url === null || request.url === '' ? null : request.url;
    if (url !== null && !isWebAddress(url)) problems.url = 'must be an http or https address, or null';
    if (!isCalendarDate(request.date)) problems.date = 'is not a calendar date';
    const provinceName = PROVINCE_NAMES.get(request.province) ?? request.province;
    const instant = provinceInstant({ date: request.date, time: request.time, province: provinceName });
    if (problems.date === undefined && instant !== request.delivery) {
      problems.delivery = `must be the instant of ${request.date} ${request.time} in ${provinceName} (${instant ?? 'unknown'}), as epoch milliseconds`;
    }
    if (request.pod === '') problems.pod = 'is required';
    if (request.driverInitials === '') problems.driverInitials = 'is required';
    const ids = readOrderIds(request.order);
    const idsProblem = orderIdsProblem(ids);
    if (idsProblem) problems.order = idsProblem;
    if (Object.keys(problems).length > 0) return jsonError(c, 400, INVALID, problems);
    return auditedWrite(c, db, async (tx) => {
      const { found, missing } = await findOrderIds(tx, ids.names, true);
      if (missing.length > 0) return jsonError(c, 400, `${INVALID} ${namedList('Order', 'Orders', missing)} ${missing.length === 1 ? 'does' : 'do'} not exist.`, { order: `names no stored order: ${missing.join(', ')}` });
      const orders = [...found.values()];
      const cancelled = orders.filter((order) => order.status === 'cancelled').map((order) => order.name);
      if (cancelled.length > 0) {
        return jsonError(c, 400, `${INVALID} ${namedList('Order', 'Orders', cancelled)} ${cancelled.length === 1 ? 'is' : 'are'} cancelled.`, { order: `${cancelled.join(', ')} cannot be fulfilled: cancelled` });
      }
      const ordered = ids.names.map((name) => orders.find((order) => order.name === name)).filter((order) => order !== undefined);
      for (const order of ordered) {
        await tx.query(`update shop_order set status = 'fulfilled', fulfillment_status = 'fulfilled', version = version + 1 where id = $1`, [order.id]);
        await tx.query(
          `insert into order_fulfilment (order_id, delivered_at, note, image_url, driver_initials, province, delivery_date, delivery_time)
           values ($1, to_timestamp($2::double precision / 1000), $3, $4, $5, $6, $7::date, $8)`,
          [order.id, request.delivery, request.pod, url, request.driverInitials, request.province, request.date, request.time],
        );
      }
      const names = ordered.map((order) => order.name);
      return c.json({ message: `${namedList('Order', 'Orders', names)} ${names.length === 1 ? 'has' : 'have'} been fulfilled.` });
    });
  });
}
