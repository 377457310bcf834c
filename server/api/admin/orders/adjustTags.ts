import type { TagAdjustment } from '../../../../runtime/generated/entities';
import tagAdjustmentSchema from '../../../../schemas/entities/tag-adjustment.schema.json' with { type: 'json' };
import type { Database } from '../../../db/database';
import type { ApiApp } from '../../common';
import { jsonError } from '../../errors';
import { describeRoute } from '../../routes';
import { counted, namedList, trimFields, validBody } from '../http';
import { auditedWrite } from '../writes';
import { orderIdsProblem, readOrderIds } from './orderIdList';
import { findOrderIds } from './orderStore';
import { adjustedTags, readTags } from './tagList';

const INVALID = 'The tags were not changed.';

/**
 * PUT /orders/adjust-tags (001 §7): for each order, removes the tags to remove, then adds the tags
 * to add (comma-separated, trimmed, each once; tags compare without regard to case), in one
 * audited transaction; an order whose tags do not change is left as it is. Answers 200
 * `{ message }`. 400 `{ error, fields }` and nothing written when a field is bad, neither field
 * holds a tag, or an order id names no stored order.
 */
export function registerAdjustTags(app: ApiApp, db: Database): void {
  const route = describeRoute<TagAdjustment>(app, 'PUT', '/orders/adjust-tags', { body: tagAdjustmentSchema });
  app.put('/orders/adjust-tags', async (c) => {
    const body = await validBody(c, route.body, INVALID, (raw) => trimFields(raw, ['orderIds', 'removedTags', 'addedTags', 'initials', 'email']));
    if (!body.ok) return body.response;
    const { orderIds, removedTags, addedTags } = body.value;
    const problems: Record<string, string> = {};
    const ids = readOrderIds(orderIds);
    const idsProblem = orderIdsProblem(ids);
    if (idsProblem) problems.orderIds = idsProblem;
    const removed = readTags(removedTags);
    const added = readTags(addedTags);
    if (removed.length === 0 && added.length === 0) {
      problems.addedTags = 'give a tag to add or to remove';
      problems.removedTags = 'give a tag to remove or to add';
    }
    if (body.value.initials === '') problems.initials = 'is required';
    if (body.value.email === '') problems.email = 'is required';
    if (Object.keys(problems).length > 0) return jsonError(c, 400, INVALID, problems);
    return auditedWrite(c, db, async (tx) => {
      const { found, missing } = await findOrderIds(tx, ids.names, true);
      if (missing.length > 0) return jsonError(c, 400, `${INVALID} ${namedList('Order', 'Orders', missing)} ${missing.length === 1 ? 'does' : 'do'} not exist.`, { orderIds: `names no stored order: ${missing.join(', ')}` });
      let changed = 0;
      for (const order of found.values()) {
        const tags = adjustedTags(order.tags, removed, added);
        if (tags.join('\u0000') === order.tags.join('\u0000')) continue;
        await tx.query('update shop_order set tags = $2::text[], version = version + 1 where id = $1', [order.id, tags]);
        changed += 1;
      }
      return c.json({ message: `Tags have been updated: ${counted(changed, 'order')} of ${found.size} changed.` });
    });
  });
}
