import { DateTime } from 'luxon';
import type { Database } from '../../db/database';
import type { OptOut, OptOutCreate, OptOutCreateResult } from '../../../runtime/generated/entities';
import optOutSchema from '../../../schemas/entities/opt-out.schema.json' with { type: 'json' };
import type { ApiApp } from '../common';
import { jsonError } from '../errors';
import { describeRoute } from '../routes';
import { BUSINESS_ZONE, type Clock } from './clock';
import { trimFields, validBody } from './http';
import { listQuery, listQuerySchema, pagedRows, type SearchField } from './paging';
import { displayPhone, readPhoneList } from './phones';
import { sendAndStore, type SmsGateway } from './smsGateway';
import { auditedWrite } from './writes';

/** 002 §9: the durations offered, in days; 36500 is 'For Ever' (no end). */
export const FOR_EVER_DAYS = 36500;

export const OPT_OUT_FILTER_FIELDS = ['phone'] as const;
type OptOutFilterField = (typeof OPT_OUT_FILTER_FIELDS)[number];

/** The phone filter compares digits only: '204-555', '(204) 555' and '1204555' all match +12045550134. */
const SEARCH: Record<OptOutFilterField, SearchField> = {
  phone: { expression: 'substr(phone, 2)', needle: (text) => text.replace(/\D/g, '') },
};

/** An opt-out row as the API answers it (timetolive null until `answerRow` drops it). */
const COLUMNS = `id, phone, floor(extract(epoch from expires_at))::float8 as timetolive, days, version,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt",
  to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "updatedAt"`;

type StoredOptOut = Omit<OptOut, 'timetolive'> & { timetolive: number | null };

/** 002 §3: timetolive is absent when the opt-out never ends. */
function answerRow({ timetolive, ...row }: StoredOptOut): OptOut {
  return timetolive === null ? row : { ...row, timetolive };
}

/** SQL: whether opt-out `alias` is still in force at the timestamptz parameter `now` ('$4'). */
export function inForce(alias: string, now: string): string {
  return `(${alias}.expires_at is null or ${alias}.expires_at > ${now}::timestamptz)`;
}

const INVALID = 'The opt-out is not valid.';

/**
 * Phone opt-outs (002 §3 Opt-out record, §5 Opt-out phone, §7, §8, §9):
 * - GET /unsubscribe: the opt-outs in force, newest first, paged like the other lists (`offset`,
 *   `limit`, `searchString` over `filterOn` phone, compared on digits): `{ result: [{ id, phone,
 *   timetolive?, days, createdAt, updatedAt, version }], meta: [{ totalrows }] }`.
 * - POST /unsubscribe `{ phone: 'p1,p2', type: days, sendSMS, message }`: 201 `{ msg, success,
 *   optOuts, messageIds }`; 400 `{ error: 'Phone is required', fields: { phone } }` when no phone
 *   is typed, 400 naming every bad entry ('entry 2, "204-55-0134", has 9 digits; …').
 *
 * Decisions where 002 is silent:
 * - Phones must be Canadian (phones.ts) and are stored E.164; duplicates in one call count once.
 * - A duration runs in calendar days of America/Winnipeg from the call's moment; 36500 ('For
 *   Ever') stores no end, so timetolive is absent and the list shows Never.
 * - A phone already opted out gets the new duration (the latest choice wins, shorter or longer);
 *   its version goes up. This sets the phone's state rather than editing a loaded row, so no
 *   version is sent.
 * - Expired opt-outs are not listed (as if the store's time to live had removed them) but stay in
 *   the table; opting the phone out again reuses the row.
 * - sendSMS texts each phone one confirmation (stored like every SMS); a blank message is
 *   replaced by one naming the end date. The opt-out and its SMS are one transaction.
 */
export function registerOptOuts(app: ApiApp, db: Database, clock: Clock, gateway: SmsGateway): void {
  describeRoute(app, 'GET', '/unsubscribe', { query: listQuerySchema(OPT_OUT_FILTER_FIELDS) });
  app.get('/unsubscribe', async (c) => {
    const query = listQuery(c, OPT_OUT_FILTER_FIELDS, 'The opt-out list query is not valid.');
    if (!query.ok) return query.response;
    const page = await pagedRows<StoredOptOut, OptOutFilterField>(
      db,
      {
        columns: COLUMNS,
        from: 'sms_opt_out',
        orderBy: 'updated_at desc, id desc',
        searchFields: SEARCH,
        filter: { conditions: [inForce('sms_opt_out', '$1')], params: [clock().toISOString()] },
      },
      query.value,
    );
    return c.json({ result: page.result.map(answerRow), meta: page.meta });
  });

  const validateCreate = describeRoute<OptOutCreate>(app, 'POST', '/unsubscribe', { body: optOutSchema.$defs.create }).body;
  app.post('/unsubscribe', async (c) => {
    const body = await validBody(c, validateCreate, INVALID, (raw) => trimFields(raw, ['phone', 'message']));
    if (!body.ok) return body.response;
    const { phone, type: days, sendSMS = false, message = '' } = body.value;
    const phones = readPhoneList(phone);
    if (!phones.ok) {
      return phones.problem === 'Phone is required'
        ? jsonError(c, 400, phones.problem, { phone: 'is required' })
        : jsonError(c, 400, `The phones are not valid: ${phones.problem}.`, { phone: phones.problem });
    }
    const now = DateTime.fromJSDate(clock(), { zone: BUSINESS_ZONE });
    const ends = days === FOR_EVER_DAYS ? undefined : now.plus({ days });
    const until = ends ? ends.setLocale('en-CA').toFormat('ccc, LLL d, yyyy') : undefined;
    const listed = phones.phones.map(displayPhone).join(', ');
    return auditedWrite(c, db, async (tx) => {
      const params: unknown[] = [days, ends ? ends.toISO() : null, now.toISO()];
      const tuples = phones.phones.map((number) => {
        params.push(number);
        return `($${params.length}, $1::int, $2::timestamptz, $3::timestamptz, $3::timestamptz)`;
      });
      const { rows } = await tx.query<StoredOptOut>(
        `insert into sms_opt_out (phone, days, expires_at, created_at, updated_at) values ${tuples.join(', ')}
         on conflict (phone) do update
           set days = excluded.days, expires_at = excluded.expires_at, updated_at = excluded.updated_at, version = sms_opt_out.version + 1
         returning ${COLUMNS}`,
        params,
      );
      const byPhone = new Map(rows.map((row) => [row.phone, answerRow(row)]));
      const optOuts = phones.phones.flatMap((number) => byPhone.get(number) ?? []);
      const text =
        message !== ''
          ? message
          : until
            ? `You have been unsubscribed from our text messages for ${days} days, until ${until}.`
            : 'You have been unsubscribed and will no longer receive text messages from us.';
      const messageIds = sendSMS
        ? await sendAndStore(tx, gateway, c.get('staff'), phones.phones.map((to) => ({ to, body: text, purpose: 'opt-out' })))
        : [];
      const duration = until ? `for ${days} days, until ${until}` : 'for ever';
      const confirmation = sendSMS ? ` A confirmation SMS was sent to ${phones.phones.length === 1 ? 'it' : 'each'}.` : '';
      const msg = `Opted out of SMS ${duration}: ${listed}.${confirmation}`;
      const answer: OptOutCreateResult = { msg, success: msg, optOuts, messageIds };
      return c.json(answer, 201);
    });
  });
}
