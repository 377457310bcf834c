import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpsCredential } from '../../runtime/generated/entities';
import { CREDENTIAL_KEY_FILE, loadOrCreateCredentialKey } from '../../server/api/admin/opsCreds/credentialKey';
import type { Database } from '../../server/db/database';
import { DEMO_OPS_CREDENTIALS } from '../../server/db/seed/opsCredentials';
import type { ServerSettings } from '../../server/settings';
import { startConsole } from '../../server/start';
import { decodePassword, encodePassword } from '../../shared/passwordEncoding';
import { adminClient, expectFieldErrors, expectJsonError, type AdminClient } from '../support/api';
import { signIn } from '../support/oidcSignIn';
import { createTestEnvironment, placeholderFrontEnd, TEST_POSTAL_CODES, type TestEnvironment } from '../support/testServer';

/** Ops credentials (002 §3, §5, §7, §8): list, create, update; passwords encoded in transit, encrypted at rest, never audited. */

let env: TestEnvironment;
let alex: AdminClient;
let db: Database;

beforeAll(async () => {
  env = await createTestEnvironment();
  const server = await env.start();
  db = server.db;
  alex = adminClient(server.origin, (await signIn(server.origin)).idToken);
});

afterAll(async () => {
  await env?.stop();
});

async function credentials(client = alex): Promise<OpsCredential[]> {
  const answer = await client.get<OpsCredential[]>('/ops/creds/');
  expect(answer.status).toBe(200);
  return answer.body;
}

function named(rows: OpsCredential[], name: string): OpsCredential {
  const row = rows.find((credential) => credential.name === name);
  if (!row) throw new Error(`no credential ${name}`);
  return row;
}

/** Every byte stored for credential `id` (its row and its sealed password) and every audit row written about it, as text. */
async function storedText(id: number): Promise<string> {
  const row = await db.query('select * from ops_credential where id = $1', [id]);
  const secret = await db.query(`select key_id, encode(iv, 'hex') as iv, encode(tag, 'hex') as tag, encode(cipher, 'hex') as cipher from ops_credential_secret where credential_id = $1`, [id]);
  return JSON.stringify([row.rows, secret.rows]);
}

async function auditRows(id: number): Promise<{ method: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }[]> {
  const { rows } = await db.query<{ method: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    `select method, before, after from audit_log where entity = 'ops-credential' and row_id = $1 order by id`,
    [id],
  );
  return rows;
}

describe('GET /ops/creds/', () => {
  it('lists the seeded credentials by name with their passwords encoded (base64 of UTF-8), accents included', async () => {
    const rows = await credentials();
    expect(rows.map((row) => row.name)).toEqual(['Courier dashboard', 'Label printer portal', 'Warehouse cameras']);
    for (const demo of DEMO_OPS_CREDENTIALS) {
      const row = named(rows, demo.name);
      expect(row).toMatchObject({ link: demo.link, username: demo.username, version: 1 });
      expect(decodePassword(row.password ?? '')).toBe(demo.password);
    }
    expect(named(rows, 'Courier dashboard').password).toBe(encodePassword('Pivoine été 2026'));
  });
});

