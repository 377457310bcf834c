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

/**
 * How long a session found going on is taken as going on without asking the database again. A
 * sign-out through this process is known at once (the provider and the services share one
 * instance); one through another process sharing the database is seen within this time.
 */
export const SESSION_GOES_ON_FOR_MS = 1000;

/**
 * Ended sessions with what this process learnt remembered: sessions ended here (for as long as
 * their record lasts) and sessions found going on (SESSION_GOES_ON_FOR_MS), so a burst of calls
 * with one token asks the database once.
 */
export function rememberedEndedSessions(stored: EndedSessions, now: () => number = Date.now): EndedSessions {
  const endedUntil = new Map<string, number>();
  const goesOnUntil = new Map<string, number>();
  const forget = (map: Map<string, number>, at: number) => {
    for (const [sid, until] of map) if (until <= at) map.delete(sid);
  };
  return {
    end: async (sid, forSeconds) => {
      await stored.end(sid, forSeconds);
      goesOnUntil.delete(sid);
      endedUntil.set(sid, now() + Math.max(1, Math.ceil(forSeconds)) * 1000);
    },
    isEnded: async (sid) => {
      const at = now();
      if ((endedUntil.get(sid) ?? 0) > at) return true;
      if ((goesOnUntil.get(sid) ?? 0) > at) return false;
      const ended = await stored.isEnded(sid);
      // Expired entries go as new ones come: the maps hold only sessions in use.
      forget(goesOnUntil, at);
      forget(endedUntil, at);
      if (!ended) goesOnUntil.set(sid, at + SESSION_GOES_ON_FOR_MS);
      return ended;
    },
  };
}
