import type { Context } from 'hono';
import type { Database, Queryable } from '../../../db/database';
import type { CustomerListAdd, CustomerListEntry, CustomerListMove, CustomerListRemove, CustomerListWritten } from '../../../../runtime/generated/entities';
import entrySchema from '../../../../schemas/entities/customer-list-entry.schema.json' with { type: 'json' };
import type { ApiApp } from '../../common';
import { jsonError } from '../../errors';
import { describeRoute } from '../../routes';
import { type Validation } from '../../validate';
import { sqlState, trimFields, UNIQUE_VIOLATION, validBody } from '../http';
import { likeLiteral, pageWindow, type Page } from '../paging';
import { staleRow, type RowNoun } from '../versions';
import { auditedWrite } from '../writes';
import { customerKey, listName } from './customerKey';
import { CUSTOMER_QUERY, customerQuery, type CustomerQuery, type SortColumn } from './customerQuery';

const PATH = '/ops/customerlist/customer';
const INVALID = 'The customer list entry is not valid.';
const ONE_LIST = 'choose the Review List or the VIP List';
const CUSTOMER: RowNoun = { one: 'Customer', many: 'Customers' };

const COLUMNS = `c.id, c.email, c.review_list as "reviewList", c.vip_list as "VIPList", (o.id is not null) as unsubscribed, c.version,
  to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt"`;
/** An entry as listed, with the e-mail opt-out (0081_email_opt_outs.sql) joined on the address. */
const SELECT = `select ${COLUMNS} from customer_list_entry c left join email_opt_out o on o.email = c.email`;

type Direction = 'asc' | 'desc';
/**
 * The list's orders: newest first (no sort asked), or by a sortable column; each with the unique
 * column a page is cut by, which its index holds (an index-only walk to an offset).
 */
const ORDERS: Readonly<Record<'newest' | SortColumn, { terms: readonly (readonly [string, Direction])[]; key: 'id' | 'email' }>> = {
  newest: {
    terms: [
      ['c.created_at', 'desc'],
      ['c.id', 'desc'],
    ],
    key: 'id',
  },
  email: { terms: [['c.email', 'asc']], key: 'email' },
};

const orderOf = (sort: CustomerQuery['sort']) => ORDERS[sort?.column ?? 'newest'];

/** The order by clause of a sort, reversed to read a page from the list's end. */
function orderBy(sort: CustomerQuery['sort'], reversed: boolean): string {
  const flip = (sort?.order === 'desc') !== reversed;
  return orderOf(sort)
    .terms.map(([expression, direction]) => `${expression} ${flip === (direction === 'asc') ? 'desc' : 'asc'}`)
    .join(', ');
}

/**
 * One page of the list and its total. Unfiltered: the total is summed from customer_list_count
 * (0126), and the page is cut by the order's index alone (read from the nearer end) before the
 * entries and their opt-outs are read. Searched: one statement finds the matches once (the
 * trigram index, 0124) and counts them beside the page (past the last match, a count alone).
 */