describe('POST /ops/creds/', () => {
  const password = 'Ŝecret 🌷 mot-de-passe';
  let id = 0;

  it('creates a credential whose password is stored encrypted, never in clear nor encoded, and lists it decoded the same', async () => {
    const logged = vi.spyOn(console, 'log');
    const warned = vi.spyOn(console, 'warn');
    const errored = vi.spyOn(console, 'error');
    const answer = await alex.post<{ success: string; id: number }>('/ops/creds/', { name: '  QA vault  ', link: ' https://vault.example.com/qa ', username: ' qa.user ', password: encodePassword(password) });
    expect(answer.status).toBe(201);
    expect(answer.body.success).toBe('Ops credential QA vault has been saved.');
    id = answer.body.id;
    expect(named(await credentials(), 'QA vault')).toEqual({ id, name: 'QA vault', link: 'https://vault.example.com/qa', username: 'qa.user', password: encodePassword(password), version: 1 });

    const stored = await storedText(id);
    expect(stored).not.toContain('mot-de-passe');
    expect(stored).not.toContain(encodePassword(password));
    expect(stored).not.toContain(Buffer.from(password, 'utf8').toString('hex'));
    const { rows } = await db.query<{ size: number }>('select length(cipher)::int as size from ops_credential_secret where credential_id = $1', [id]);
    expect(rows[0]?.size).toBe(Buffer.byteLength(password, 'utf8'));

    const printed = [...logged.mock.calls, ...warned.mock.calls, ...errored.mock.calls].map((call) => JSON.stringify(call)).join('\n');
    expect(printed).not.toContain('mot-de-passe');
    logged.mockRestore();
    warned.mockRestore();
    errored.mockRestore();
  });

  it('records the create in the audit trail without the password or its ciphertext', async () => {
    const audit = await auditRows(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.method).toBe('POST');
    expect(audit[0]?.after).toMatchObject({ name: 'QA vault', username: 'qa.user', password_changes: 1 });
    const text = JSON.stringify(audit);
    const { rows } = await db.query<{ cipher: string }>(`select encode(cipher, 'hex') as cipher from ops_credential_secret where credential_id = $1`, [id]);
    expect(text).not.toContain(rows[0]?.cipher ?? 'no cipher');
    expect(text).not.toContain('mot-de-passe');
    expect(text).not.toContain(encodePassword(password));
    const secretAudit = await db.query<{ n: number }>(`select count(*)::int as n from audit_log where after::text like '%cipher%' or before::text like '%cipher%'`);
    expect(secretAudit.rows[0]?.n).toBe(0);
  });

  it('refuses a missing or blank field with the form sentence, naming each field; nothing is written', async () => {
    const before = await credentials();
    const missing = expectFieldErrors(await alex.post('/ops/creds/', { name: 'QA2', link: 'https://x.example.com' }), 400, ['username', 'password']);
    expect(missing.error).toBe('Please fill all fields when creating a new link');
    const blank = expectFieldErrors(await alex.post('/ops/creds/', { name: '  ', link: 'https://x.example.com', username: 'u', password: encodePassword('p') }), 400, ['name']);
    expect(blank.error).toBe('Please fill all fields when creating a new link');
    expect(await credentials()).toEqual(before);
  });

  it('refuses a password that is not base64 of UTF-8, or only spaces, and a link that is no web address', async () => {
    expectFieldErrors(await alex.post('/ops/creds/', { name: 'QA3', link: 'https://x.example.com', username: 'u', password: 'not base64!' }), 400, ['password']);
    expectFieldErrors(await alex.post('/ops/creds/', { name: 'QA3', link: 'https://x.example.com', username: 'u', password: '/w==' }), 400, ['password']);
    expectFieldErrors(await alex.post('/ops/creds/', { name: 'QA3', link: 'https://x.example.com', username: 'u', password: encodePassword('   ') }), 400, ['password']);
    expectFieldErrors(await alex.post('/ops/creds/', { name: 'QA3', link: 'javascript:alert(1)', username: 'u', password: encodePassword('p') }), 400, ['link']);
    expectFieldErrors(await alex.post('/ops/creds/', { name: 'QA3', link: 'https://x.example.com', username: 'u', password: encodePassword('p'.repeat(201)) }), 400, ['password']);
  });

  it('refuses a name already used, whatever its case (409)', async () => {
    const answer = expectFieldErrors(await alex.post('/ops/creds/', { name: 'qa VAULT', link: 'https://x.example.com', username: 'u', password: encodePassword('p') }), 409, ['name']);
    expect(answer.error).toContain('QA vault');
  });

  it('updates link, username and password with the version loaded; the audit row says the password changed, not what it is', async () => {
    const loaded = named(await credentials(), 'QA vault');
    const answer = await alex.put<{ success: string }>(`/ops/creds/${encodeURIComponent('QA vault')}`, { ...loaded, link: 'https://vault.example.com/qa2', password: encodePassword('nouveau passe') });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe('Ops credential QA vault has been updated.');
    const updated = named(await credentials(), 'QA vault');
    expect(updated).toMatchObject({ link: 'https://vault.example.com/qa2', version: 2 });
    expect(decodePassword(updated.password ?? '')).toBe('nouveau passe');
    const audit = await auditRows(loaded.id);
    expect(audit).toHaveLength(2);
    expect(audit[1]).toMatchObject({ method: 'PUT', before: { password_changes: 1, version: 1 }, after: { password_changes: 2, version: 2, link: 'https://vault.example.com/qa2' } });
    expect(JSON.stringify(audit)).not.toContain('nouveau');

    const same = await alex.put(`/ops/creds/${encodeURIComponent('QA vault')}`, { ...updated, username: 'qa.other' });
    expect(same.status).toBe(200);
    expect((await auditRows(loaded.id))[2]?.after).toMatchObject({ password_changes: 2, username: 'qa.other', version: 3 });
  });

  it('refuses a stale version (409), a changed name or id (400), a missing field with the update sentence, an unknown name (404)', async () => {
    const loaded = named(await credentials(), 'QA vault');
    const stale = await alex.put(`/ops/creds/${encodeURIComponent('QA vault')}`, { ...loaded, version: 1 });
    expectFieldErrors(stale, 409, ['version']);
    expectFieldErrors(await alex.put(`/ops/creds/${encodeURIComponent('QA vault')}`, { ...loaded, name: 'Other' }), 400, ['name']);
    expectFieldErrors(await alex.put(`/ops/creds/${encodeURIComponent('QA vault')}`, { ...loaded, id: loaded.id + 1000 }), 400, ['id']);
    const incomplete = expectFieldErrors(await alex.put(`/ops/creds/${encodeURIComponent('QA vault')}`, { link: loaded.link, version: loaded.version }), 400, ['username', 'password']);
    expect(incomplete.error).toBe('Please fill all fields when updating a link');
    expectJsonError(await alex.put('/ops/creds/nobody', { link: 'https://x.example.com', username: 'u', password: encodePassword('p'), version: 1 }), 404);
    expect(named(await credentials(), 'QA vault')).toEqual(loaded);
  });

  it('has no delete (the screen has none)', async () => {
    expectJsonError(await alex.del(`/ops/creds/${encodeURIComponent('QA vault')}`), 404);
  });
});

