import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../server/db/database';
import { signIn } from './oidcSignIn';
import { createTestEnvironment, type TestEnvironment } from './testServer';

/** What a file's tests call: the running console, its database and the demo staff's id token. */
export interface SignedInServer {
  origin: string;
  token: string;
  db: Database;
  environment: TestEnvironment;
}

/**
 * Starts one real console for the test file (before its tests), signs the demo staff in through
 * the identity provider, hands the result to `use`, and stops it all after the file's tests.
 * A file keeps its own names: `onSignedInServer((server) => ({ origin, token, db } = server));`.
 */
export function onSignedInServer(use: (server: SignedInServer) => void): void {
  let environment: TestEnvironment | undefined;
  beforeAll(async () => {
    environment = await createTestEnvironment();
    const { origin, db } = await environment.start();
    const token = (await signIn(origin)).idToken;
    use({ origin, token, db, environment });
  });
  afterAll(async () => {
    await environment?.stop();
  });
}
