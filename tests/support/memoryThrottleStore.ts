import type { FailureRecord, ThrottleStore } from '../../server/identity/signInThrottle';

/** The throttle's records in a map (one process): its rules tested without a database. */
export function memoryThrottleStore(): ThrottleStore {
  const records = new Map<string, FailureRecord>();
  return {
    change: (entries, work) => {
      const changed = work(entries.map((entry) => records.get(entry.key)));
      for (const [index, entry] of entries.entries()) {
        const record = changed.records[index];
        if (record) records.set(entry.key, record);
        else records.delete(entry.key);
      }
      return Promise.resolve(changed.result);
    },
  };
}
