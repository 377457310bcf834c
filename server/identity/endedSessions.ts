import type { Queryable } from '../db/database';
import { databaseAdapter } from './adapter';

/**
 * Sessions signed out of, by `sid` (the id token's session claim): the services refuse their
 * tokens. A record lasts as long as a token of the session can (then expiry refuses it anyway).
 */
export interface EndedSessions {
  end(sid: string, forSeconds: number): Promise<void>;
  isEnded(sid: string): Promise<boolean>;
}

/** Kept beside the provider's other artifacts (table oidc_artifact), so every process sharing the database agrees. */
export function databaseEndedSessions(db: Queryable): EndedSessions {
  const records = databaseAdapter(db)('EndedSession');
  return {
    end: (sid, forSeconds) => records.upsert(sid, { endedAt: Math.floor(Date.now() / 1000) }, Math.max(1, Math.ceil(forSeconds))),
    isEnded: async (sid) => (await records.find(sid)) !== undefined,
  };
}