describe('the encryption key', () => {
  const settingsFor = (dataDir: string, opsCredentialsKey?: string): ServerSettings => ({
    port: 0,
    host: '127.0.0.1',
    origin: 'http://127.0.0.1:0',
    dataDir,
    databaseUrl: undefined,
    tokenTtlSeconds: 3600,
    environmentName: 'Test',
    seedPostalCodes: TEST_POSTAL_CODES,
    consoleConfigFile: undefined,
    opsCredentialsKey,
  });

  it('is made in the data folder on first start (0600) and kept: a later start with the same folder opens the passwords', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ops-creds-key-'));
    try {
      const first = await startConsole({ settings: settingsFor(dataDir), frontEnd: placeholderFrontEnd, db: env.database.db });
      const file = join(dataDir, CREDENTIAL_KEY_FILE);
      const info = await stat(file);
      expect(info.mode & 0o777).toBe(0o600);
      expect(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64')).toHaveLength(32);
      const client = adminClient(first.origin, (await signIn(first.origin)).idToken);
      const created = await client.post<{ id: number }>('/ops/creds/', { name: 'Key test', link: 'https://key.example.com', username: 'k', password: encodePassword('kept across starts') });
      expect(created.status).toBe(201);
      await first.close();

      const again = await startConsole({ settings: settingsFor(dataDir), frontEnd: placeholderFrontEnd, db: env.database.db });
      const later = adminClient(again.origin, (await signIn(again.origin)).idToken);
      expect(decodePassword(named(await credentials(later), 'Key test').password ?? '')).toBe('kept across starts');
      await again.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('comes from the configuration when given (no file is written); another key cannot open the passwords (null, never a 500)', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ops-creds-key-'));
    try {
      const running = await startConsole({ settings: settingsFor(dataDir, 'ab'.repeat(32)), frontEnd: placeholderFrontEnd, db: env.database.db });
      await expect(stat(join(dataDir, CREDENTIAL_KEY_FILE))).rejects.toThrow();
      const client = adminClient(running.origin, (await signIn(running.origin)).idToken);
      const rows = await credentials(client);
      expect(named(rows, 'Key test').password).toBeNull();
      expect(named(rows, 'Key test').username).toBe('k');
      await running.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a configured key that is not 32 bytes', async () => {
    await expect(loadOrCreateCredentialKey('/nonexistent', 'too short')).rejects.toThrow(/OPS_CREDENTIALS_KEY must be 32 bytes/);
  });
});
