import type { Context } from 'hono';
import { PREPARED, type Database } from '../../../db/database';
import type { SmsHistoryQuery, SmsMessage } from '../../../../runtime/generated/entities';
import smsSchema from '../../../../schemas/entities/sms-message.schema.json' with { type: 'json' };
import type { ApiApp } from '../../common';
import { jsonError } from '../../errors';
import { describeRoute } from '../../routes';
import type { Step } from '../http';

/** The most messages one search answers (newest first). */
export const MAX_HISTORY_ROWS = 1000;

const QUERY = smsSchema.$defs.historyQuery;

/** An SMS as the history answers it (002 §3 SMS record, plus what the table keeps of it). */
const COLUMNS = `m.id, m.to_phone as "to", m.from_phone as "from", m.body, m.status,
  to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "dateCreated", m.purpose,
  d.worker_id as "workerId", m.template_id as "templateId", m.hub_region_id as "regionId",
  coalesce(m.sent_by_email, m.sent_by_sub) as "sentBy"`;

/**
 * Reads `phone` (digits: 11 starting with 1, or 10, which get the leading 1) and `type` (to or
 * from) as the stored E.164 phone and the column it is matched on; 400 naming each bad one.
 */
export function readHistoryQuery(c: Context): Step<{ phone: string; column: 'to_phone' | 'from_phone' }> {
  const problems: Record<string, string> = {};
  const phone = c.req.query('phone')?.trim() ?? '';
  const type = c.req.query('type')?.trim() ?? '';
  if (phone === '') problems.phone = 'is required';
  else if (!/^1?[0-9]{10}$/.test(phone)) problems.phone = 'must be the phone\'s digits: 11 starting with 1 (12045550134), or 10';
  if (type === '') problems.type = 'is required';
  else if (type !== 'to' && type !== 'from') problems.type = 'must be to or from';
  if (Object.keys(problems).length > 0) return { ok: false, response: jsonError(c, 400, 'The SMS history search is not valid.', problems) };
  const query: SmsHistoryQuery = { phone, type: type === 'to' ? 'to' : 'from' };
  return { ok: true, value: { phone: `+${query.phone.length === 10 ? `1${query.phone}` : query.phone}`, column: query.type === 'to' ? 'to_phone' : 'from_phone' } };
}

/**
 * GET /sms-history?phone={digits}&type={to|from} (002 §7 SMS history and opt-outs): the SMS the
 * console sent (driver mass SMS, opt-out confirmations: table sms_message) to the phone
 * (`type=to`) or from it (`type=from`), newest first, at most MAX_HISTORY_ROWS, as
 * `SmsMessage[]` (body, from, to, dateCreated in UTC, status; the console shows the date in
 * Winnipeg time). None found: `[]`.
 *
 * Decisions where 002 is silent: the console sends digits (002 §5: non-digits stripped, 10 digits
 * get a leading 1); the server takes the same two forms and matches the stored `+1…` form exactly.
 * Every sent message has the console's sending number as `from`, so `type=from` with that number
 * lists everything sent. A search over 1000 messages answers the newest 1000 (a phone is texted
 * far fewer times).
 */
export function registerSmsHistory(app: ApiApp, db: Database): void {
  describeRoute(app, 'GET', '/sms-history', {
    query: { type: 'object', properties: QUERY.properties, required: QUERY.required, additionalProperties: false },
  });
  app.get('/sms-history', async (c) => {
    const query = readHistoryQuery(c);
    if (!query.ok) return query.response;
    const { rows } = await db.query<SmsMessage>(
      `select ${COLUMNS} from sms_message m left join onfleet_driver d on d.id = m.driver_id
        where m.${query.value.column} = $1 order by m.created_at desc, m.id desc limit ${MAX_HISTORY_ROWS}`,
      [query.value.phone],
      PREPARED,
    );
    return c.json(rows);
  });
}
