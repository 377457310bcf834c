import type { Context } from 'hono';
import { PREPARED, type Database } from '../../../db/database';
import type { SmsHistoryPage, SmsHistoryQuery, SmsMessage } from '../../../../runtime/generated/entities';
import smsSchema from '../../../../schemas/entities/sms-message.schema.json' with { type: 'json' };
import type { ApiApp } from '../../common';
import { jsonError } from '../../errors';
import { describeRoute } from '../../routes';
import { MAX_DATABASE_INTEGER, type Step } from '../http';

/** The most messages one search answers (newest first). */
export const MAX_HISTORY_ROWS = 1000;

const QUERY = smsSchema.$defs.historyQuery;

/** An SMS as the history answers it (002 §3 SMS record, plus what the table keeps of it). */
const COLUMNS = `m.id, m.to_phone as "to", m.from_phone as "from", m.body, m.status,
  to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "dateCreated", m.purpose,
  d.worker_id as "workerId", m.template_id as "templateId", m.hub_region_id as "regionId",
  coalesce(m.sent_by_email, m.sent_by_sub) as "sentBy"`;

/** What a history search asks for: the stored phone, its column, and a page when paged. */
export interface HistoryQuery {
  phone: string;
  column: 'to_phone' | 'from_phone';
  /** offset and/or limit sent (the console's server paging): one page and the number found. */
  page?: { offset: number; limit: number };
}

/** The page size when only offset is sent: the console's first choice. */
const DEFAULT_PAGE_SIZE = 20;

/**
 * Reads `phone` (digits: 11 starting with 1, or 10, which get the leading 1), `type` (to or
 * from), and, when paged, `offset` (0 to 2147483647) and `limit` (1 to 1000), as the stored
 * E.164 phone, the column it is matched on and the page; 400 naming each bad one.
 */
export function readHistoryQuery(c: Context): Step<HistoryQuery> {
  const problems: Record<string, string> = {};
  const phone = c.req.query('phone')?.trim() ?? '';
  const type = c.req.query('type')?.trim() ?? '';
  if (phone === '') problems.phone = 'is required';
  else if (!/^1?[0-9]{10}$/.test(phone)) problems.phone = 'must be the phone\'s digits: 11 starting with 1 (12045550134), or 10';
  if (type === '') problems.type = 'is required';
  else if (type !== 'to' && type !== 'from') problems.type = 'must be to or from';
  const whole = (name: 'offset' | 'limit', min: number, max: number): number | undefined => {
    const raw = c.req.query(name)?.trim();
    if (raw === undefined || raw === '') return undefined;
    const value = /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
    if (Number.isNaN(value) || value < min || value > max) {
      problems[name] = `must be a whole number from ${min} to ${max}`;
      return undefined;
    }
    return value;
  };
  const offset = whole('offset', 0, MAX_DATABASE_INTEGER);
  const limit = whole('limit', 1, MAX_HISTORY_ROWS);
  if (Object.keys(problems).length > 0) return { ok: false, response: jsonError(c, 400, 'The SMS history search is not valid.', problems) };
  const query: SmsHistoryQuery = { phone, type: type === 'to' ? 'to' : 'from' };
  const paged = offset !== undefined || limit !== undefined;
  return {
    ok: true,
    value: {
      phone: `+${query.phone.length === 10 ? `1${query.phone}` : query.phone}`,
      column: query.type === 'to' ? 'to_phone' : 'from_phone',
      ...(paged && { page: { offset: offset ?? 0, limit: limit ?? DEFAULT_PAGE_SIZE } }),
    },
  };
}

/**
 * One page of a history search and the number it found, in one statement: the phone's index
 * (0124, in the answer's order) gives the newest MAX_HISTORY_ROWS ids, counted beside the page
 * cut from them; only the page's rows are read and joined to their driver.
 */
async function historyPage(db: Database, query: HistoryQuery & { page: { offset: number; limit: number } }): Promise<SmsHistoryPage> {
  const { rows } = await db.query<{ total: number } & (SmsMessage | { id: null })>(
    `with found as materialized (
       select id, created_at from sms_message where ${query.column} = $1 order by created_at desc, id desc limit ${MAX_HISTORY_ROWS}
     ),
     page as (select id, created_at from found order by created_at desc, id desc limit $2 offset $3)
     select (select count(*)::int from found) as total, r.*
       from (select 1) one
       left join lateral (
         select ${COLUMNS} from page p join sms_message m on m.id = p.id left join onfleet_driver d on d.id = m.driver_id
          order by p.created_at desc, p.id desc
       ) r on true`,
    [query.phone, query.page.limit, query.page.offset],
    PREPARED,
  );
  // The left join keeps the count when the page is empty (one row of nulls).
  const result = rows.flatMap(({ total: _total, ...message }) => (message.id === null ? [] : [message]));
  return { result, meta: [{ totalrows: rows[0]?.total ?? 0 }] };
}

/**
 * GET /sms-history?phone={digits}&type={to|from} (002 §7 SMS history and opt-outs): the SMS the
 * console sent (driver mass SMS, opt-out confirmations: table sms_message) to the phone
 * (`type=to`) or from it (`type=from`), newest first, at most MAX_HISTORY_ROWS, as
 * `SmsMessage[]` (body, from, to, dateCreated in UTC, status; the console shows the date in
 * Winnipeg time). None found: `[]`. With `offset` and/or `limit` (the console's server paging,
 * issue 30: the console's own number finds every message sent) the answer is one page of those
 * and their number: `{ result: SmsMessage[], meta: [{ totalrows }] }` (SmsHistoryPage).
 *
 * Decisions where 002 is silent: the console sends digits (002 §5: non-digits stripped, 10 digits
 * get a leading 1); the server takes the same two forms and matches the stored `+1…` form exactly.
 * Every sent message has the console's sending number as `from`, so `type=from` with that number
 * lists everything sent. A search over 1000 messages answers the newest 1000 (a phone is texted
 * far fewer times), paged or not.
 */
export function registerSmsHistory(app: ApiApp, db: Database): void {
  describeRoute(app, 'GET', '/sms-history', {
    query: { type: 'object', properties: QUERY.properties, required: QUERY.required, additionalProperties: false },
  });
  app.get('/sms-history', async (c) => {
    const query = readHistoryQuery(c);
    if (!query.ok) return query.response;
    const { page } = query.value;
    if (page) return c.json(await historyPage(db, { ...query.value, page }));
    const { rows } = await db.query<SmsMessage>(
      `select ${COLUMNS} from sms_message m left join onfleet_driver d on d.id = m.driver_id
        where m.${query.value.column} = $1 order by m.created_at desc, m.id desc limit ${MAX_HISTORY_ROWS}`,
      [query.value.phone],
      PREPARED,
    );
    return c.json(rows);
  });
}
