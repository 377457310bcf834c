import type { CheckoutRecord, CheckoutRecordRequest } from '../../../../runtime/generated/entities';
import type { Queryable } from '../../../db/database';
import { lastPathPart } from './linkIds';

/** The columns of a saved checkout as the answer names them (0110_checkout_automation.sql). */
const RECORD_COLUMNS = `id, version, checkout_url as "checkoutURL", short_url as "shortURL", carts, checkout_info as "checkoutInfo",
  reference_order as "referenceOrder", user_email as "userEmail",
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt"`;

/** The short link's id a record is found by: the last path part of its short URL. */
export const shortIdOf = (request: CheckoutRecordRequest) => lastPathPart(request.shortURL);

/** The id a record is found by in long checkout mode: the last path part of its checkout URL, decoded. */
export function longIdOf(request: CheckoutRecordRequest): string {
  const part = lastPathPart(request.checkoutURL);
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** The values of a record's columns, in the order of INSERT_VALUES and the update. */
export function recordValues(request: CheckoutRecordRequest): unknown[] {
  return [
    request.checkoutURL,
    request.shortURL,
    shortIdOf(request),
    longIdOf(request),
    JSON.stringify(request.carts),
    JSON.stringify(request.checkoutInfo),
    request.referenceOrder,
    request.userEmail,
  ];
}

/** One saved checkout, by the short link's id, by its long id (the latest saved), or by id. */
export async function findRecord(db: Queryable, key: { shortId: string } | { longId: string } | { id: number }): Promise<CheckoutRecord | undefined> {
  const [where, value] = 'shortId' in key ? ['short_id = $1', key.shortId] : 'longId' in key ? ['long_id = $1', key.longId] : ['id = $1', key.id];
  const { rows } = await db.query<CheckoutRecord>(`select ${RECORD_COLUMNS} from checkout_record where ${where} order by id desc limit 1`, [value]);
  return rows[0];
}
