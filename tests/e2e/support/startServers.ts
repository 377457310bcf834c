/**
 * Starts the three consoles the browser tests run against (servers.ts) side by side, each its
 * own process on its own fresh embedded database (startServer.ts), and says SERVERS_READY once
 * all three answer. Playwright starts the servers of `webServer` one after another; started
 * together they are ready in the time of the slowest, not of all three.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { DEV_PORT, MAIN_PORT, SERVERS_READY, SHORT_SESSION_PORT, SHORT_TOKEN_TTL_SECONDS } from './servers';

const servers: { port: number; env?: Record<string, string>; dev?: boolean }[] = [
  { port: MAIN_PORT },
  { port: SHORT_SESSION_PORT, env: { TOKEN_TTL_SECONDS: String(SHORT_TOKEN_TTL_SECONDS) } },
  { port: DEV_PORT, dev: true },
];

const START_TIMEOUT_MS = 180_000;
let stopping = false;

function start(port: number, env: Record<string, string> = {}, dev = false): ChildProcess {
  const args = ['--import', 'tsx', 'tests/e2e/support/startServer.ts', ...(dev ? ['--dev'] : [])];
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`The console on port ${port} stopped (${signal ?? `exit code ${code}`}).`);
    process.exit(1);
  });
  return child;
}

async function answers(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/config.json`)).ok;
  } catch {
    return false;
  }
}

async function ready(port: number): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await answers(port))) {
    if (Date.now() > deadline) throw new Error(`The console on port ${port} did not answer within ${START_TIMEOUT_MS / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const children = servers.map(({ port, env, dev }) => start(port, env, dev));
const stopAll = () => {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
};
process.once('SIGTERM', () => {
  stopAll();
  process.exit(0);
});
process.once('SIGINT', () => {
  stopAll();
  process.exit(0);
});
try {
  await Promise.all(servers.map(({ port }) => ready(port)));
  console.log(SERVERS_READY);
} catch (error) {
  console.error((error as Error).message);
  stopAll();
  process.exit(1);
}
