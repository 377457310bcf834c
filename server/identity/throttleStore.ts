import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import type { FailureRecord, ThrottleStore } from './signInThrottle';

/** One attempt in this many also deletes every dead record (besides the deletion at start). */
export const CLEANUP_EVERY = 200;

/** The stored key: SHA-256 of the record's key, so no typed e-mail nor address is kept (and any text fits). */
export function storedThrottleKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

interface StoredRecord {
  key: string;
  failures: number;
  last_failure_ms: number | string;
}

/**
 * The sign-in throttle's records in table sign_in_throttle (0123_sign_in_throttle.sql), shared
 * by every process on the database. A change runs in one transaction: the rows are made if
 * missing (in key order, so two changes never wait on each other crosswise), locked with
 * SELECT … FOR UPDATE, and written back; a change of the same records in any process waits
 * for it, so parallel guesses spread over several processes are counted one after the other.
 */
export function databaseThrottleStore(db: Database, cleanupEvery = CLEANUP_EVERY): ThrottleStore {
  let changes = 0;
  return {
    change: async (entries, work) => {
      const keys = entries.map((entry) => storedThrottleKey(entry.key));
      const result = await db.transaction(async (tx) => {
        const ordered = [...new Set(keys)].sort();
        await tx.query(
          `insert into sign_in_throttle (key, failures, last_failure_ms, expires_at)
           select key, 0, 0, now() from unnest($1::text[]) as key order by key
           on conflict (key) do nothing`,
          [ordered],
        );
        const { rows } = await tx.query<StoredRecord>(
          'select key, failures, last_failure_ms from sign_in_throttle where key = any($1::text[]) order by key for update',
          [ordered],
        );
        const byKey = new Map(rows.map((row) => [row.key, row]));
        const before = keys.map((key) => recordOf(byKey.get(key)));
        const changed = work(before);
        for (const [index, key] of keys.entries()) {
          const record = changed.records[index];
          const windowMs = entries[index]?.windowMs ?? 0;
          if (record === undefined) await tx.query('delete from sign_in_throttle where key = $1', [key]);
          else if (record !== before[index]) {
            await tx.query(
              'update sign_in_throttle set failures = $2, last_failure_ms = $3, expires_at = to_timestamp($4::float8 / 1000) where key = $1',
              [key, record.failures, record.lastFailureAt, record.lastFailureAt + windowMs],
            );
          }
        }
        return changed.result;
      });
      changes += 1;
      if (changes % cleanupEvery === 0) await removeExpiredThrottleRecords(db);
      return result;
    },
  };
}

function recordOf(row: StoredRecord | undefined): FailureRecord | undefined {
  if (!row || row.failures <= 0) return undefined;
  return { failures: row.failures, lastFailureAt: Number(row.last_failure_ms) };
}

/** Deletes the records whose window has passed (they count for nothing any more). */
export async function removeExpiredThrottleRecords(db: Queryable): Promise<void> {
  await db.query('delete from sign_in_throttle where expires_at < now()');
}
