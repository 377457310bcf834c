import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../server/db/database';
import { adminClient, type AdminClient } from './api';
import { signIn } from './oidcSignIn';
import { createTestEnvironment, type TestEnvironment } from './testServer';

/** What a file's tests call: the running console, its database, the demo staff's id token and an admin API client signed in with it. */
export interface SignedInServer {
  origin: string;
  token: string;
  db: Database;
  api: AdminClient;
  environment: TestEnvironment;
}

/**
 * Starts one real console for the test file (before its tests), signs the demo staff in through
 * the identity provider, hands the result to `use`, and stops it all after the file's tests.
 * A file keeps its own names: `onSignedInServer((server) => ({ origin, db, api } = server));`.
 */
export function onSignedInServer(use: (server: SignedInServer) => void): void {
  let environment: TestEnvironment | undefined;
  beforeAll(async () => {
    environment = await createTestEnvironment();
    const { origin, db } = await environment.start();
    const token = (await signIn(origin)).idToken;
    use({ origin, token, db, api: adminClient(origin, token), environment });
  });
  afterAll(async () => {
    await environment?.stop();
  });
}
