import { describe, expect, it } from 'vitest';
import type { GreetAdded, GreetBulkOrderCreated, GreetBulkOrderUpdated, GreetVideoInfo } from '../../runtime/generated/entities';
import { GREET_ADDED } from '../../server/api/admin/greets/addGreet';
import { shortAddress, uploadAddress } from '../../server/api/admin/greets/greetAddresses';
import type { Database } from '../../server/db/database';
import { DEMO_BULK_GREET, DEMO_GREETS } from '../../server/db/seed/greets';
import { callApi, expectFieldErrors, expectJsonError, type AdminClient } from '../support/api';
import { onSignedInServer } from '../support/signedInServer';

/**
 * Greets (002 §3 Greet bulk order and Greet video info, §5, §7 Greets, §8) on the real server with a
 * real sign-in: Add Greet To Order, the bulk greet orders and the video info of an order.
 */

let origin: string;
let api: AdminClient;
let db: Database;

onSignedInServer((server) => ({ origin, db, api } = server));

const videoInfo = (orderId: string | number) => api.get<GreetVideoInfo[]>(`/greet/videoinfo/${orderId}/all`);

async function auditCount(entity: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from audit_log where entity = $1', [entity]);
  return rows[0]?.count ?? 0;
}

async function tagOrders(tag: string, numbers: readonly number[]): Promise<void> {
  await db.query(`update shop_order set tags = array_append(tags, $1) where number = any($2::int[])`, [tag, numbers]);
}

describe('GET /greet/videoinfo/{orderId}/all', () => {
  it('answers a list whose first item is the seeded greet of the order, with its recipient, sender and status', async () => {
    const answer = await videoInfo(1012);
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(1);
    const [info] = answer.body;
    const { rows } = await db.query<{ first_name: string; last_name: string; contact_name: string; delivery_date: string }>(
      `select first_name, last_name, contact_name, to_char(delivery_date, 'YYYY-MM-DD') as delivery_date from shop_order where number = 1012`,
    );
    const order = rows[0];
    const [senderFirst = '', ...senderLast] = (order?.contact_name ?? '').split(' ');
    expect(info).toEqual({
      orderId: 1012,
      playerId: '3A7C19E04B',
      videoUploadURL: uploadAddress('a3c1e0b4-5d2f-4e8a-9b61-0c7d2e4f8a13'),
      orderDetails: {
        orderName: '#1012',
        deliveryDate: order?.delivery_date,
        recipient: { firstName: order?.first_name, lastName: order?.last_name },
        sender: { firstName: senderFirst, lastName: senderLast.join(' ') },
      },
      videoDetails: { jobStatus: 'COMPLETE', shortURL: shortAddress('3A7C19E04B') },
    });
  });

  it('shows each seeded job status, the short address only once the video is complete', async () => {
    for (const greet of DEMO_GREETS) {
      const [info] = (await videoInfo(greet.order)).body;
      expect(info?.videoDetails.jobStatus).toBe(greet.status);
      expect(info?.videoDetails.shortURL === '').toBe(greet.status !== 'COMPLETE');
    }
  });

  it('is 404 for an order without a greet and for no such order', async () => {
    expect(expectJsonError(await videoInfo(1001), 404).error).toBe('Order #1001 has no greet.');
    expectJsonError(await videoInfo(999999), 404);
  });

  it('is 400 naming orderId for an ID that is not digits', async () => {
    for (const bad of ['abc', '12a', '0', '1234567890', '%231001']) expectFieldErrors(await videoInfo(bad), 400, ['orderId']);
  });
});

describe('POST /video/order/{orderNumber}', () => {
  it('adds a greet: a new player, the upload address e-mailed to the customer, found by the video info; audited', async () => {
    const before = await auditCount('greet-order');
    const answer = await api.post<GreetAdded>('/video/order/1020', {});
    expect(answer.status).toBe(201);
    const { rows } = await db.query<{ email: string }>('select email from shop_order where number = 1020');
    expect(answer.body).toMatchObject({ message: GREET_ADDED, orderId: 1020, orderName: '#1020', emailedTo: rows[0]?.email });
    expect(answer.body.playerId).toMatch(/^[0-9A-F]{10}$/);
    expect(answer.body.message).toBe('Success: Greet has been added to the order and an email was sent to the customer.');
    const [info] = (await videoInfo(1020)).body;
    expect(info).toMatchObject({ orderId: 1020, playerId: answer.body.playerId, videoUploadURL: answer.body.videoUploadURL, videoDetails: { jobStatus: 'WAITING_FOR_UPLOAD', shortURL: '' } });
    expect(await auditCount('greet-order')).toBe(before + 1);
    const player = await db.query<{ emailed_to: string }>('select emailed_to from greet_player where player_id = $1', [answer.body.playerId]);
    expect(player.rows[0]?.emailed_to).toBe(rows[0]?.email);
  });

  it("takes the number with its '#' (sent as %23)", async () => {
    const answer = await api.post<GreetAdded>('/video/order/%231021', {});
    expect(answer.status).toBe(201);
    expect(answer.body.orderName).toBe('#1021');
  });

  it('refuses a second greet on the same order, a cancelled order and an unknown one, writing nothing', async () => {
    const before = await auditCount('greet-player');
    expect(expectJsonError(await api.post('/video/order/1012', {}), 409).error).toBe('Order #1012 already has a greet (player 3A7C19E04B).');
    expect(expectJsonError(await api.post('/video/order/1005', {}), 409).error).toBe('Order #1005 is cancelled: a greet cannot be added to it.');
    expect(expectJsonError(await api.post('/video/order/999999', {}), 404).error).toBe('There is no order #999999.');
    expect(await auditCount('greet-player')).toBe(before);
  });

  it('is 400 for a malformed number and for a body that is not empty', async () => {
    for (const bad of ['abc', '10a1', '1234567890', '%23%231001']) expectFieldErrors(await api.post(`/video/order/${bad}`, {}), 400, ['orderNumber']);
    expectJsonError(await api.post('/video/order/1022', { orderNumber: '1022' }), 400);
    expectJsonError(await videoInfo(1022), 404);
  });
});

