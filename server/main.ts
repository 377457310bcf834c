import { fileURLToPath } from 'node:url';
import { DataFolderInUseError } from './dataLock';
import { DEMO_ACCOUNTS } from './identity/accounts';
import { contentSecurityPolicy, staticFrontEnd, withBenchPages } from './frontEnd';
import { readSettings } from './settings';
import { startConsole } from './start';

const dev = process.argv.includes('--dev');
const settings = readSettings();
const distDir = fileURLToPath(new URL('../dist/', import.meta.url));

const running = await startConsole({
  settings,
  frontEnd: async (_origin, serviceOrigins, server, consoleConfig) => {
    if (!dev) {
      const csp = contentSecurityPolicy(serviceOrigins);
      // The page carries the configuration: the console starts without asking for /config.json.
      const built = staticFrontEnd(distDir, csp, consoleConfig);
      // BENCH_STATIC_DIR (npm run bench only): its hand-written comparison page under /bench/.
      return settings.benchStaticDir ? withBenchPages(built, settings.benchStaticDir, csp) : built;
    }
    const { viteDevFrontEnd } = await import('./viteDev');
    return viteDevFrontEnd(server);
  },
}).catch((error: unknown) => {
  // Another console on the same data folder: say which, and stop before touching anything.
  if (!(error instanceof DataFolderInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
});

const demo = DEMO_ACCOUNTS[0];
console.log(`Console ready${dev ? ' (dev, hot reload)' : ''}: ${running.origin}/ (Node ${process.version}, pid ${process.pid})`);
console.log(`Database: ${running.db.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded, in ${settings.dataDir}`}`);
console.log(`Keys: ${running.keysFrom === 'configuration' ? 'from IDENTITY_SIGNING_KEYS and IDENTITY_COOKIE_KEYS' : `in ${settings.dataDir}`}`);
if (demo) console.log(`Demo sign-in: ${demo.email} / ${demo.password}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // Take the process out of the balancer first: new connections are refused at once, requests in flight get the grace.
    void running.close(settings.shutdownGraceMs).then(() => process.exit(0));
  });
}
