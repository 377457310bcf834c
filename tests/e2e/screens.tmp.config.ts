// TEMPORARY (deleted before handing back): only the main server, on a private port.
import { defineConfig } from '@playwright/test';
const PORT = 5291;
export default defineConfig({
  testDir: '.',
  workers: 2,
  retries: 0,
  outputDir: '/tmp/pw-results',
  timeout: 60_000,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] },
    trace: 'off',
  },
  webServer: [{ command: 'npx tsx support/startServer.ts', url: `http://127.0.0.1:${PORT}/config.json`, reuseExistingServer: false, timeout: 120_000, stdout: 'ignore', stderr: 'pipe', env: { PORT: String(PORT) } }],
});
