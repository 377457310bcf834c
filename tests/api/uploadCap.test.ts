import { describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES } from '../../server/api/common';
import { multipartBody } from '../../runtime/api/multipartBody';
import { onSignedInServer } from '../support/signedInServer';
import { callApi, expectJsonError } from '../support/api';
import { IMAGE_UPLOAD } from '../../server/api/admin/orders/fulfilImage';
import type { Database } from '../../server/db/database';
import { rawUpload } from '../support/rawUpload';
import { matching } from '../support/matchers';

/** An upload over the size cap is answered 413 JSON, never a reset connection (the body is drained first). */

let origin: string;
let token: string;
let db: Database;

onSignedInServer((server) => ({ origin, token, db } = server));

const UPLOAD = 3 * 1024 * 1024;
const head = (path: string, length: string) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\n${length}\r\n`;

describe('a body over the size cap', () => {
  it.each([
    ['declared up front by Content-Length', `Content-Length: ${UPLOAD}\r\n`, false],
    ['found while streaming a chunked body', 'Transfer-Encoding: chunked\r\n', true],
  ] as const)('%s: the client always reads the 413 JSON', async (_how, length, chunked) => {
    // A client sending 64 KiB every 12 ms (~0.6 s in all) that reads the answer once its body is sent.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      for (const path of attempt === 0 ? ['/api/admin/places/town', '/api/storefront/graphql'] : ['/api/admin/places/town']) {
        const answer = await rawUpload(origin, head(path, length), UPLOAD, chunked, 12);
        expect(answer.status, `${path}, attempt ${attempt}`).toBe(413);
        expect(answer.headers).toMatch(/content-type: application\/json/i);
        expect(JSON.parse(answer.body)).toEqual({ error: 'The request body is too large.' });
      }
    }
  });

  it('at the cap itself is read as usual (a 400 naming the body, not a 413)', async () => {
    const json = JSON.stringify({ town_name: 'x'.repeat(MAX_JSON_BODY_BYTES - 40), zone_id: 1 });
    expect(Buffer.byteLength(json)).toBeLessThanOrEqual(MAX_JSON_BODY_BYTES);
    const answer = await callApi(origin, '/api/admin/places/town', { method: 'POST', token, rawJson: json });
    expect(expectJsonError(answer, 400).fields).toHaveProperty('town_name');
    expectJsonError(await callApi(origin, '/api/admin/places/town', { method: 'POST', token, rawJson: `${json}${' '.repeat(64)}` }), 413);
  });
});

describe('a call declaring its own cap (the delivery image upload, multipart)', () => {
  const countImages = async () => (await db.query<{ n: number }>('select count(*)::int as n from order_image')).rows[0]?.n ?? 0;

  it('takes a photo over the services\u2019 1 MiB, sent as the console sends a form with a file', async () => {
    const bytes = new Uint8Array(3 * 1024 * 1024).fill(0xff);
    bytes.set([0xff, 0xd8, 0xff, 0xe0]);
    const photo = new File([bytes], 'delivered.jpg', { type: 'image/jpeg' });
    const body = multipartBody({ orderId: '#1001', fileName: 'delivered.jpg' }, new Map([['file', photo]]));
    const before = await countImages();
    const answer = await fetch(`${origin}/api/admin/order/fulfilltask/imageupload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body });
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ url: matching(/\/api\/admin\/order\/fulfilltask\/image\/[0-9a-f-]{36}$/) });
    expect(await countImages()).toBe(before + 1);
  });

  it.each([
    ['declared up front by Content-Length', `Content-Length: ${IMAGE_UPLOAD.maxBytes + 1}\r\n`, false],
    ['found while streaming a chunked body', 'Transfer-Encoding: chunked\r\n', true],
  ] as const)('refuses a body over that cap, %s: the client reads the 413 JSON with the call\u2019s own sentence and nothing is stored', async (_how, length, chunked) => {
    const before = await countImages();
    const uploadHead = `POST /api/admin/order/fulfilltask/imageupload HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=x\r\n${length}\r\n`;
    const answer = await rawUpload(origin, uploadHead, IMAGE_UPLOAD.maxBytes + 1, chunked, 2);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: IMAGE_UPLOAD.tooLarge });
    expect(await countImages()).toBe(before);
  });
});
