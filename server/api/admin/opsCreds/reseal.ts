import type { Database } from '../../../db/database';
import { contextOf, storeSecret } from './opsCreds';
import { openSecret, type CredentialKey } from './secretBox';

/**
 * Seals again with `key` every password an older key of it (OPS_CREDENTIALS_KEY's later
 * entries) sealed: once every process has started with the new key first, the old key can go.
 * A password no key opens is left as it is (it lists as null until set again). Answers how many
 * were resealed. Passwords have no audit trail, so this writes none.
 */
export async function resealOpsCredentials(db: Database, key: CredentialKey): Promise<number> {
  if (!key.older || key.older.length === 0) return 0;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ credential_id: number; key_id: string; iv: Uint8Array; tag: Uint8Array; cipher: Uint8Array }>(
      'select credential_id, key_id, iv, tag, cipher from ops_credential_secret where key_id <> $1 order by credential_id for update',
      [key.id],
    );
    let resealed = 0;
    for (const row of rows) {
      const password = openSecret(key, { keyId: row.key_id, iv: row.iv, tag: row.tag, cipher: row.cipher }, contextOf(row.credential_id));
      if (password === undefined) continue;
      await storeSecret(tx, key, row.credential_id, password);
      resealed += 1;
    }
    return resealed;
  });
}
