/**
 * Starts the real console for the browser tests on a fresh embedded database (one folder per
 * port): a copy of the seeded one startServers.ts names in DATABASE_TEMPLATE_ENV, when it names one.
 */
import { cp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATABASE_TEMPLATE_ENV } from './servers';
import { shiftProcessClock } from './shiftedClock';

const dataDir = join(tmpdir(), `console-e2e-${process.env.PORT ?? 'default'}`);
await rm(dataDir, { recursive: true, force: true });
const template = process.env[DATABASE_TEMPLATE_ENV];
// The server opens its embedded database in <data folder>/pglite (server/start.ts).
if (template) await cp(template, join(dataDir, 'pglite'), { recursive: true });
process.env.DATA_DIR = dataDir;
// Before the server reads the time: a run on another day seeds and serves that day.
shiftProcessClock();
await import('../../../server/main');