async function customerPage(db: Queryable, query: CustomerQuery & { page: { offset: number; limit: number } }): Promise<Page<CustomerListEntry>> {
  const { text, page, sort } = query;
  if (text !== '') {
    const order = orderBy(sort, false);
    const { rows } = await db.query<CustomerListEntry & { total: number }>(
      // Materialized: the matches come from the trigram index, never from a walk of the sort's index filtering every entry.
      `with matched as materialized (select * from customer_list_entry c where c.email like $1)
       select ${COLUMNS}, c.total from (select c.*, count(*) over ()::int as total from matched c order by ${order} limit $2 offset $3) c
       left join email_opt_out o on o.email = c.email order by ${order}`,
      [`%${likeLiteral(text)}%`, page.limit, page.offset],
    );
    let total = rows[0]?.total;
    if (total === undefined) {
      // Past the last match (or none): count them on their own.
      const counted = await db.query<{ total: number }>('select count(*)::int as total from customer_list_entry c where c.email like $1', [`%${likeLiteral(text)}%`]);
      total = counted.rows[0]?.total ?? 0;
    }
    return { result: rows.map(({ total: _total, ...row }) => row), meta: [{ totalrows: total }] };
  }
  const counted = await db.query<{ total: number }>('select coalesce(sum(n), 0)::int as total from customer_list_count');
  const total = counted.rows[0]?.total ?? 0;
  const window = pageWindow(total, page.offset, page.limit);
  if (window.limit === 0) return { result: [], meta: [{ totalrows: total }] };
  const order = orderBy(sort, window.fromEnd);
  const { key } = orderOf(sort);
  const { rows } = await db.query<CustomerListEntry>(
    `select ${COLUMNS} from (select c.${key} from customer_list_entry c order by ${order} limit $1 offset $2) k
     join customer_list_entry c on c.${key} = k.${key} left join email_opt_out o on o.email = c.email order by ${order}`,
    [window.limit, window.offset],
  );
  return { result: window.fromEnd ? rows.reverse() : rows, meta: [{ totalrows: total }] };
}

/**
 * The customer list of 002 §7 (Customer list), with the inverted verbs as documented:
 * - GET /ops/customerlist/customer[?email=<text>&filterOn=email]: every entry, newest first, or
 *   those whose e-mail or phone holds the text (case aside): `CustomerListEntry[]`, each with
 *   `unsubscribed` when the e-mail is opted out (POST /unsubscribe/email). `sortBy=email` and
 *   `sortOrder=asc|desc` sort by the e-mail instead. With `offset` and/or `limit` (the console's
 *   server paging) the answer is one page and the number of entries matched:
 *   `{ result: CustomerListEntry[], meta: [{ totalrows }] }`. Bad parameters: 400 naming them.
 * - PUT (adds) `{ email, reviewList, VIPList }`: 200 `{ msg, success }` ('Customer … has been added
 *   to the VIP List.'); 409 `{ error, fields: { email } }` when the customer is already listed.
 * - POST (moves) the same body with the `version` loaded: 200 `{ message, success }`; 404 for a
 *   customer not listed; 409 `{ error, conflicts, fields: { version } }` when the entry changed
 *   since it was loaded (moved, or deleted and added again), nothing written.
 * - DELETE `{ email, version }`: 200 `{ message, success }`; 404 for a customer not listed; 409
 *   when stale, as for a move.
 * Every body: exactly one of reviewList and VIPList true (002 §4, §5), else 400 naming VIPList; the
 * e-mail or phone is trimmed, an e-mail lower-cased (customerKey.ts). Moves and deletes carry the
 * version like every other write, so two people editing one customer never overwrite each other
 * silently; moving to the list it is on already says so and changes nothing.
 */
