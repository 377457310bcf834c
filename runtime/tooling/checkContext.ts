/**
 * What the checker reads beyond the definitions: the entities' fields and what the app registers
 * (its domain rules and filters, its custom components' contracts). The command-line entry points
 * build it from src/ (scripts/screens/consoleCheckContext.ts) and pass it in, as the app registers
 * the same parts into the runtime at start: nothing under runtime/ imports the app.
 */
import type { AnyCustomContract } from '../custom/customContract.ts';
import type { DomainRules } from '../domain/domainRules.ts';
import type { EntityFields } from './entityFields.ts';

/** The app's registries the rules check names against. */
export interface AppRegistries {
  domainRules: DomainRules;
  customContracts: Readonly<Record<string, AnyCustomContract>>;
}

/** The routes each service answers (`:param`, `*` as Hono writes them), by service name (`admin`, `shop`, …). */
export type ServiceRoutes = Readonly<Record<string, ReadonlyArray<{ method: string; path: string }>>>;

export interface CheckContext {
  entities: EntityFields;
  app: AppRegistries;
  /** The services' routes, when the checker can read them (the command line can): each endpoint is held to them. */
  services?: ServiceRoutes;
}
