import type { Database } from '../../db/database';
import type { PasswordResetRequest } from '../../../runtime/generated/entities';
import passwordResetSchema from '../../../schemas/entities/password-reset.schema.json' with { type: 'json' };
import type { ApiApp } from '../common';
import { jsonError } from '../errors';
import { describeRoute } from '../routes';
import { unstorableText } from '../../db/text';
import { isRecord, readBody } from './http';
import { withPatternMessages } from './reportsOpsFields';
import { auditedWrite } from './writes';

const MAX_EMAIL = passwordResetSchema.$defs.request.properties.email.maxLength;

/** The answers the console shows (002 §8), verbatim. */
export const resetSent = (email: string) => `Success: Reset password email sent to: ${email}`;
export const resetFailed = (email: string) => `Error: failed to reset password for: ${email}.`;

/** The outbox language of a call's language header: French for fr…, English otherwise (002 §1 locales). */
export const outboxLanguage = (language: string): 'en-CA' | 'fr-CA' => (/^fr\b/i.test(language.trim()) ? 'fr-CA' : 'en-CA');

/**
 * POST /customer/password/reset `{ email }` (002 §7 Password reset): queues a reset e-mail for the
 * storefront customer account with that address (case-insensitive, trimmed) in
 * `password_reset_outbox`, in the language of the call's language header (en-CA by default),
 * with the staff member who asked. The console reads status 200 as sent, so success is
 * 200 `{ success: 'Success: Reset password email sent to: {email}', id }` (the outbox entry), not
 * the 201 of other POSTs. Every failure is `{ error: 'Error: failed to reset password for: {email}.',
 * fields: { email } }` and queues nothing: 400 for a missing or malformed address, 404 for one no
 * account has. (A body whose email cannot be echoed — not text, too long — gets a plain sentence.)
 * Decisions where 002 is silent: the e-mail sent is the account's address as stored; nothing here
 * sends mail (a mail sender takes 'queued' rows); staff may ask again, each request is queued.
 */
export function registerPasswordReset(app: ApiApp, db: Database): void {
  const route = describeRoute<PasswordResetRequest>(app, 'POST', '/customer/password/reset', { body: passwordResetSchema.$defs.request, success: 200 });
  const validate = withPatternMessages(route.body, { email: 'is not a valid e-mail address' });
  app.post('/customer/password/reset', async (c) => {
    const raw = await readBody(c);
    const sent = isRecord(raw) && typeof raw.email === 'string' ? raw.email.trim() : undefined;
    const checked = validate(isRecord(raw) && sent !== undefined ? { ...raw, email: sent } : raw);
    const failure = (fields: Record<string, string>, status: 400 | 404 = 400) =>
      sent !== undefined && sent.length <= MAX_EMAIL && unstorableText(sent) === undefined
        ? jsonError(c, status, resetFailed(sent), fields)
        : jsonError(c, status, 'The password reset request is not valid.', fields);
    if (!checked.ok) return failure(checked.fields);
    const { email } = checked.value;
    const staff = c.get('staff');
    return auditedWrite(c, db, async (tx) => {
      const { rows } = await tx.query<{ id: number; email: string }>('select id, email from shop_customer where lower(email) = lower($1)', [email]);
      const customer = rows[0];
      if (!customer) return failure({ email: 'no customer account has this e-mail address' }, 404);
      const queued = await tx.query<{ id: number }>(
        `insert into password_reset_outbox (customer_id, email, language, requested_by_sub, requested_by_email)
         values ($1, $2, $3, $4, $5) returning id`,
        [customer.id, customer.email, outboxLanguage(c.get('language')), staff.sub, staff.email ?? null],
      );
      return c.json({ success: resetSent(email), id: queued.rows[0]?.id });
    });
  });
}
