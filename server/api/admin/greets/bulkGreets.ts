import type { GreetBulkOrder, GreetBulkOrderCreated, GreetBulkOrderUpdate, GreetBulkOrderUpdated } from '../../../../runtime/generated/entities';
import bulkSchema from '../../../../schemas/entities/greet-bulk-order.schema.json' with { type: 'json' };
import type { Database } from '../../../db/database';
import type { ApiApp } from '../../common';
import { jsonError } from '../../errors';
import { describeRoute } from '../../routes';
import { counted, trimFields, validBody } from '../http';
import { auditedWrite } from '../writes';
import { storedPlayerId } from './greetAddresses';
import { attachOrder, groupOrderOfPlayer, groupOrderOfTag, insertGroupOrder, insertPlayer, taggedOrders } from './greetStore';

export const BULK_GREET_PATH = '/video/group/order';
const INVALID_CREATE = 'The bulk greet order is not valid.';
const INVALID_UPDATE = 'The bulk greet order update is not valid.';

/**
 * Bulk greet orders (002 §3 Greet bulk order, §5, §7):
 * - POST /video/group/order `{ email, tag }` (trimmed): a new player for the tag, its upload
 *   address e-mailed to `email` (simulated), and every order carrying the tag (case aside) that
 *   has no greet yet gets it. 201 GreetBulkOrderCreated `{ message, playerId, creationDate, tag,
 *   orders }`; a tag that has a bulk greet order already is 409 `{ error, fields: { tag } }`.
 * - PUT /video/group/order `{ originalTag, playerId }` (trimmed; player ID case aside): the orders
 *   carrying originalTag get the player of that bulk greet order; one with a greet of another
 *   player keeps it. 200 GreetBulkOrderUpdated `{ message, … }`; an unknown player is 404 naming
 *   playerId, a tag no order carries 404 naming originalTag.
 * Bad bodies are 400 `{ error, fields }`; every write is audited.
 */
export function registerBulkGreets(app: ApiApp, db: Database): void {
  const create = describeRoute<GreetBulkOrder>(app, 'POST', BULK_GREET_PATH, { body: bulkSchema }).body;
  app.post(BULK_GREET_PATH, async (c) => {
    const body = await validBody(c, create, INVALID_CREATE, (raw) => trimFields(raw, ['email', 'tag']));
    if (!body.ok) return body.response;
    const { email, tag } = body.value;
    const staff = c.get('staff');
    return auditedWrite(c, db, async (tx) => {
      await tx.query('lock table greet_group_order in share row exclusive mode');
      const existing = await groupOrderOfTag(tx, tag);
      if (existing) return jsonError(c, 409, `Tag ${existing.tag} has a bulk greet order already (player ${existing.playerId}).`, { tag: 'has a bulk greet order already' });
      const player = await insertPlayer(tx, { emailedTo: email, createdBy: staff.email ?? staff.sub });
      const creationDate = await insertGroupOrder(tx, player.id, email, tag, staff.email ?? staff.sub);
      const orders = (await taggedOrders(tx, tag)).filter((order) => order.playerRowId === null);
      for (const order of orders) await attachOrder(tx, order.id, player.id);
      const answer: GreetBulkOrderCreated = {
        message: `Bulk greet order created for tag ${tag}: player ${player.playerId} plays for ${counted(orders.length, 'order')}; the upload address was sent to ${email}.`,
        playerId: player.playerId,
        creationDate,
        tag,
        orders: orders.length,
      };
      return c.json(answer, 201);
    });
  });

  const update = describeRoute<GreetBulkOrderUpdate>(app, 'PUT', BULK_GREET_PATH, { body: bulkSchema.$defs.update }).body;
  app.put(BULK_GREET_PATH, async (c) => {
    const body = await validBody(c, update, INVALID_UPDATE, (raw) => trimFields(raw, ['originalTag', 'playerId']));
    if (!body.ok) return body.response;
    const playerId = storedPlayerId(body.value.playerId);
    const tag = body.value.originalTag;
    return auditedWrite(c, db, async (tx) => {
      const group = await groupOrderOfPlayer(tx, playerId);
      if (!group) return jsonError(c, 404, `There is no bulk greet order with player ID ${playerId}.`, { playerId: 'is no bulk greet order’s player' });
      const orders = await taggedOrders(tx, tag);
      if (orders.length === 0) return jsonError(c, 404, `No order carries the tag ${tag}.`, { originalTag: 'no order carries it' });
      const added = orders.filter((order) => order.playerRowId === null);
      for (const order of added) await attachOrder(tx, order.id, group.playerRowId);
      const already = orders.filter((order) => order.playerRowId === group.playerRowId).length;
      const kept = orders.length - added.length - already;
      const answer: GreetBulkOrderUpdated = {
        message: `Player ${playerId} plays for the orders tagged ${tag}: ${added.length} added, ${already} had it already, ${counted(kept, 'order keeps its', 'orders keep their')} own greet.`,
        playerId,
        added: added.length,
        already,
        kept,
      };
      return c.json(answer, 200);
    });
  });
}
