import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seedDemoData } from '../../server/db/seed/seed';

// PGlite runs no autovacuum: after a statement that changes many postal codes, the database
// wrapper runs ANALYZE itself (0041's notice, database.ts), so the planner knows the new size.
// PostgreSQL's autovacuum does this there; this file opens an embedded database of its own,
// whichever database the other API tests run on.
describe('statistics after a bulk change (embedded database)', () => {
  let db: Database;

  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db);
    await seedDemoData(db, { postalCodes: 0 });
  });

  afterAll(async () => {
    await db?.close();
  });

  const plannedRows = async () =>
    (await db.query<{ rows: number }>(`select reltuples::int as rows from pg_class where relname = 'postal_code'`)).rows[0]?.rows ?? -1;
  const storedRows = async () => (await db.query<{ rows: number }>('select count(*)::int as rows from postal_code')).rows[0]?.rows ?? -1;

  it('refreshes the postal code statistics once a bulk insert is over', async () => {
    // No generated codes: only the demo orders' own (server/db/seed/orderPostalCodes.ts).
    const seeded = await storedRows();
    expect(await plannedRows()).toBeLessThanOrEqual(seeded);
    await db.query(
      `insert into postal_code (postalcode, town_id, zone_id)
       select 'K' || (i / 1000) || 'A ' || lpad((i % 1000)::text, 3, '0'), t.town_id, t.zone_id
         from generate_series(0, 1499) i, (select town_id, zone_id from town order by town_id limit 1) t`,
    );
    await vi.waitFor(async () => expect(await plannedRows()).toBe(seeded + 1500), { timeout: 15_000, interval: 250 });
  });
});
