import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../runtime/config/loadConfig';
import { localConsoleConfig, readConsoleConfigFile } from '../../server/consoleConfig';

describe('console config', () => {
  it('points every service and the provider at the local origin', () => {
    const config = localConsoleConfig('http://127.0.0.1:5173', 'Production');
    expect(config.identity).toEqual({ authority: 'http://127.0.0.1:5173/oidc', clientId: 'console', scope: 'openid profile email offline_access' });
    expect(config.services.admin).toBe('http://127.0.0.1:5173/api/admin');
    expect(config.services.storefrontGraphql).toBe('http://127.0.0.1:5173/api/storefront/graphql');
    expect(parseConfig(config)).toEqual(config);
  });

  it('accepts a valid config file and rejects a broken one with file:/pointer messages', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'config-'));
    const good = join(dir, 'good.json');
    await writeFile(good, JSON.stringify(localConsoleConfig('https://console.example.com', 'Staging')));
    expect((await readConsoleConfigFile(good)).environment).toBe('Staging');

    const bad = join(dir, 'bad.json');
    await writeFile(bad, JSON.stringify({ environment: 'x', identity: { authority: 'not a url', clientId: 'c', scope: 's' }, services: {} }));
    await expect(readConsoleConfigFile(bad)).rejects.toThrow(`${bad}:/identity/authority: must match pattern`);
    await expect(readConsoleConfigFile(bad)).rejects.toThrow(`${bad}:/services: must have required property 'admin'`);
  });

  it('the browser refuses a config without what sign-in needs, naming it', () => {
    expect(() => parseConfig({ environment: 'x', identity: { authority: 'a', clientId: '', scope: 's' }, services: { admin: 'a' } })).toThrow(
      "The console's configuration has no identity.clientId.",
    );
    expect(() => parseConfig(null)).toThrow('no environment');
  });
});
