import { randomInt } from 'node:crypto';
import type { ShortLinkRequest } from '../../../../runtime/generated/entities';
import checkoutRecordSchema from '../../../../schemas/entities/checkout-record.schema.json' with { type: 'json' };
import type { Database, Queryable } from '../../../db/database';
import type { ApiApp } from '../../common';
import { jsonError } from '../../errors';
import { describeRoute } from '../../routes';
import { trimFields, validBody } from '../http';
import { auditedWrite } from '../writes';
import { SHORT_LINK_PATH, shortLinkId, storedTarget } from './linkIds';

const NOT_MADE = 'The short link was not made.';
/** Tries at a free id before giving up (52^7 ids: a clash is already rare). */
const ATTEMPTS = 5;

/**
 * POST /short/url?isCheckout=true (001 §7, §9): a short link on the shop host,
 * `<origin>/api/shop/s/<random 7-letter id>`, that redirects to `url` (http or https, at most
 * 2,000 characters; one on the console's own host is kept root-relative). isCheckout ('true' or 'false', default 'false') is kept with the link.
 * Answers 201 `{ shortURL }`; 400 `{ error, fields }` and nothing stored when url or isCheckout
 * is bad. The link is audited like every admin write.
 */
export function registerShortLinks(app: ApiApp, db: Database): void {
  const route = describeRoute<ShortLinkRequest>(app, 'POST', '/short/url', {
    body: checkoutRecordSchema.$defs.shortLinkRequest,
    query: {
      type: 'object',
      properties: { isCheckout: { type: 'string', enum: ['true', 'false'], description: "'true' for a checkout's link (Checkout Automation)." } },
      additionalProperties: false,
    },
  });
  app.post('/short/url', async (c) => {
    const isCheckout = c.req.query('isCheckout') ?? 'false';
    if (isCheckout !== 'true' && isCheckout !== 'false') return jsonError(c, 400, NOT_MADE, { isCheckout: "must be 'true' or 'false'" });
    const body = await validBody(c, route.body, NOT_MADE, (raw) => trimFields(raw, ['url']));
    if (!body.ok) return body.response;
    const staff = c.get('staff');
    const origin = new URL(c.req.url).origin;
    return auditedWrite(c, db, async (tx) => {
      const shortURL = await storeShortLink(tx, { url: body.value.url, isCheckout: isCheckout === 'true', createdBy: staff.email ?? staff.sub, origin });
      return shortURL === undefined ? jsonError(c, 503, `${NOT_MADE} No free id was found; try again.`) : c.json({ shortURL }, 201);
    });
  });
}

/**
 * Stores a short link to `url` with a random 7-letter id, in the caller's transaction, and
 * answers its address `<origin>/api/shop/s/<id>`; undefined when no free id was found.
 */
export async function storeShortLink(tx: Queryable, link: { url: string; isCheckout: boolean; createdBy: string; origin: string }): Promise<string | undefined> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const id = shortLinkId((size) => randomInt(0, size));
    const { rows } = await tx.query<{ id: number }>(
      `insert into short_link (short_id, url, is_checkout, created_by) values ($1, $2, $3, $4) on conflict (short_id) do nothing returning id`,
      [id, storedTarget(link.url, link.origin), link.isCheckout, link.createdBy],
    );
    if (rows.length > 0) return `${link.origin}${SHORT_LINK_PATH}${id}`;
  }
  return undefined;
}
