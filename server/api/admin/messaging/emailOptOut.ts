import type { Database } from '../../../db/database';
import type { EmailOptOut, EmailOptOutCreate, EmailOptOutCreateResult } from '../../../../runtime/generated/entities';
import emailOptOutSchema from '../../../../schemas/entities/email-opt-out.schema.json' with { type: 'json' };
import type { ApiApp } from '../../common';
import { describeRoute } from '../../routes';
import { trimFields, validBody } from '../http';
import { listQuery, listQuerySchema, pagedRows, type SearchField } from '../paging';
import { auditedWrite } from '../writes';

export const EMAIL_OPT_OUT_FILTER_FIELDS = ['email'] as const;
type EmailOptOutFilterField = (typeof EMAIL_OPT_OUT_FILTER_FIELDS)[number];

const SEARCH: Record<EmailOptOutFilterField, SearchField> = { email: { expression: 'email' } };

const COLUMNS = `id, email, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt", version`;

const INVALID = 'The e-mail address is not valid.';

/** The sentence of a new opt-out. */
export const optedOutText = (email: string) => `${email} is unsubscribed from e-mails.`;
/** The sentence when the address already was opted out (nothing written). */
export const alreadyOptedOutText = (email: string) => `${email} was already unsubscribed from e-mails.`;

/**
 * E-mail opt-outs (002 §2 Unsubscribe email, §5, §7, §8 Email opt-out), table email_opt_out
 * (0081), which the customer list reads too:
 * - POST /unsubscribe/email `{ email }`: opts the address out (trimmed, stored lower-cased), 201
 *   `{ msg, success, created: true, id, createdAt }`; an address already opted out writes nothing
 *   and answers 200 with `created: false` and 'marie@example.ca was already unsubscribed from
 *   e-mails.'; 400 `{ error, fields: { email } }` when it is missing or not an e-mail address.
 * - GET /unsubscribe/email: the opt-outs, newest first, paged like the other lists (`offset`,
 *   `limit`, `searchString` over `filterOn` email): `{ result: EmailOptOut[], meta: [{ totalrows }] }`.
 *
 * Decisions where 002 is silent: an opt-out never ends (no duration is offered) and is one per
 * address, case aside; the list call exists so the opt-out can be checked (002 shows no list).
 */
export function registerEmailOptOut(app: ApiApp, db: Database): void {
  describeRoute(app, 'GET', '/unsubscribe/email', { query: listQuerySchema(EMAIL_OPT_OUT_FILTER_FIELDS) });
  app.get('/unsubscribe/email', async (c) => {
    const query = listQuery(c, EMAIL_OPT_OUT_FILTER_FIELDS, 'The e-mail opt-out list query is not valid.');
    if (!query.ok) return query.response;
    const page = await pagedRows<EmailOptOut, EmailOptOutFilterField>(
      db,
      { columns: COLUMNS, from: 'email_opt_out', orderBy: 'created_at desc, id desc', searchFields: SEARCH },
      query.value,
    );
    return c.json(page);
  });

  const create = describeRoute<EmailOptOutCreate>(app, 'POST', '/unsubscribe/email', { body: emailOptOutSchema.$defs.create, success: [201, 200] });
  app.post('/unsubscribe/email', async (c) => {
    const body = await validBody(c, create.body, INVALID, (raw) => trimFields(raw, ['email']));
    if (!body.ok) return body.response;
    return auditedWrite(c, db, async (tx) => {
      const inserted = await tx.query<EmailOptOut>(
        `insert into email_opt_out (email) values (lower($1)) on conflict (email) do nothing returning ${COLUMNS}`,
        [body.value.email],
      );
      const created = inserted.rows[0];
      const row = created ?? (await tx.query<EmailOptOut>(`select ${COLUMNS} from email_opt_out where email = lower($1)`, [body.value.email])).rows[0];
      if (!row) throw new Error('An e-mail opt-out neither inserted nor found');
      const msg = created ? optedOutText(row.email) : alreadyOptedOutText(row.email);
      const answer: EmailOptOutCreateResult = { msg, success: msg, created: created !== undefined, id: row.id, createdAt: row.createdAt };
      return c.json(answer, created ? 201 : 200);
    });
  });
}
