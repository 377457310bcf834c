import { defineConfig } from '@playwright/test';
import { MAIN_PORT, SERVERS_READY } from './tests/e2e/support/servers';
import { startRunClock } from './tests/e2e/support/shiftedClock';

// E2E_CLOCK_AT runs the whole suite on another day (tests/e2e/support/shiftedClock.ts).
startRunClock();

/**
 * Browser tests drive Debian's Chromium against the real server (built console, services,
 * identity provider), each server on a fresh embedded database (tests/e2e/support/startServer.ts). The second server issues
 * 20-second tokens so the session warning and its countdown can be reached.
 */

// --in-process-gpu: the software compositing of a GPU-less run happens in the browser process,
// not in a GPU process of its own (Chromium's CPU over a third of the screen specs: 163 → 152 s).
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--in-process-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The three servers start side by side (tests/e2e/support/startServers.ts): Playwright would start
 * the entries of `webServer` one after another. Ready once the script says all three answer.
 */
const servers = {
  command: 'npx tsx tests/e2e/support/startServers.ts',
  wait: { stdout: new RegExp(SERVERS_READY) },
  reuseExistingServer: false,
  timeout: 200_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? 'list' : [['list']],
  forbidOnly: true,
  use: {
    browserName: 'chromium',
    baseURL: `http://127.0.0.1:${MAIN_PORT}`,
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
  },
  webServer: [servers],
});
