import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { seedDemoData } from './db/seed/seed';
import { seedStaffAccounts } from './identity/accounts';
import { removeExpiredArtifacts } from './identity/adapter';
import { removeExpiredThrottleRecords } from './identity/throttleStore';

/**
 * Migrations, then the seed (each step once per database; the demo's saved checkout names `origin`,
 * the console's address); callers hold the start lock (underStartLock).
 */
export async function prepareDatabase(db: Database, postalCodes: number, origin?: string): Promise<void> {
  await migrate(db);
  await seedDemoData(db, { postalCodes, ...(origin === undefined ? {} : { origin }) });
  await seedStaffAccounts(db);
  await removeExpiredArtifacts(db);
  await removeExpiredThrottleRecords(db);
}