export function registerCustomers(app: ApiApp, db: Database): void {
  describeRoute(app, 'GET', PATH, { query: CUSTOMER_QUERY });
  app.get(PATH, async (c) => {
    const query = customerQuery(c.req.query());
    if (!query.ok) return jsonError(c, 400, 'The customer list query is not valid.', query.fields);
    const { text, page, sort } = query.value;
    if (page) return c.json(await customerPage(db, { text, page, sort }));
    const { rows } =
      text === ''
        ? await db.query<CustomerListEntry>(`${SELECT} order by ${orderBy(sort, false)}`)
        : await db.query<CustomerListEntry>(`${SELECT} where c.email like $1 order by ${orderBy(sort, false)}`, [`%${likeLiteral(text)}%`]);
    return c.json(rows);
  });

  const validateAdd = oneList(describeRoute<CustomerListAdd>(app, 'PUT', PATH, { body: entrySchema.$defs.add, success: 200 }).body);
  app.put(PATH, async (c) => {
    const body = await validBody(c, validateAdd, INVALID, (raw) => trimFields(raw, ['email']));
    if (!body.ok) return body.response;
    const email = customerKey(body.value.email);
    const list = listName(body.value);
    try {
      return await auditedWrite(c, db, async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          'insert into customer_list_entry (email, review_list, vip_list) values ($1, $2, $3) on conflict (email) do nothing returning id',
          [email, body.value.reviewList, body.value.VIPList],
        );
        if (rows.length === 0) return listed(c, tx, email);
        const msg = `Customer ${email} has been added to the ${list}.`;
        const answer: CustomerListWritten = { msg, success: msg };
        return c.json(answer, 200);
      });
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) return listed(c, db, email);
      throw error;
    }
  });

  const validateMove = oneList(describeRoute<CustomerListMove>(app, 'POST', PATH, { body: entrySchema.$defs.move, success: 200 }).body);
  app.post(PATH, async (c) => {
    const body = await validBody(c, validateMove, INVALID, (raw) => trimFields(raw, ['email']));
    if (!body.ok) return body.response;
    const email = customerKey(body.value.email);
    const list = listName(body.value);
    return auditedWrite(c, db, async (tx) => {
      const { rows } = await tx.query<{ id: number; VIPList: boolean; version: number }>('select id, vip_list as "VIPList", version from customer_list_entry where email = $1 for update', [email]);
      const found = rows[0];
      if (!found) return missing(c, email);
      const stale = staleRow(c, CUSTOMER, { id: found.id, label: email, version: body.value.version }, found.version);
      if (stale) return stale;
      if (found.VIPList === body.value.VIPList) return said(c, `Customer ${email} is already on the ${list}.`);
      await tx.query('update customer_list_entry set review_list = $2, vip_list = $3, updated_at = now(), version = version + 1 where email = $1', [
        email,
        body.value.reviewList,
        body.value.VIPList,
      ]);
      return said(c, `Customer ${email} has been moved to the ${list}.`);
    });
  });

  const validateKey = describeRoute<CustomerListRemove>(app, 'DELETE', PATH, { body: entrySchema.$defs.remove }).body;
  app.delete(PATH, async (c) => {
    const body = await validBody(c, validateKey, INVALID, (raw) => trimFields(raw, ['email']));
    if (!body.ok) return body.response;
    const email = customerKey(body.value.email);
    return auditedWrite(c, db, async (tx) => {
      const { rows } = await tx.query<{ id: number; version: number }>('select id, version from customer_list_entry where email = $1 for update', [email]);
      const found = rows[0];
      if (!found) return missing(c, email);
      const stale = staleRow(c, CUSTOMER, { id: found.id, label: email, version: body.value.version }, found.version);
      if (stale) return stale;
      await tx.query('delete from customer_list_entry where id = $1', [found.id]);
      return said(c, `Customer ${email} has been deleted from the customer list.`);
    });
  });
}

/** The schema's check, then exactly one list chosen (002 §5: 'the chosen list decides which flag is set'). */
function oneList<T extends CustomerListAdd>(validate: (raw: unknown) => Validation<T>): (raw: unknown) => Validation<T> {
  return (raw) => {
    const checked = validate(raw);
    if (!checked.ok || checked.value.reviewList !== checked.value.VIPList) return checked;
    return { ok: false, fields: { VIPList: ONE_LIST, reviewList: ONE_LIST } };
  };
}

function said(c: Context, message: string): Response {
  const answer: CustomerListWritten = { message, success: message };
  return c.json(answer, 200);
}

function missing(c: Context, email: string): Response {
  return jsonError(c, 404, `Customer ${email} is not on the customer list: it may have been deleted. Reload the list.`, { email: 'is not on the customer list' });
}

async function listed(c: Context, db: Queryable, email: string): Promise<Response> {
  const { rows } = await db.query<{ VIPList: boolean }>('select vip_list as "VIPList" from customer_list_entry where email = $1', [email]);
  const on = rows[0] ? ` on the ${listName(rows[0])}` : '';
  return jsonError(c, 409, `Customer ${email} is already${on}: move it from its row instead.`, { email: 'is already on the customer list' });
}
