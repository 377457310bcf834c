import type { TestProject } from 'vitest/node';
import { makePgliteTemplate, makePostgresTemplate, PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV } from './templateDatabase';

/** A template being made for the run; `claimed` once a project of the run set itself up with it. */
interface StartedTemplate {
  made: Promise<{ env: string; value: string; remove(): Promise<void> }>;
  claimed: boolean;
}

type RunTemplates = Partial<Record<'api-pglite' | 'api-postgres', StartedTemplate>>;

/** Where the run's templates are kept between the projects' setups (one vitest process, one run). */
const RUN_TEMPLATES = Symbol.for('console.test.templates');

function started(make: () => Promise<{ env: string; value: string; remove(): Promise<void> }>): StartedTemplate {
  const made = make();
  // Awaited by the project that claims it; one no project claims is only removed (see setup).
  made.catch(() => undefined);
  return { made, claimed: false };
}

/**
 * The templates of every API project configured, all started the first time one is set up:
 * vitest sets the projects up one after another, and making them side by side takes the time of
 * the slower (about 7 s here) instead of both (about 13 s) before any test starts.
 */
function runTemplates(project: TestProject): RunTemplates {
  const holder = globalThis as { [RUN_TEMPLATES]?: RunTemplates };
  if (holder[RUN_TEMPLATES]) return holder[RUN_TEMPLATES];
  const configured = new Set(project.vitest.projects.map((each) => each.name));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const templates: RunTemplates = {};
  if (configured.has('api-pglite')) {
    templates['api-pglite'] = started(async () => {
      const template = await makePgliteTemplate();
      return { env: PGLITE_TEMPLATE_ENV, value: template.file, remove: () => template.remove() };
    });
  }
  if (configured.has('api-postgres') && serverUrl) {
    templates['api-postgres'] = started(async () => {
      const template = await makePostgresTemplate(serverUrl);
      return { env: POSTGRES_TEMPLATE_ENV, value: template.name, remove: () => template.drop() };
    });
  }
  holder[RUN_TEMPLATES] = templates;
  return templates;
}

/** Removes the templates no project of the run claimed (a run of some files only), once each. */
async function removeUnclaimed(templates: RunTemplates): Promise<void> {
  for (const template of Object.values(templates)) {
    if (template.claimed) continue;
    template.claimed = true;
    const made = await template.made.catch(() => undefined);
    await made?.remove();
  }
}

/**
 * globalSetup of the API test projects (vitest.config.ts): makes the run's migrated and seeded
 * template once, in the main process before the workers start (so they never race to make it),
 * names it in the environment they inherit, and removes it after the run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const templates = runTemplates(project);
  const own = templates[project.name === 'api-postgres' ? 'api-postgres' : 'api-pglite'];
  if (!own) throw new Error(`${project.name}: no database template is made for this project`);
  own.claimed = true;
  const template = await own.made;
  process.env[template.env] = template.value;
  return async () => {
    await template.remove();
    await removeUnclaimed(templates);
  };
}
