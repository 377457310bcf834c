import { CONFIG_ELEMENT_ID } from '../../shared/configElement';
import type { ConsoleConfig } from '../generated/config';

export type { ConsoleConfig };

/**
 * Reads the run-time configuration (one build, many environments): from the page, where the
 * server puts it so the console starts without a request of its own, else from /config.json
 * served beside the build (the development server).
 */
export async function loadConfig(fetchImpl: typeof fetch = fetch, page: Pick<Document, 'getElementById'> | undefined = globalThis.document): Promise<ConsoleConfig> {
  const carried = page?.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  if (carried) return parseConfig(JSON.parse(carried));
  const response = await fetchImpl('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`The console's configuration could not be loaded (HTTP ${response.status}).`);
  return parseConfig(await response.json());
}

/** Checks the parts the console cannot start without, naming the first one missing. */
export function parseConfig(data: unknown): ConsoleConfig {
  const config = data as Partial<ConsoleConfig> | null;
  const missing = [
    ['environment', config?.environment],
    ['identity.authority', config?.identity?.authority],
    ['identity.clientId', config?.identity?.clientId],
    ['identity.scope', config?.identity?.scope],
    ['services.admin', config?.services?.admin],
  ].find(([, value]) => typeof value !== 'string' || value === '');
  if (missing) throw new Error(`The console's configuration has no ${String(missing[0])}.`);
  return config as ConsoleConfig;
}
