import { defineConfig } from '@playwright/test';
import { DEV_PORT, MAIN_PORT, SHORT_SESSION_PORT, SHORT_TOKEN_TTL_SECONDS } from './tests/e2e/support/servers';
import { startRunClock } from './tests/e2e/support/shiftedClock';

// E2E_CLOCK_AT runs the whole suite on another day (tests/e2e/support/shiftedClock.ts).
startRunClock();

/**
 * Browser tests drive Debian's Chromium against the real server (built console, services,
 * identity provider), each server on a fresh embedded database (tests/e2e/support/startServer.ts). The second server issues
 * 20-second tokens so the session warning and its countdown can be reached.
 */

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function server(port: number, env: Record<string, string> = {}, mode: '' | ' --dev' = '') {
  return {
    command: `npx tsx tests/e2e/support/startServer.ts${mode}`,
    url: `http://127.0.0.1:${port}/config.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: { PORT: String(port), ...env },
  };
}

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
  webServer: [
    server(MAIN_PORT),
    server(SHORT_SESSION_PORT, { TOKEN_TTL_SECONDS: String(SHORT_TOKEN_TTL_SECONDS) }),
    server(DEV_PORT, {}, ' --dev'),
  ],
});
