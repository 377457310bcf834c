/** What `screens:check` checks the console's definitions against: its entities' fields and the app's registries (src/). */
import type { AppRegistries, CheckContext } from '../../runtime/tooling/checkContext.ts';
import { customContracts } from '../../src/custom/contracts.ts';
import { consoleDomainRules } from '../../src/domain/consoleRules.ts';
import { readEntityFields } from './checkScreens.ts';
import { serviceRoutes } from './serviceRoutes.ts';

/** The console's domain rules and custom components' contracts, as src/main.tsx registers them into the runtime. */
export const consoleRegistries: AppRegistries = { domainRules: consoleDomainRules, customContracts };

/** The context of the definitions under `root`: its schemas/entities and the console's registries. */
export async function consoleCheckContext(root: string): Promise<CheckContext> {
  return { entities: await readEntityFields(root), app: consoleRegistries };
}

/**
 * The same with the console's services' routes (serviceRoutes.ts), each endpoint held to them:
 * for the console's own definitions (`npm run screens:check`), not for made-up ones calling
 * made-up paths (the broken-screens corpus, but for its `endpoint-route-*` cases).
 */
export async function consoleCheckContextWithRoutes(root: string): Promise<CheckContext> {
  return { ...(await consoleCheckContext(root)), services: serviceRoutes() };
}
