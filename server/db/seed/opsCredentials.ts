/**
 * The demo ops credentials (002 §3 Ops credential): three made-up accounts of made-up tools, so
 * the vault has something to show from the start. Their passwords are sealed with the service's
 * key like any other (so this step runs once the key is loaded: server/start.ts), once per
 * database (`seed_step` 'ops-credentials'), in an unaudited transaction like the rest of the seed.
 */
import { storeSecret } from '../../api/admin/opsCreds/opsCreds';
import type { CredentialKey } from '../../api/admin/opsCreds/secretBox';
import type { Database } from '../database';

export const OPS_CREDENTIALS_STEP = 'ops-credentials';

export const DEMO_OPS_CREDENTIALS = [
  { name: 'Label printer portal', link: 'https://printers.example.com/console', username: 'ops.labels', password: 'Tulip-Demo-2026' },
  { name: 'Courier dashboard', link: 'https://courier.example.com/login', username: 'ops@example.ca', password: 'Pivoine été 2026' },
  { name: 'Warehouse cameras', link: 'https://cameras.example.com/', username: 'warehouse.mb', password: 'Lys-Demo-7' },
] as const;

/** Writes the demo credentials once per database; answers whether it wrote anything. */
export async function seedOpsCredentials(db: Database, key: CredentialKey): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('console.audit', 'off', true)`);
    await tx.query('lock table ops_credential in exclusive mode');
    const done = await tx.query<{ found: boolean }>('select exists(select 1 from seed_step where name = $1) as found', [OPS_CREDENTIALS_STEP]);
    if (done.rows[0]?.found === true) return false;
    for (const credential of DEMO_OPS_CREDENTIALS) {
      const { rows } = await tx.query<{ id: number }>(
        'insert into ops_credential (name, link, username) values ($1, $2, $3) on conflict do nothing returning id',
        [credential.name, credential.link, credential.username],
      );
      const id = rows[0]?.id;
      if (id !== undefined) await storeSecret(tx, key, id, credential.password);
    }
    await tx.query('insert into seed_step (name) values ($1)', [OPS_CREDENTIALS_STEP]);
    return true;
  });
}
