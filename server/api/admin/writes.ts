import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { Database, Queryable } from '../../db/database';
import type { ApiVariables } from '../auth';
import { jsonError } from '../errors';

/** The header that ties the calls of one 'Update All Changes' together in the audit trail. */
export const BATCH_ID_HEADER = 'X-Batch-Id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The batch id of each request, once read or made. */
const batchIds = new WeakMap<Request, string>();

/** 400 `{ error, fields: { 'X-Batch-Id' } }` when the header is sent and is not a UUID. */
export const checkBatchId: MiddlewareHandler = async (c, next) => {
  const sent = c.req.header(BATCH_ID_HEADER);
  if (sent !== undefined && !UUID.test(sent.trim())) {
    return jsonError(c, 400, `The ${BATCH_ID_HEADER} header is not valid.`, { [BATCH_ID_HEADER]: 'must be a UUID' });
  }
  await next();
};

/** The request's batch: the X-Batch-Id it sent (lower case), or one made for it alone. */
export function batchIdOf(c: Context): string {
  const known = batchIds.get(c.req.raw);
  if (known) return known;
  const sent = c.req.header(BATCH_ID_HEADER)?.trim();
  const id = sent && UUID.test(sent) ? sent.toLowerCase() : randomUUID();
  batchIds.set(c.req.raw, id);
  return id;
}

/** A refusal answered from inside a write: thrown so that the transaction rolls back. */
class Refused extends Error {
  constructor(readonly response: Response) {
    super(`refused with ${response.status}`);
  }
}

/**
 * The one way the admin API writes. Runs `work` in one transaction that first tells the audit
 * triggers (0007_audit_log.sql) who calls (the verified token's subject and e-mail), which call
 * (method and path) and its batch (X-Batch-Id), in transaction-local settings; every row the
 * work writes is then recorded with its values before and after, in the same transaction.
 * An answer that is not 2xx rolls everything back: a refused write writes and records nothing.
 */
export async function auditedWrite(
  c: Context<{ Variables: ApiVariables }>,
  db: Database,
  work: (tx: Queryable) => Promise<Response>,
): Promise<Response> {
  const staff = c.get('staff');
  try {
    return await db.transaction(async (tx) => {
      await tx.query(
        `select set_config('console.actor_sub', $1, true), set_config('console.actor_email', $2, true),
                set_config('console.method', $3, true), set_config('console.path', $4, true),
                set_config('console.batch_id', $5, true)`,
        [staff.sub, staff.email ?? '', c.req.method, c.req.path, batchIdOf(c)],
      );
      const response = await work(tx);
      if (!response.ok) throw new Refused(response);
      return response;
    });
  } catch (error) {
    if (error instanceof Refused) return error.response;
    throw error;
  }
}
