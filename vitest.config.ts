import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { formValidatorsPlugin } from './scripts/forms/formValidatorsPlugin.ts';
import { sharedDefinitionsPlugin } from './scripts/screens/shared/sharedDefinitionsPlugin.ts';
import { screenIndexPlugin } from './scripts/screens/screenIndexPlugin.ts';

/**
 * Unit and component tests; API tests against the real server on the embedded database, and
 * again on a real PostgreSQL when TEST_DATABASE_URL names one (.ci/run starts it).
 */
const apiOnPostgres = process.env.TEST_DATABASE_URL
  ? [{ extends: true as const, test: { name: 'api-postgres', include: ['tests/api/**/*.test.ts'], env: { API_DATABASE: 'postgres' } } }]
  : [];

export default defineConfig({
  plugins: [react(), sharedDefinitionsPlugin(), screenIndexPlugin(fileURLToPath(new URL('./screens', import.meta.url)), { inPage: false }), formValidatorsPlugin()],
  define: { __APP_VERSION__: JSON.stringify('1.0.0') },
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // PGlite and the provider are heavy: two workers suit the two cores of CI.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/component/**/*.test.tsx'], setupFiles: ['tests/component/support/setupDom.ts'] },
      },
      { extends: true, test: { name: 'api-pglite', include: ['tests/api/**/*.test.ts'] } },
      ...apiOnPostgres,
    ],
  },
});
