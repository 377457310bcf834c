import { errors, type Adapter, type AdapterFactory, type AdapterPayload } from 'oidc-provider';
import type { Queryable } from '../db/database';
import { unstorableText } from '../db/text';

/** Ids the provider makes are plain text: one the database could not hold names no artifact. */
const canExist = (value: string) => unstorableText(value) === undefined;

/** Whether some string in a payload is text the database cannot keep (request parameters end up there). */
function holdsUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return unstorableText(value) !== undefined;
  if (typeof value !== 'object' || value === null || depth >= 16) return false;
  return Object.values(value).some((item) => holdsUnstorableText(item, depth + 1));
}

/**
 * Keeps the provider's artifacts in the console's database (PGlite or PostgreSQL), so a restart
 * keeps sessions and refresh tokens valid, as the persisted signing key keeps id tokens valid.
 */
export function databaseAdapter(db: Queryable): AdapterFactory {
  return (model) => new DatabaseAdapter(db, model);
}

class DatabaseAdapter implements Adapter {
  constructor(
    private readonly db: Queryable,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    // A parameter such as `state=%00` is the caller's mistake: a 400 from the provider, not a 500.
    if (holdsUnstorableText(payload)) {
      throw new errors.InvalidRequest('the request holds text that cannot be stored (a NUL character or a lone surrogate)');
    }
    await this.db.query(
      `insert into oidc_artifact (model, id, payload, grant_id, uid, user_code, expires_at)
       values ($1, $2, $3, $4, $5, $6, case when $7::int is null then null else now() + make_interval(secs => $7::int) end)
       on conflict (model, id) do update
         set payload = excluded.payload, grant_id = excluded.grant_id, uid = excluded.uid,
             user_code = excluded.user_code, expires_at = excluded.expires_at`,
      [this.model, id, JSON.stringify(payload), payload.grantId ?? null, payload.uid ?? null, payload.userCode ?? null, expiresIn ?? null],
    );
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('id = $2', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid = $2', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('user_code = $2', userCode);
  }

  async consume(id: string): Promise<void> {
    if (!canExist(id)) return;
    await this.db.query(
      `update oidc_artifact set payload = jsonb_set(payload, '{consumed}', to_jsonb(extract(epoch from now())::bigint))
        where model = $1 and id = $2`,
      [this.model, id],
    );
  }

  async destroy(id: string): Promise<void> {
    if (!canExist(id)) return;
    await this.db.query('delete from oidc_artifact where model = $1 and id = $2', [this.model, id]);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    if (!canExist(grantId)) return;
    await this.db.query('delete from oidc_artifact where grant_id = $1', [grantId]);
  }

  private async findWhere(condition: string, value: string): Promise<AdapterPayload | undefined> {
    // Lookups take what callers send (client ids, interaction uids, tokens).
    if (!canExist(value)) return undefined;
    const { rows } = await this.db.query<{ payload: AdapterPayload | string }>(
      `select payload from oidc_artifact
        where model = $1 and ${condition} and (expires_at is null or expires_at > now())`,
      [this.model, value],
    );
    const payload = rows[0]?.payload;
    return typeof payload === 'string' ? (JSON.parse(payload) as AdapterPayload) : payload;
  }
}

/** Forgets artifacts that expired (called at start; expired ones are never read anyway). */
export async function removeExpiredArtifacts(db: Queryable): Promise<void> {
  await db.query('delete from oidc_artifact where expires_at < now()');
}
