/** Starts the real console for the browser tests on a fresh embedded database (one folder per port). */
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { shiftProcessClock } from './shiftedClock';

const dataDir = join(tmpdir(), `console-e2e-${process.env.PORT ?? 'default'}`);
await rm(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
// Before the server reads the time: a run on another day seeds and serves that day.
shiftProcessClock();
await import('../../../server/main');
