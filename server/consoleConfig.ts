import { readFile } from 'node:fs/promises';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ConsoleConfig } from '../runtime/generated/config';
import configSchema from '../schemas/config.schema.json' with { type: 'json' };
import { CONSOLE_CLIENT_ID, issuerFor } from './identity/paths';

/** The config for a console served by this process: every service on the same origin; `links` the addresses screens open by name. */
export function localConsoleConfig(origin: string, environment: string, links: ConsoleConfig['links'] = {}): ConsoleConfig {
  return {
    environment,
    identity: { authority: issuerFor(origin), clientId: CONSOLE_CLIENT_ID, scope: 'openid profile email offline_access' },
    services: {
      admin: `${origin}/api/admin`,
      shop: `${origin}/api/shop`,
      storefrontGraphql: `${origin}/api/storefront/graphql`,
      labels: `${origin}/api/labels`,
      dev: `${origin}/api/dev`,
    },
    links,
  };
}

/** Reads and checks a config file that points the console at other services. */
export async function readConsoleConfigFile(file: string): Promise<ConsoleConfig> {
  const ajv = new Ajv2020({ allErrors: true });
  const validate = ajv.compile<ConsoleConfig>(configSchema);
  const data: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (!validate(data)) {
    const problems = (validate.errors ?? []).map((e) => `${file}:${e.instancePath || '/'}: ${e.message ?? 'invalid'}`);
    throw new Error(`Invalid console config:\n${problems.join('\n')}`);
  }
  return data;
}
