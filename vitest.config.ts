import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { formValidatorsPlugin } from './scripts/forms/formValidatorsPlugin.ts';
import { sharedDefinitionsPlugin } from './scripts/screens/shared/sharedDefinitionsPlugin.ts';
import { screenIndexPlugin } from './scripts/screens/screenIndexPlugin.ts';
import { COMPONENT_TESTS_IN_OWN_GRAPH } from './tests/component/support/ownModuleGraphTests.ts';

/**
 * Unit and component tests; API tests against the real server. Without a PostgreSQL they all run
 * on the embedded database. When TEST_DATABASE_URL names one (.ci/run starts it) they all run
 * there, and the embedded database keeps only the tests of what is its own (the seed `npm start`
 * makes, its missing autovacuum, locking on its one connection, paging statistics): PGlite is the
 * same PostgreSQL engine, and the browser tests already run the whole console on it, so running
 * every API test twice only doubled their time.
 */
const ALL_API_TESTS = ['tests/api/**/*.test.ts'];
const EMBEDDED_DATABASE_TESTS = ['tests/api/demoData.test.ts', 'tests/api/bulkAnalyze.test.ts', 'tests/api/concurrency.test.ts', 'tests/api/postalCodePaging.test.ts'];
/** Needs PostgreSQL itself (several console processes on one database): the api-postgres project only. */
const POSTGRES_ONLY_TESTS = ['tests/api/multiProcess.test.ts'];
const COMPONENT_SETUP = ['tests/component/support/setupDom.ts'];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
/**
 * Makes the run's migrated and seeded database once; each API test file gets a copy (tests/support/templateDatabase.ts)
 * and a server of its own, in one module graph per worker (importing the server and instantiating
 * the embedded database once per file was most of their time). No API test mocks a module.
 */
const API_TEMPLATE_SETUP = ['tests/support/templateDatabase.setup.ts'];
const apiOnPostgres = withPostgres
  ? [{ extends: true as const, test: { name: 'api-postgres', include: ALL_API_TESTS, env: { API_DATABASE: 'postgres' }, globalSetup: API_TEMPLATE_SETUP, isolate: false } }]
  : [];

export default defineConfig({
  plugins: [react(), sharedDefinitionsPlugin(), screenIndexPlugin(fileURLToPath(new URL('./screens', import.meta.url)), { inPage: false }), formValidatorsPlugin()],
  define: { __APP_VERSION__: JSON.stringify('1.0.0') },
  test: {
    environment: 'node',
    // Above the component tests' 15 s ceiling of one wait (tests/component/support/setupDom.ts).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One worker more than the cores: an API test waits on its database and the processes it
    // starts, and the third worker keeps both cores of CI busy meanwhile (298 s → 260 s here).
    maxWorkers: availableParallelism() + 1,
    projects: [
      // Pure unit tests run in Node with the app's domain rules only; the component tests (jsdom) get the whole DOM set-up.
      // Unit tests keep no state between files (no mocks, no globals): one module graph per worker halves their time.
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], setupFiles: ['tests/support/setupDomainRules.ts'], isolate: false } },
      // Component files share one module graph per worker too (each still gets a fresh jsdom): loading
      // React, the forms and the grid once per worker rather than once per file was most of their
      // time. A file that mocks a module, or is about state kept in a module, keeps a graph of its own.
      {
        extends: true,
        test: { name: 'component', include: ['tests/component/**/*.test.tsx'], exclude: COMPONENT_TESTS_IN_OWN_GRAPH, setupFiles: COMPONENT_SETUP, isolate: false },
      },
      { extends: true, test: { name: 'component-isolated', include: COMPONENT_TESTS_IN_OWN_GRAPH, setupFiles: COMPONENT_SETUP } },
      {
        extends: true,
        test: { name: 'api-pglite', include: withPostgres ? EMBEDDED_DATABASE_TESTS : ALL_API_TESTS, exclude: POSTGRES_ONLY_TESTS, globalSetup: API_TEMPLATE_SETUP, isolate: false },
      },
      ...apiOnPostgres,
    ],
  },
});