describe('POST /video/group/order', () => {
  it('creates a bulk greet order: a player shared by the tagged orders without a greet; trimmed; audited', async () => {
    await tagOrders('Spring_Gala', [1023, 1024, 1012]);
    const before = await auditCount('greet-bulk-order');
    const answer = await api.post<GreetBulkOrderCreated>('/video/group/order', { email: '  gala@example.ca ', tag: ' Spring_Gala ' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ tag: 'Spring_Gala', orders: 2 });
    expect(answer.body.playerId).toMatch(/^[0-9A-F]{10}$/);
    expect(Math.abs(Date.parse(answer.body.creationDate) - Date.now())).toBeLessThan(60_000);
    expect(answer.body.message).toBe(`Bulk greet order created for tag Spring_Gala: player ${answer.body.playerId} plays for 2 orders; the upload address was sent to gala@example.ca.`);
    for (const order of [1023, 1024]) expect((await videoInfo(order)).body[0]?.playerId).toBe(answer.body.playerId);
    // #1012 keeps its own greet.
    expect((await videoInfo(1012)).body[0]?.playerId).toBe('3A7C19E04B');
    expect(await auditCount('greet-bulk-order')).toBe(before + 1);
  });

  it('refuses a tag that has a bulk greet order already (case aside) with 409 naming tag', async () => {
    const body = expectFieldErrors(await api.post('/video/group/order', { email: 'x@example.ca', tag: 'acme_holiday' }), 409, ['tag']);
    expect(body.error).toBe(`Tag ${DEMO_BULK_GREET.tag} has a bulk greet order already (player ${DEMO_BULK_GREET.playerId}).`);
  });

  it('is 400 naming each blank, missing or malformed field', async () => {
    expectFieldErrors(await api.post('/video/group/order', { email: '   ', tag: '  ' }), 400, ['email', 'tag']);
    expectFieldErrors(await api.post('/video/group/order', {}), 400, ['email', 'tag']);
    expectFieldErrors(await api.post('/video/group/order', { email: 'not-an-email', tag: 'x'.repeat(101) }), 400, ['email', 'tag']);
  });
});

describe('PUT /video/group/order', () => {
  it('gives the orders tagged since the bulk order its player; others keep their greet', async () => {
    const created = await api.post<GreetBulkOrderCreated>('/video/group/order', { email: 'gifts@example.ca', tag: 'Office_Party' });
    expect(created.body.orders).toBe(0);
    await tagOrders('office_party', [1025, 1026, 1013]);
    const answer = await api.put<GreetBulkOrderUpdated>('/video/group/order', { originalTag: ' Office_Party ', playerId: ` ${created.body.playerId.toLowerCase()} ` });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      message: `Player ${created.body.playerId} plays for the orders tagged Office_Party: 2 added, 0 had it already, 1 order keeps its own greet.`,
      playerId: created.body.playerId,
      added: 2,
      already: 0,
      kept: 1,
    });
    expect((await videoInfo(1025)).body[0]?.playerId).toBe(created.body.playerId);
    const again = await api.put<GreetBulkOrderUpdated>('/video/group/order', { originalTag: 'Office_Party', playerId: created.body.playerId });
    expect(again.body).toMatchObject({ added: 0, already: 2, kept: 1 });
  });

  it('is 404 naming playerId for an unknown player and originalTag for a tag no order carries', async () => {
    expectFieldErrors(await api.put('/video/group/order', { originalTag: 'Office_Party', playerId: 'ABCDEF0123' }), 404, ['playerId']);
    expectFieldErrors(await api.put('/video/group/order', { originalTag: 'No_Such_Tag', playerId: DEMO_BULK_GREET.playerId }), 404, ['originalTag']);
  });

  it('is 400 naming each blank or malformed field', async () => {
    expectFieldErrors(await api.put('/video/group/order', { originalTag: ' ', playerId: ' ' }), 400, ['originalTag', 'playerId']);
    // 002 gives the player ID no format: any text is looked up (an unknown one is 404), only a blank or over-long one is 400.
    expectFieldErrors(await api.put('/video/group/order', { originalTag: 'Office_Party', playerId: 'not-a-player' }), 404, ['playerId']);
    expectFieldErrors(await api.put('/video/group/order', { originalTag: 'x', playerId: 'P'.repeat(41) }), 400, ['playerId']);
  });
});

describe('the token', () => {
  it('is required by every greet call', async () => {
    expect((await callApi(origin, '/api/admin/greet/videoinfo/1012/all')).status).toBe(401);
    expect((await callApi(origin, '/api/admin/video/order/1001', { method: 'POST', json: {} })).status).toBe(401);
    expect((await callApi(origin, '/api/admin/video/group/order', { method: 'POST', json: { email: 'a@b.ca', tag: 't' } })).status).toBe(401);
  });
});
