import type { Context } from 'hono';
import type { Database } from '../../../db/database';
import type { CustomerListKey, CustomerListWritten, MarketingProfile } from '../../../../runtime/generated/entities';
import entrySchema from '../../../../schemas/entities/customer-list-entry.schema.json' with { type: 'json' };
import type { ApiApp } from '../../common';
import { jsonError } from '../../errors';
import { describeRoute, type ParameterSchema } from '../../routes';
import { bodyValidator } from '../../validate';
import { trimFields, validBody } from '../http';
import { auditedWrite } from '../writes';
import { customerKey } from './customerKey';

type Status = MarketingProfile;

/** 002 §8: the sentences of the two subscription calls' successes. */
export const SUBSCRIPTION_SENTENCES: Readonly<Record<Status, string>> = {
  UNSUBSCRIBED: 'Successfully unsubscribed',
  SUBSCRIBED: 'Successfully re-subscribed',
};

const PROFILE_QUERY: ParameterSchema = {
  type: 'object',
  properties: { email: { ...entrySchema.$defs.key.properties.email, description: 'The customer whose subscription status is read.' } },
  required: ['email'],
  additionalProperties: false,
};
const validProfileQuery = bodyValidator<CustomerListKey>(PROFILE_QUERY);

/**
 * The e-mail marketing service ('klaviyo'), simulated: a subscription state per customer
 * (marketing_subscription, 0082_customer_list.sql), SUBSCRIBED until changed (002 §3: the known
 * value).
 * - GET /klaviyo/customer/profile?email=: 200 the status string (002 §7), `"SUBSCRIBED"` or `"UNSUBSCRIBED"`.
 * - POST /klaviyo/customer/unsubscribe and /klaviyo/customer/subscribe `{ email }`: store the state;
 *   200 `{ message, success }`, 'Successfully unsubscribed' / 'Successfully re-subscribed' (002 §8);
 *   setting the state it already has says the same (the service's answer does not depend on it).
 * Decision: the service knows any address, on the customer list or not, as a marketing service
 * knows its own profiles; an e-mail opt-out (POST /unsubscribe/email) is another record, shown
 * beside it on the customer list.
 */
export function registerMarketing(app: ApiApp, db: Database): void {
  describeRoute(app, 'GET', '/klaviyo/customer/profile', { query: PROFILE_QUERY });
  app.get('/klaviyo/customer/profile', async (c) => {
    const query = validProfileQuery(trimFields(c.req.query(), ['email']));
    if (!query.ok) return jsonError(c, 400, 'The profile query is not valid.', query.fields);
    const email = customerKey(query.value.email);
    const { rows } = await db.query<{ status: Status }>('select status from marketing_subscription where email = $1', [email]);
    const answer: MarketingProfile = rows[0]?.status ?? 'SUBSCRIBED';
    return c.json(answer);
  });

  for (const [path, status] of [
    ['/klaviyo/customer/unsubscribe', 'UNSUBSCRIBED'],
    ['/klaviyo/customer/subscribe', 'SUBSCRIBED'],
  ] as const) {
    const validate = describeRoute<CustomerListKey>(app, 'POST', path, { body: entrySchema.$defs.key, success: 200 }).body;
    app.post(path, async (c) => {
      const body = await validBody(c, validate, 'The subscription request is not valid.', (raw) => trimFields(raw, ['email']));
      if (!body.ok) return body.response;
      const email = customerKey(body.value.email);
      return auditedWrite(c, db, async (tx) => {
        await tx.query(
          `insert into marketing_subscription (email, status) values ($1, $2)
           on conflict (email) do update set status = excluded.status, updated_at = now(), version = marketing_subscription.version + 1
           where marketing_subscription.status <> excluded.status`,
          [email, status],
        );
        return said(c, SUBSCRIPTION_SENTENCES[status]);
      });
    });
  }
}

function said(c: Context, message: string): Response {
  const answer: CustomerListWritten = { message, success: message };
  return c.json(answer, 200);
}
