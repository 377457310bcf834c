import type { TestProject } from 'vitest/node';
import { makePgliteTemplate, makePostgresTemplate, PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV } from './templateDatabase';

/**
 * globalSetup of the API test projects (vitest.config.ts): makes the run's migrated and seeded
 * template once, in the main process before the workers start (so they never race to make it),
 * names it in the environment they inherit, and removes it after the run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (project.name === 'api-postgres' && serverUrl) {
    const template = await makePostgresTemplate(serverUrl);
    process.env[POSTGRES_TEMPLATE_ENV] = template.name;
    return () => template.drop();
  }
  const template = await makePgliteTemplate();
  process.env[PGLITE_TEMPLATE_ENV] = template.file;
  return () => template.remove();
}
